import { jest } from '@jest/globals'
import { InputError, InputErrors } from '../../src/action/errors.js'
import { isLoopbackHost } from '../../src/action/settings.js'
import { readAgentActionSettings as getSettings } from '../../src/agent/settings.js'

const KEY = 'mint_0123456789abcdef'
const PROJECT = '0123456789abcdef01234567'
const reader =
  (inputs: Record<string, string>) =>
  (name: string): string =>
    inputs[name] ?? ''
const settingsOf = (inputs: Record<string, string>) =>
  getSettings(reader({ 'api-key': KEY, 'project-id': PROJECT, ...inputs }))

/**
 * getSettings masks the key through @actions/core, which prints `::add-mask::…` to stdout: the runner's instruction,
 * noise in a test run (about 70 lines). Here those lines are kept, not printed; every other write passes through.
 */
let masked: string[] = []
beforeEach(() => {
  masked = []
  const write = process.stdout.write.bind(process.stdout) as (chunk: unknown, ...rest: unknown[]) => boolean
  jest.spyOn(process.stdout, 'write').mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
    if (!String(chunk).startsWith('::add-mask::')) return write(chunk, ...rest)
    masked.push(String(chunk).trim())
    return true
  }) as typeof process.stdout.write)
})
afterEach(() => jest.restoreAllMocks())

/** The message of what getSettings throws, with every input it names. */
function failure(inputs: Record<string, string>): { message: string; names: string[] } {
  try {
    getSettings(reader(inputs))
  } catch (error) {
    const list = error instanceof InputErrors ? error.errors : error instanceof InputError ? [error] : []
    if (list.length === 0) throw error
    return { message: (error as Error).message, names: list.map(e => e.input) }
  }
  throw new Error('expected getSettings to throw')
}

describe('getSettings: modes', () => {
  it('prompt alone creates a job, with the documented defaults', () => {
    const s = settingsOf({ prompt: ' Document --dry-run ' })
    expect(s).toMatchObject({
      promptInput: ' Document --dry-run ',
      wait: true,
      pollIntervalMs: 5000,
      timeoutMs: 30 * 60_000,
      requestTimeoutMs: 30_000,
      failOnJobFailure: true,
      apiUrl: 'https://api.mintlify.com',
      warnings: []
    })
  })
  it('without sweep-interval the settings carry no sweepIntervalMs at all', () => {
    expect('sweepIntervalMs' in settingsOf({ prompt: 'x' })).toBe(false)
  })
  it('prompt and job-id send a follow-up message', () => {
    expect(settingsOf({ prompt: 'more', 'job-id': 'job_1' })).toMatchObject({ promptInput: 'more', jobId: 'job_1' })
  })
  it('job-id alone attaches to the job', () => {
    expect(settingsOf({ 'job-id': 'job_1' })).toMatchObject({ jobId: 'job_1', promptInput: undefined })
  })
  it('reads job-id without the white space around it, and a sweep-interval of white space as not given', () => {
    expect(settingsOf({ 'job-id': ' job_1\n' }).jobId).toBe('job_1')
    expect(settingsOf({ 'job-id': '  ' }).jobId).toBeUndefined()
    const s = settingsOf({ prompt: 'x', wait: 'false', 'sweep-interval': '  ' })
    expect(s.sweepIntervalMs).toBeUndefined()
    expect(s.warnings).toStrictEqual([])
  })
  it('reads 5, 5s and 1m as poll intervals, and booleans in their usual spellings', () => {
    expect(settingsOf({ prompt: 'x', 'poll-interval': '5' }).pollIntervalMs).toBe(5000)
    expect(settingsOf({ prompt: 'x', 'poll-interval': '1m', timeout: '2h' })).toMatchObject({
      pollIntervalMs: 60_000,
      timeoutMs: 7_200_000
    })
    expect(settingsOf({ prompt: 'x', wait: 'False', 'fail-on-job-failure': 'no' })).toMatchObject({
      wait: false,
      failOnJobFailure: false
    })
  })
  it('allows sub-second polling only against a loopback api-url', () => {
    expect(
      settingsOf({ prompt: 'x', 'api-url': 'http://127.0.0.1:4010', 'poll-interval': '50ms' }).pollIntervalMs
    ).toBe(50)
    expect(failure({ 'api-key': KEY, 'project-id': PROJECT, prompt: 'x', 'poll-interval': '50ms' }).names).toEqual([
      'poll-interval'
    ])
  })
  it('strips trailing slashes from api-url, and white space around it and around the project id', () => {
    expect(settingsOf({ prompt: 'x', 'api-url': 'https://proxy.example.com/mintlify/' }).apiUrl).toBe(
      'https://proxy.example.com/mintlify'
    )
    expect(settingsOf({ prompt: 'x', 'api-url': ' https://proxy.example.com/mintlify// ' }).apiUrl).toBe(
      'https://proxy.example.com/mintlify'
    )
    const s = getSettings(reader({ 'api-key': KEY, 'project-id': ` ${PROJECT}\n`, prompt: 'x' }))
    expect([s.projectId, s.warnings]).toEqual([PROJECT, []])
  })
  it('reads an api-url with no-break spaces around it, as copied from a web page (the URL parser alone refuses them)', () => {
    expect(settingsOf({ prompt: 'x', 'api-url': '\u00a0https://proxy.example.com/mintlify\u00a0' }).apiUrl).toBe(
      'https://proxy.example.com/mintlify'
    )
  })
  it('refuses an api-url with a user name alone, or a password alone', () => {
    expect(
      failure({ 'api-key': KEY, 'project-id': PROJECT, prompt: 'x', 'api-url': 'https://me@a.example' }).names
    ).toEqual(['api-url'])
    expect(
      failure({ 'api-key': KEY, 'project-id': PROJECT, prompt: 'x', 'api-url': 'https://:pw@a.example' }).names
    ).toEqual(['api-url'])
  })
})

