// The report action's settings (src/report/action-settings.ts): the warnings of a fix-gaps run that cannot remember what it sent.
import { jest } from '@jest/globals'
import { readReportActionSettings } from '../../src/report/action-settings.js'

const KEY = 'mint_0123456789abcdef'
const PROJECT = '0123456789abcdef01234567'
beforeEach(() => jest.spyOn(process.stdout, 'write').mockImplementation(() => true))
afterEach(() => jest.restoreAllMocks())

describe('fix-gaps without a tracking issue', () => {
  const report = { report: 'searches', 'fix-gaps': 'true' }
  const settingsOf = (inputs: Record<string, string>) =>
    readReportActionSettings(name => ({ 'api-key': KEY, 'project-id': PROJECT, ...inputs })[name] ?? '')
  it('warns once, naming issue-number and why', () => {
    expect(settingsOf(report).warnings).toStrictEqual([
      "Input 'fix-gaps' is true without 'issue-number': the gaps sent are remembered only on a tracking issue, so every run sends the same gaps again (a new job and pull request each time). Set 'issue-number' to an issue that tracks the docs' health."
    ])
  })
  it('warns when comment: false leaves no status comment to remember them', () => {
    expect(settingsOf({ ...report, 'issue-number': '7', comment: 'false' }).warnings).toStrictEqual([
      "Input 'fix-gaps' is true with 'comment: false': the gaps sent are remembered only in the tracking issue's status comment, so every run sends the same gaps again (a new job and pull request each time). Leave 'comment' at true."
    ])
  })
  it('is quiet with issue-number, and without fix-gaps', () => {
    expect(settingsOf({ ...report, 'issue-number': '7' }).warnings).toStrictEqual([])
    expect(settingsOf({ report: 'searches' }).warnings).toStrictEqual([])
  })
})

describe('the wait of a report run', () => {
  const settingsOf = (inputs: Record<string, string>) =>
    readReportActionSettings(
      name => ({ 'api-key': KEY, 'project-id': PROJECT, 'issue-number': '7', ...inputs })[name] ?? ''
    )
  const slow = { report: 'searches', 'poll-interval': '10m', timeout: '5m' }

  it('is warned about only when fix-gaps sends a job to wait for', () => {
    expect(settingsOf(slow).warnings).toStrictEqual([])
    expect(settingsOf({ ...slow, 'fix-gaps': 'true' }).warnings).toStrictEqual([
      "Input 'poll-interval' (10m) is longer than 'timeout' (5m): the job is checked only once, when the timeout ends. Make 'poll-interval' shorter than 'timeout'."
    ])
  })
})
