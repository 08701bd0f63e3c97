// decide() at the edges of its rules: the first attempt never attaches, a warning only on a re-run without a thread,
// another run's pending claim does not block a re-run, the hidden count of the prompt input, and each plan's `why`.
import { decide as decideSaid, fixGapsConflict, nothingToDo, type DecideSettings } from '../../src/agent/decide.js'
import { readSaid } from '../../src/agent/said.js'
import type { EventInfo } from '../../src/github/event.js'
import type { ThreadFacts } from '../../src/github/facts.js'

const event = (over: Partial<EventInfo> = {}): EventInfo => ({
  name: 'workflow_dispatch',
  action: '',
  owner: 'acme',
  repo: 'docs',
  actor: 'writer',
  actorType: 'User',
  runId: 40,
  runAttempt: 1,
  runUrl: 'https://github.com/acme/docs/actions/runs/40',
  ...over
})
const issue = { title: 'T', body: 'B', url: 'https://github.com/acme/docs/issues/7' }
const comment = (body: string, runAttempt = 1): Partial<EventInfo> => ({
  name: 'issue_comment',
  action: 'created',
  issueNumber: 7,
  issue,
  comment: { id: 9, body },
  runAttempt
})
type Over = Partial<DecideSettings> & { prompt?: string }
const settings = (over: Over = {}): Over & DecideSettings => ({
  github: { triggerPhrase: '/docs' },
  ...over
})
/** decide() with what the prompt input and the event say, read as said.ts reads them. */
const decide = async (s: Over & DecideSettings, ev: EventInfo, f: ThreadFacts) =>
  decideSaid(s, ev, f, await readSaid(s.prompt, ev, '/docs'))
const facts = (marker?: ThreadFacts['marker'], thread = true): ThreadFacts => ({
  verdict: { allowed: true },
  thread,
  ...(marker ? { marker } : {})
})

describe('decide at the edges', () => {
  it('a first attempt never attaches, even where the marker names its run', async () => {
    const plan = await decide(
      settings(),
      event(comment('/docs more')),
      facts({ jobId: 'J', runs: [{ runId: 40, jobId: 'J' }] })
    )
    expect(plan).toEqual({
      kind: 'agent',
      request: { mode: 'message', jobId: 'J', prompt: 'more', hiddenRemoved: 0 },
      why: "follow-up to the thread's job J"
    })
    const pending = facts({ jobId: 'J', runs: [], pending: 40 })
    await expect(decide(settings(), event(comment('/docs more')), pending)).resolves.toBeDefined()
  })

  it('a re-run names the attempt and the job it attaches to', async () => {
    const plan = await decide(
      settings(),
      event(comment('/docs more', 3)),
      facts({ jobId: 'J', runs: [{ runId: 40, jobId: 'J' }] })
    )
    expect(plan).toEqual({
      kind: 'agent',
      request: { mode: 'attach', jobId: 'J' },
      why: 're-run 3 of a run whose request may have reached job J'
    })
  })

  it('another run’s pending claim does not stop a re-run of this one', async () => {
    const plan = await decide(settings(), event(comment('/docs more', 2)), facts({ jobId: 'J', runs: [], pending: 39 }))
    expect(plan).toMatchObject({ kind: 'agent', request: { mode: 'message', jobId: 'J' } })
  })

  it('the warning about a second job is for a re-run without a thread only', async () => {
    const first = await decide(settings({ prompt: 'x' }), event(), facts(undefined, false))
    expect(first).toEqual({ kind: 'agent', request: { mode: 'create', prompt: 'x', hiddenRemoved: 0 }, why: 'new job' })
    const withThread = await decide(settings({ prompt: 'x' }), event({ runAttempt: 2 }), facts())
    expect(withThread).toEqual(first)
    const without = await decide(settings({ prompt: 'x' }), event({ runAttempt: 2 }), facts(undefined, false))
    expect(without).toMatchObject({
      warning: expect.stringMatching(/^Attempt 2 of run 40 has no issue thread to remember jobs: /)
    })
  })

  it('the prompt input carries the count of hidden characters taken out of it', async () => {
    const plan = await decide(settings({ prompt: 'x\u200b<!--ab-->' }), event(), facts())
    expect(plan).toMatchObject({ request: { mode: 'create', prompt: 'x', hiddenRemoved: 10 } })
  })

  it('nothingToDo names the prompt input and every way to give the run work, the report and the sweep included', async () => {
    expect(nothingToDo('/docs').message).toBe(
      "Input 'prompt': is empty and so is 'job-id', and the run has no other work: give a prompt to start a job (with 'job-id' to send it as a follow-up, or 'job-id' alone to wait for a running job), run on an issues event (a label added) or an issue comment starting with /docs, list report sections in 'report' or set 'visitor-summary: true' for a report, or set 'sweep: true' on a schedule to finish short runs."
    )
    expect(nothingToDo('/agent').message).toContain('an issue comment starting with /agent,')
  })

  it('fixGapsConflict: a prompt input, a job-id or an event prompt, each named; none without one', async () => {
    const problem = async (over: Over, on: EventInfo = event()) =>
      fixGapsConflict(settings(over), await readSaid(over.prompt, on, '/docs'), on)
    expect((await problem({ prompt: 'x' }))?.message).toBe(
      "Input 'fix-gaps': is true, and the run also has 'prompt': the report's gaps and that prompt would go to the agent as two requests (two jobs on one thread). Run the report with fix-gaps in a workflow of its own (on a schedule, without prompt or job-id), or set fix-gaps: false."
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
