import { jest } from '@jest/globals'
import fc from 'fast-check'
import { runnerCommands } from '../../__fixtures__/runner-commands.js'
import { addMask, debug, fail, inert, info, notice, routeConsole, warning } from '../../src/action/log.js'
import { addSecret, clearSecrets } from '../../src/action/secrets.js'

/** Pieces that each try one of the runner's rules; fast-check glues them together with arbitrary text. */
const TRICKY = [
  '::',
  '##[',
  ']',
  'add-mask',
  'stop-commands',
  'warning',
  'error',
  'tok',
  ' ',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\u0085',
  '\u00a0',
  '\u2028',
  '\u3000',
  '\u200b',
  '\ufeff',
  '\u0000',
  '\u0001',
  '\u202e',
  '#',
  '»'
]
const hostile = fc
  .array(fc.oneof(fc.constantFrom(...TRICKY), fc.string({ maxLength: 3 })), { maxLength: 30 })
  .map(parts => parts.join(''))

/** What @actions/core printed while fn ran. */
function printed(fn: () => void): string {
  let out = ''
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
    out += String(chunk)
    return true
  })
  try {
    fn()
  } finally {
    spy.mockRestore()
  }
  return out
}

afterEach(() => clearSecrets())

describe('the log sink under the runner rules', () => {
  it('info: no text, however built, forms a command (property)', () => {
    fc.assert(
      fc.property(hostile, text => {
        expect(runnerCommands(printed(() => info(text)))).toStrictEqual([])
      }),
      { numRuns: 2000 }
    )
  })

  it('annotations and debug: exactly the one command the action meant (property)', () => {
    fc.assert(
      fc.property(hostile, hostile, (text, title) => {
        for (const [name, write] of [
          ['warning', () => warning(text, title)],
          ['notice', () => notice(text, title)],
          ['debug', () => debug(text)],
          ['error', () => fail(text)]
        ] as const) {
          const commands = runnerCommands(printed(write))
          expect(commands.map(c => `${c.syntax}:${c.name}:${c.effect}`)).toEqual([`v2:${name}:run`])
        }
      }),
      { numRuns: 300 }
    )
    process.exitCode = 0 // fail() set it
  })

  it('shows invisible characters instead of printing them', () => {
    expect(inert('a\u200bb\u202ec\u0085d')).toBe('a\\u{200B}b\\u{202E}c\\u{0085}d')
  })

  it('scrubs the run secrets from every kind of line', () => {
    addSecret('mint_secret_value_1')
    const out = printed(() => {
      info('key mint\\_secret\\_value\\_1 here')
      warning('key mint_secret_value_1')
      debug('key mint%5Fsecret_value_1')
    })
    expect(out).not.toMatch(/secret/)
    expect(out.match(/\*\*\*/g)).toHaveLength(3)
  })
})

describe('the log, line by line', () => {
  let out: string[]
  beforeEach(() => {
    out = []
    jest.spyOn(process.stdout, 'write').mockImplementation(chunk => (out.push(String(chunk)), true))
    clearSecrets()
  })
  afterEach(() => {
    jest.restoreAllMocks()
    clearSecrets()
  })

  it('a lone carriage return ends a line, as it does for the runner: what follows it cannot pass as a command', () => {
    expect(inert('a\r::warning::x')).toBe('a\n» ::warning::x')
    expect(inert('a\r\n::x\rb')).toBe('a\n» ::x\nb')
  })

  it('an annotation keeps the legacy prefix inert, escaped rather than dropped', () => {
    warning('see ##[error]here')
    expect(out).toEqual(['::warning::see ##\\[error]here\n'])
  })

  it('addMask: the runner is told, and this action scrubs the value from then on; an empty value is no secret', () => {
    const key = 'ghp_0123456789abcdefABCDEF'
    addMask('')
    expect(out).toStrictEqual([])
    addMask(key)
    expect(out).toEqual([`::add-mask::${key}\n`])
    info(`token ${key} here`)
    expect(out[1]).toBe('token *** here\n')
  })
})

describe('routeConsole', () => {
  it('sends every console method of a library through the sink: scrubbed, inert, debug as a debug line', () => {
    addSecret('mint_routed0123456789')
    try {
      const target = {} as Console
      routeConsole(target)
      const out = printed(() => {
        target.warn('[@octokit/request] removed on %s', 'soon ##[error]PWNED')
        target.error('::warning::forged')
        target.log('key mint_routed0123456789')
        target.info({ a: 1 })
        target.debug('quiet')
      })
      expect(out.split('\n').filter(Boolean)).toEqual([
        '[@octokit/request] removed on soon ##\\[error]PWNED',
        '» ::warning::forged',
        'key ***',
        '{ a: 1 }',
        '::debug::quiet'
      ])
      expect(runnerCommands(out).map(c => c.name)).toEqual(['debug'])
    } finally {
      clearSecrets()
    }
  })
})
