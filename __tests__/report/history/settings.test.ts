// The history's inputs (src/report/history/settings.ts): opt-in with history-branch, a branch name git and this
// action accept, and history-weeks within 2..52; each wrong input one error naming it.
import { readPart, reader } from '../../../__fixtures__/settings-readers.js'
import { readHistorySettings } from '../../../src/report/history/settings.js'

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
