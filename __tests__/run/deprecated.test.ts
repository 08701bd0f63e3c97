// The root action's sweep and report inputs, kept through v1: which sub-action a root run stands for, the checks only
// such a mix needs, and the one warning naming the sub-action (the runs themselves: __tests__/e2e/deprecated.test.ts).
import { jest } from '@jest/globals'
import { InputError, InputErrors } from '../../src/action/errors.js'
import { readSaid } from '../../src/agent/said.js'
import type { EventInfo } from '../../src/github/event.js'
import {
  deprecationWarning,
  fixGapsConflict,
  readRootReportSettings,
  readRootSweepSettings
} from '../../src/run/deprecated.js'
import { reader } from '../../__fixtures__/settings-readers.js'
import { commentOn7, eventInfo } from '../../__fixtures__/event-info.js'

const KEY = 'mint_0123456789abcdef'
const PROJECT = '0123456789abcdef01234567'
const keys = { 'api-key': KEY, 'project-id': PROJECT, 'github-token': 't' }
beforeEach(() => jest.spyOn(process.stdout, 'write').mockImplementation(() => true))
afterEach(() => jest.restoreAllMocks())

describe('the root sweep', () => {
  const settingsOf = (inputs: Record<string, string>) => readRootSweepSettings(reader({ ...keys, ...inputs }))

  it('reads the sweep inputs, and sweep-interval', () => {
    expect(settingsOf({ sweep: 'true', 'sweep-interval': '10m' })).toMatchObject({
      sweepIntervalMs: 600_000,
      failOnJobFailure: true,
      github: { token: 't' }
    })
  })

  it('collects every reason the sweep cannot run, each naming its input', () => {
    let errors: InputError[] = []
    try {
      settingsOf({ sweep: 'true', prompt: 'x', 'job-id': 'j', report: 'all', comment: 'false', 'github-token': '' })
    } catch (error) {
      errors = error instanceof InputErrors ? error.errors : []
    }
    expect(errors.map(e => e.input)).toEqual(['sweep', 'sweep', 'sweep', 'sweep', 'github-token'])
    const tail =
      'Run it alone on a schedule (OWNER/docs-agent-action/sweep@v1); start or resume jobs from another workflow.'
    expect(errors.slice(0, 4).map(e => e.message)).toEqual([
      `Input 'sweep': is true together with 'prompt': the sweep only checks jobs already started (from threads labelled by short runs) and starts none. ${tail}`,
      `Input 'sweep': is true together with 'job-id': the sweep only checks jobs already started (from threads labelled by short runs) and follows every labelled thread, not one job. ${tail}`,
      `Input 'sweep': is true together with 'report': the sweep only checks jobs already started (from threads labelled by short runs) and writes no report. ${tail}`,
      `Input 'sweep': is true together with 'comment': the sweep only checks jobs already started (from threads labelled by short runs) and its work is the status comments. ${tail}`
    ])
    expect(errors[4]?.message).toMatch(/^Input 'github-token': is empty, and the sweep needs it/)
  })

  it("the sweep's own bad inputs join the conflicts, each named once", () => {
    let names: string[] = []
    try {
      settingsOf({ sweep: 'true', 'sweep-interval': 'often', 'fail-on-job-failure': 'maybe', prompt: 'x' })
    } catch (error) {
      names = error instanceof InputErrors ? error.errors.map(e => e.input) : []
    }
    expect(names.sort()).toEqual(['fail-on-job-failure', 'sweep', 'sweep-interval'])
  })

  it('one problem alone is thrown as itself; a sweep that is no boolean is refused', () => {
    expect(() => settingsOf({ sweep: 'true', 'sweep-interval': 'often' })).toThrow(InputError)
    expect(() => settingsOf({ sweep: 'yes please' })).toThrow(/^Input 'sweep': 'yes please' is not a boolean/)
    expect(() => settingsOf({ sweep: 'true', prompt: 'x' })).toThrow(InputError)
  })
})

