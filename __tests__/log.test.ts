import { jest } from '@jest/globals'
import fc from 'fast-check'
import { runnerCommands } from '../__fixtures__/runner-commands.js'
import { debug, fail, inert, info, notice, warning } from '../src/action/log.js'
import { addSecret, clearSecrets } from '../src/action/secrets.js'

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
        expect(runnerCommands(printed(() => info(text)))).toEqual([])
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
