// The history's inputs (src/report/history/settings.ts): opt-in with history-branch, a branch name git and this
// action accept, and history-weeks within 2..52; the fix check's assistant-key and domain, both or neither, with the
// history; each wrong input one error naming it.
import { readPart, reader } from '../../../__fixtures__/settings-readers.js'
import { readFixCheckSettings, readHistorySettings } from '../../../src/report/history/settings.js'
import { InputProblems } from '../../../src/action/input-parsers.js'
import { scrub } from '../../../src/action/secrets.js'

const settingsOf = (inputs: Record<string, string>) =>
  readPart(problems => readHistorySettings(reader(inputs), problems))

describe('readHistorySettings', () => {
  it('is off without history-branch, whatever history-weeks says', () => {
    expect(settingsOf({})).toBeUndefined()
    expect(settingsOf({ 'history-branch': '  ', 'history-weeks': '12' })).toBeUndefined()
  })
  it('reads the branch (trimmed) and 8 weeks by default', () => {
    expect(settingsOf({ 'history-branch': ' docs-health-data ' })).toStrictEqual({
      branch: 'docs-health-data',
      weeks: 8
    })
    expect(settingsOf({ 'history-branch': 'data/health', 'history-weeks': '52' })).toStrictEqual({
      branch: 'data/health',
      weeks: 52
    })
    expect(settingsOf({ 'history-branch': 'h', 'history-weeks': '2' })).toStrictEqual({ branch: 'h', weeks: 2 })
  })
  it.each(['1', '53', 'many', '8.5'])('refuses history-weeks %p, naming the input', weeks => {
    expect(() => settingsOf({ 'history-branch': 'h', 'history-weeks': weeks })).toThrow(/history-weeks/)
  })
  it('refuses a name git would refuse, naming the input and what would do', () => {
    expect(() => settingsOf({ 'history-branch': 'a..b' })).toThrow(
      "Input 'history-branch': 'a..b' is not a valid branch name: name a branch of its own for the history, such as docs-health-data."
    )
  })
})

describe('a name too long', () => {
  it('is quoted to its first 100 characters in the error', () => {
    const name = `${'a'.repeat(100)}${'b'.repeat(50)}`
    expect(() => settingsOf({ 'history-branch': name })).toThrow(
      `Input 'history-branch': '${'a'.repeat(100)}' is longer than 100 characters: name a branch of its own`
    )
  })
})

describe('readFixCheckSettings', () => {
  const KEY = 'mint_dsc_site_key_1'
  const HISTORY = { branch: 'docs-health-data', weeks: 8 }
  /** `null`: without history-branch. */
  const checkOf = (inputs: Record<string, string>, history: typeof HISTORY | null = HISTORY) =>
    readPart(problems => readFixCheckSettings(reader(inputs), problems, history ?? undefined))

  it('is off with neither input', () => {
    expect(checkOf({})).toBeUndefined()
    expect(checkOf({ 'assistant-key': ' ', domain: '' }, null)).toBeUndefined()
  })
  it('reads both, trimmed', () => {
    expect(checkOf({ 'assistant-key': ` ${KEY} `, domain: ' acme ' })).toStrictEqual({
      assistantKey: KEY,
      domain: 'acme'
    })
  })
  it.each([
    [{ 'assistant-key': KEY }, "Input 'domain': is required with 'assistant-key': the site's identifier"],
    [{ domain: 'acme' }, "Input 'assistant-key': is required with 'domain': pass the site's assistant API key"],
    [{ 'assistant-key': 'mint_admin_key', domain: 'acme' }, "Input 'assistant-key': is not an assistant API key"],
    [{ 'assistant-key': KEY, domain: 'acme.mintlify.site' }, "Input 'domain': is not a subdomain identifier"]
  ])('%j: one error naming the input and what would do', (inputs, said) => {
    expect(() => checkOf(inputs)).toThrow(said)
  })
  it('without history-branch, an error naming assistant-key and what to set', () => {
    expect(() => checkOf({ 'assistant-key': KEY, domain: 'acme' }, null)).toThrow(
      "Input 'assistant-key': needs 'history-branch': the fix check searches again the gaps of fixes merged, which the fix ledger on that branch records. Set 'history-branch' (such as docs-health-data), or leave 'assistant-key' empty."
    )
  })
  it('a wrong key without history-branch: only the key’s problem, said once', () => {
    let error: unknown
    try {
      checkOf({ 'assistant-key': 'nope', domain: 'acme' }, null)
    } catch (thrown) {
      error = thrown
    }
    expect(String(error)).toMatch(/is not an assistant API key/)
    expect(String(error)).not.toMatch(/needs 'history-branch'/)
  })
  it('with a problem, what it returns is no settings, beside the problem noted', () => {
    for (const [inputs, history] of [
      [{ 'assistant-key': KEY }, HISTORY],
      [{ domain: 'acme' }, HISTORY],
      [{ 'assistant-key': KEY, domain: 'a.b' }, HISTORY],
      [{ 'assistant-key': KEY, domain: 'acme' }, undefined]
    ] as const) {
      const problems = new InputProblems()
      expect(readFixCheckSettings(reader(inputs), problems, history)).toBeUndefined()
      expect(() => problems.throwIfAny()).toThrow(/Input '(assistant-key|domain)'/)
    }
  })

  it('an empty key masks nothing: a log line with "Bearer " keeps it', () => {
    checkOf({ domain: '' })
    expect(() => checkOf({ domain: 'acme' })).toThrow(/assistant-key/)
    expect(scrub('Authorization: Bearer abc')).toBe('Authorization: Bearer abc')
  })

  it('the key is a secret of the run once read, even when the domain is wrong', () => {
    expect(() => checkOf({ 'assistant-key': KEY, domain: 'a.b' })).toThrow(/domain/)
    expect(scrub(`echo ${KEY}`)).toBe('echo ***')
  })
})