describe('the root report', () => {
  const settingsOf = (inputs: Record<string, string>) => readRootReportSettings(reader({ ...keys, ...inputs }))

  it('visitor-summary: true is report: visitors, alone or beside listed sections', () => {
    expect(settingsOf({ 'visitor-summary': 'true' }).report).toMatchObject({
      sections: ['visitors'],
      visitorsOnly: true
    })
    expect(settingsOf({ 'visitor-summary': 'true', report: 'searches' }).report).toMatchObject({
      sections: ['visitors', 'searches'],
      visitorsOnly: false
    })
    expect(settingsOf({ report: 'searches' }).report.sections).toEqual(['searches'])
  })

  it("reads the agent's inputs beside the report's, into one problem list", () => {
    expect(settingsOf({ report: 'all', prompt: 'x', wait: 'false' })).toMatchObject({ promptInput: 'x', wait: false })
    let names: string[] = []
    try {
      settingsOf({ report: 'clicks', wait: 'maybe' })
    } catch (error) {
      names = error instanceof InputErrors ? error.errors.map(e => e.input) : []
    }
    expect(names.sort()).toEqual(['report', 'wait'])
  })
})

describe('fix-gaps on a root run that has a prompt of its own', () => {
  const event = eventInfo
  const comment = commentOn7
  const problem = async (over: { prompt?: string; jobId?: string }, on: EventInfo = event()) =>
    fixGapsConflict(over, await readSaid(over.prompt, on, '/docs'), on)

  it('names a prompt input, a job-id or an event prompt; none without one', async () => {
    expect((await problem({ prompt: 'x' }))?.message).toBe(
      "Input 'fix-gaps': is true, and the run also has 'prompt': the report's gaps and that prompt would go to the agent as two requests (two jobs on one thread). Run the report with fix-gaps in a workflow of its own (OWNER/docs-agent-action/report@v1, on a schedule), or set fix-gaps: false."
    )
    expect((await problem({ prompt: 'x', jobId: 'J' }))?.input).toBe('fix-gaps')
    expect((await problem({ jobId: 'J' }))?.message).toMatch(/also has 'job-id': /)
    expect((await problem({}, event(comment('/docs more'))))?.message).toMatch(
      /also has the issue_comment event's prompt: /
    )
    expect(await problem({})).toBeUndefined()
    expect(await problem({}, event(comment('thanks')))).toBeUndefined()
    expect(await problem({}, event({ ...comment('/docs more'), action: 'deleted' }))).toBeUndefined()
  })
})

describe('the one deprecation warning', () => {
  it('names the inputs that put the run on the v1 path, and what replaces them', () => {
    expect(deprecationWarning('report', reader({ report: ' ', 'visitor-summary': 'True', 'fix-gaps': 'false' }))).toBe(
      "The root action's report inputs (visitor-summary) are deprecated: use OWNER/docs-agent-action/report@v1, with the same inputs (visitor-summary: true is report: visitors there). They keep working through v1."
    )
    expect(deprecationWarning('report', reader({ report: 'searches', 'fix-gaps': 'true' }))).toBe(
      "The root action's report inputs (report, fix-gaps) are deprecated: use OWNER/docs-agent-action/report@v1, with the same inputs. They keep working through v1."
    )
    expect(deprecationWarning('sweep', reader({ sweep: 'true', report: 'all' }))).toBe(
      "The root action's sweep inputs (sweep) are deprecated: use OWNER/docs-agent-action/sweep@v1, which is the sweep, with the same other inputs. They keep working through v1."
    )
  })
})

describe('the root sweep: what counts as given', () => {
  const settingsOf = (inputs: Record<string, string>) => readRootSweepSettings(reader({ ...keys, ...inputs }))

  it('white space is no prompt, job-id or report; comment false in any case or padding is', () => {
    expect(settingsOf({ sweep: 'true', prompt: ' \n', 'job-id': '\t', report: '  ' }).github.token).toBe('t')
    expect(() => settingsOf({ sweep: 'true', comment: ' False ' })).toThrow(
      /^Input 'sweep': is true together with 'comment'/
    )
    expect(() => settingsOf({ sweep: 'true', 'visitor-summary': 'true' })).toThrow(/together with 'report'/)
  })
})