describe('getSettings: warnings that do not stop the run', () => {
  it('warns when the project id is not 24 hex characters, however close', () => {
    for (const id of [`x${PROJECT}`, `${PROJECT}x`, PROJECT.slice(1), 'docs-site']) {
      const s = getSettings(reader({ 'api-key': KEY, 'project-id': id, prompt: 'x' }))
      expect(s.warnings).toEqual([
        "Input 'project-id' is not a 24-character hex id as the dashboard shows it (it is not the docs subdomain)."
      ])
    }
  })
  it('warns when the key lacks the admin prefix', () => {
    const s = getSettings(reader({ 'api-key': 'sk_live_abc', 'project-id': PROJECT, prompt: 'x' }))
    expect(s.warnings.join('\n')).toMatch(/api-key.*mint_/)
    expect(s.warnings.join('\n')).not.toContain('sk_live_abc')
  })
  it('warns, in one line naming both inputs, when poll-interval is longer than timeout (and only while waiting)', () => {
    const warnings = settingsOf({ prompt: 'x', 'poll-interval': '5m', timeout: '2m' }).warnings
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/^Input 'poll-interval' \(5m\) is longer than 'timeout' \(2m\)[^\n]*$/)
    expect(settingsOf({ prompt: 'x', 'poll-interval': '2m', timeout: '2m' }).warnings).toStrictEqual([])
    expect(settingsOf({ prompt: 'x', 'poll-interval': '5m', timeout: '2m', wait: 'false' }).warnings).toStrictEqual([])
  })
  it('warns, naming both inputs, when sweep-interval is set on a run that waits (the sweep would not be used)', () => {
    const warnings = settingsOf({ prompt: 'x', 'sweep-interval': '10m' }).warnings
    expect(warnings).toEqual([
      expect.stringMatching(/^Input 'sweep-interval' is set but 'wait' is true: .*'wait: false'/)
    ])
    expect(settingsOf({ prompt: 'x', 'sweep-interval': '10m', wait: 'false' }).warnings).toStrictEqual([])
  })
  it('warns when the project id does not look like the dashboard id', () => {
    expect(settingsOf({ 'project-id': 'my-docs', prompt: 'x' }).warnings.join('\n')).toMatch(/project-id.*subdomain/)
  })
})

const base = { 'api-key': KEY, 'project-id': PROJECT, prompt: 'x' }
const bad: [string, Record<string, string>, string, RegExp][] = [
  ['empty api-key', { ...base, 'api-key': '' }, 'api-key', /required/],
  ['whitespace api-key', { ...base, 'api-key': '   ' }, 'api-key', /required/],
  ['assistant key', { ...base, 'api-key': 'mint_dsc_abc' }, 'api-key', /assistant key.*admin API key/],
  ['index key', { ...base, 'api-key': 'mint_us_abc' }, 'api-key', /index key.*admin API key/],
  ['key with a space', { ...base, 'api-key': 'mint_ab cd' }, 'api-key', /white space/],
  ['key with a tab', { ...base, 'api-key': 'mint_ab\tcd' }, 'api-key', /white space/],
  ['key with an accent', { ...base, 'api-key': 'mint_abé' }, 'api-key', /position 8 that is not printable ASCII/],
  ['key with an emoji', { ...base, 'api-key': 'mint_\u{1F600}ab' }, 'api-key', /position 6 .*HTTP header/],
  ['key with a control character', { ...base, 'api-key': 'mint_ab\u0000' }, 'api-key', /position 8 /],
  ['key with DEL', { ...base, 'api-key': 'mint_ab\u007f' }, 'api-key', /position 8 /],
  ['key whose first character is beyond ASCII', { ...base, 'api-key': '\u00e9mint_ab' }, 'api-key', /position 1 /],
  ['empty project-id', { ...base, 'project-id': '' }, 'project-id', /required/],
  ['project-id with a space', { ...base, 'project-id': 'abc def' }, 'project-id', /white space/],
  ['whitespace prompt', { ...base, prompt: '  \n\t ' }, 'prompt', /whitespace/],
  ['unparseable poll-interval', { ...base, 'poll-interval': 'soon' }, 'poll-interval', /not a duration/],
  ['negative poll-interval', { ...base, 'poll-interval': '-5' }, 'poll-interval', /not a duration/],
  ['zero poll-interval', { ...base, 'poll-interval': '0' }, 'poll-interval', /out of range/],
  ['huge poll-interval', { ...base, 'poll-interval': '1h' }, 'poll-interval', /out of range/],
  ['unparseable timeout', { ...base, timeout: '30 minutes' }, 'timeout', /not a duration/],
  ['timeout above 6h', { ...base, timeout: '7h' }, 'timeout', /out of range/],
  ['timeout below 1s', { ...base, timeout: '100ms' }, 'timeout', /out of range/],
  ['unparseable request-timeout', { ...base, 'request-timeout': 'x' }, 'request-timeout', /not a duration/],
  ['wait not a boolean', { ...base, wait: 'maybe' }, 'wait', /boolean/],
  ['fail-on-job-failure not a boolean', { ...base, 'fail-on-job-failure': '2' }, 'fail-on-job-failure', /boolean/],
  ['api-url not a URL', { ...base, 'api-url': 'api.mintlify.com' }, 'api-url', /not a URL/],
  ['api-url over http', { ...base, 'api-url': 'http://api.mintlify.com' }, 'api-url', /https/],
  ['api-url on a private address over http', { ...base, 'api-url': 'http://10.0.0.5' }, 'api-url', /https/],
  ['api-url with credentials', { ...base, 'api-url': 'https://u:p@api.mintlify.com' }, 'api-url', /credentials/],
  ['api-url with a query', { ...base, 'api-url': 'https://api.mintlify.com/?x=1' }, 'api-url', /query/],
  ['api-url of another scheme', { ...base, 'api-url': 'ftp://api.mintlify.com' }, 'api-url', /https/]
]

describe('getSettings: one clear error per bad input, naming it', () => {
  it.each(bad)('%s', (_title, inputs, name, pattern) => {
    const { message, names } = failure(inputs)
    expect(names).toEqual([name])
    expect(message).toContain(`'${name}'`)
    expect(message).toMatch(pattern)
  })

  it('reports every bad input at once', () => {
    const { names } = failure({ 'api-key': '', 'project-id': '', prompt: 'x', wait: 'maybe', timeout: 'x' })
    expect(names).toEqual(['api-key', 'project-id', 'timeout', 'wait'])
  })

  it('masks the key, also as sent in the Authorization header, as the runner is told on stdout', () => {
    settingsOf({ prompt: 'x' })
    expect(masked).toEqual([`::add-mask::${KEY}`, `::add-mask::Bearer ${KEY}`])
  })

  it('masks nothing when there is no key: "Bearer " alone is no secret to scrub from every line', () => {
    failure({ 'api-key': '', prompt: 'x' })
    expect(masked).toStrictEqual([])
  })

  it('never puts the key in a message', () => {
    const key = 'mint_dsc_supersecret123'
    expect(failure({ ...base, 'api-key': key }).message).not.toContain('supersecret')
  })

  it('never puts the key, nor the character it stumbled on, in the message about a character a header cannot carry', () => {
    const { message } = failure({ ...base, 'api-key': 'mint_supersecret\u00e9123' })
    expect(message).toMatch(/position 17 /)
    expect(message).not.toMatch(/supersecret|\u00e9|123/)
  })

  it('takes every printable ASCII character in a key, from ! to ~', () => {
    const key = `mint_${Array.from({ length: 94 }, (_, i) => String.fromCharCode(0x21 + i)).join('')}`
    expect(settingsOf({ 'api-key': key, prompt: 'x' }).apiKey).toBe(key)
  })
})

describe('isLoopbackHost', () => {
  it.each(['localhost', '127.0.0.1', '127.1.2.3', '127.10.200.255', '[::1]', '::1', 'LOCALHOST'])('%s is loopback', h =>
    expect(isLoopbackHost(h)).toBe(true)
  )
  it.each([
    '10.0.0.1',
    'example.com',
    '127.0.0.1.evil.com',
    'localhost.evil.com',
    '0.0.0.0',
    'a127.0.0.1',
    '127.0.0.1234'
  ])('%s is not', h => expect(isLoopbackHost(h)).toBe(false))
})
