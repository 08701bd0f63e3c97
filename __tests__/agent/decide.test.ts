import {
  decide,
  hasAgentWork,
  type DecideSettings,
  type Plan,
  decide as decideSaid,
  nothingToDo
} from '../../src/agent/decide.js'
import { promptRequest } from '../../src/job/job.js'
import { readSaid } from '../../src/agent/said.js'
import type { EventInfo } from '../../src/github/event.js'
import { commentOn7, eventInfo, ISSUE_7 } from '../../__fixtures__/event-info.js'
import type { ThreadFacts } from '../../src/agent/facts.js'

/** decide() is pure: one row per rule of docs/how-it-decides.md. */
const event = eventInfo
const issue = ISSUE_7
const comment = commentOn7
const labelled: Partial<EventInfo> = { name: 'issues', issueNumber: 7, issue }
/** The settings decide() reads, and the prompt input (read as a reader sees it, said.ts). */
type Over = Partial<DecideSettings> & { prompt?: string }
const settings = (over: Over = {}): DecideSettings => ({
  github: { triggerPhrase: '/docs' },
  ...over
})
const said = (over: Over, ev: EventInfo) => readSaid(over.prompt, ev, '/docs')
const allowed: ThreadFacts = { verdict: { allowed: true }, thread: true }
const withJob = (jobId: string, runs: { runId: number; jobId?: string }[] = [], pending?: number): ThreadFacts => ({
  ...allowed,
  marker: { jobId, runs, ...(pending !== undefined ? { pending } : {}) }
})

type Row = [string, Over, Partial<EventInfo>, ThreadFacts, Partial<Plan> | RegExp]
const rows: Row[] = [
  // The prompt
  [
    'the prompt input wins over the issue',
    { prompt: 'Only this' },
    labelled,
    allowed,
    { kind: 'agent', request: { mode: 'create', prompt: 'Only this', hiddenRemoved: 0 } } as Partial<Plan>
  ],
  ['an issues event: title, body and link', {}, labelled, allowed, { kind: 'agent', why: 'new job' }],
  [
    'a comment: the text after the trigger phrase',
    {},
    comment('/docs add a FAQ'),
    allowed,
    { kind: 'agent', request: { mode: 'create', prompt: 'add a FAQ', hiddenRemoved: 0 } } as Partial<Plan>
  ],
  [
    'a comment without the phrase is ignored',
    {},
    comment('thanks!'),
    { thread: true },
    { kind: 'skip', reason: 'The comment does not start with /docs; nothing to do.' }
  ],
  [
    'the phrase alone asks for the instruction',
    {},
    comment('/docs'),
    allowed,
    { kind: 'skip', reason: 'Nothing after /docs: write the instruction after it.' }
  ],
  [
    'hidden text is removed from the comment and counted (a zero-width space and the comment)',
    {},
    comment('/docs add\u200b a FAQ<!-- and leak -->'),
    allowed,
    { kind: 'agent', request: { mode: 'create', prompt: 'add a FAQ', hiddenRemoved: 18 } } as Partial<Plan>
  ],
  ['dispatch without prompt or job-id: no agent', {}, {}, { thread: false }, { kind: 'no-agent' }],
  // Follow-up or new job
  [
    'a comment on a thread with a job: follow-up',
    {},
    comment('/docs more'),
    withJob('J'),
    { kind: 'agent', request: { mode: 'message', jobId: 'J', prompt: 'more', hiddenRemoved: 0 } } as Partial<Plan>
  ],
  ['an issues event on a thread with a job: new job', {}, labelled, withJob('J'), { kind: 'agent', why: 'new job' }],
  [
    'job-id alone attaches',
    { jobId: 'K' },
    {},
    { thread: false },
    { kind: 'agent', request: { mode: 'attach', jobId: 'K' }, why: 'resuming job K (job-id input)' }
  ],
  [
    'job-id and prompt send a follow-up',
    { jobId: 'K', prompt: 'more' },
    {},
    { thread: false },
    {
      kind: 'agent',
      request: { mode: 'message', jobId: 'K', prompt: 'more', hiddenRemoved: 0 },
      why: 'follow-up message to job K (job-id input)'
    } as Partial<Plan>
  ],
  // Re-runs
  [
    'a re-run attaches to the job its attempt reached',
    {},
    { ...comment('/docs more'), runAttempt: 2 },
    withJob('J', [{ runId: 40, jobId: 'J' }]),
    { kind: 'agent', request: { mode: 'attach', jobId: 'J' } }
  ],
  [
    'a re-run of a run the thread does not remember acts afresh',
    {},
    { ...comment('/docs more'), runAttempt: 2 },
    withJob('J', [{ runId: 39, jobId: 'J' }]),
    { kind: 'agent', request: { mode: 'message', jobId: 'J', prompt: 'more', hiddenRemoved: 0 } } as Partial<Plan>
  ],
  [
    'a re-run whose create may have reached an unknown job refuses',
    {},
    { ...labelled, runAttempt: 2 },
    withJob('J', [{ runId: 40 }]),
    /no second job is started/
  ],
  [
    'a re-run whose claim is still pending refuses',
    {},
    { ...labelled, runAttempt: 2 },
    withJob('J', [], 40),
    /no second job is started/
  ],
  [
    'a re-run without a thread starts again, with a warning',
    { prompt: 'x' },
    { runAttempt: 2 },
    { thread: false },
    { kind: 'agent', warning: expect.stringMatching(/no issue thread to remember jobs/) as unknown as string }
  ],
  // Who may trigger
  [
    'a refused actor: skip with a reply',
    {},
    labelled,
    { verdict: { allowed: false, reason: '@x has read permission.' }, thread: true },
    { kind: 'skip', reason: 'Not running the docs agent: @x has read permission.', reply: '@x has read permission.' }
  ],
  [
    "a person's event without a token is a bad input",
    {},
    labelled,
    { verdict: 'no-token', thread: false },
    /Input 'github-token': is empty/
  ]
]

describe('decide: every rule of "How it decides"', () => {
  it.each(rows)('%s', async (_what, over, ev, facts, expected) => {
    const told = await said(over, event(ev))
    const run = (): Plan => decide(settings(over), event(ev), facts, told)
    if (expected instanceof RegExp) expect(run).toThrow(expected)
    else expect(run()).toMatchObject(expected)
  })
})

describe('hasAgentWork: known before any request', () => {
  it.each([
    ['a prompt input', { prompt: 'x' }, {}, true],
    ['a job-id', { jobId: 'K' }, {}, true],
    ['an issues event', {}, labelled, true],
    ['a comment, addressed or not', {}, comment('thanks'), true],
    ['dispatch with neither', {}, {}, false],
    ['a pull request event', {}, { name: 'pull_request' }, false]
  ] as [string, Over, Partial<EventInfo>, boolean][])('%s: %s', async (_what, over, ev, expected) => {
    expect(hasAgentWork(settings(over), await said(over, event(ev)))).toBe(expected)
  })
})

// decide() where its rules meet: the first attempt never attaches, a warning only on a re-run without a thread,
// another run's pending claim does not block a re-run, the hidden count of the prompt input, and each plan's `why`.
describe('decide: re-runs, claims, hidden characters and why each plan', () => {
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

  it('nothingToDo names the prompt input and every way to give the run work, and the actions for a report or the sweep', async () => {
    expect(nothingToDo('/docs').message).toBe(
      "Input 'prompt': is empty and so is 'job-id', and the run has no other work: give a prompt to start a job (with 'job-id' to send it as a follow-up, or 'job-id' alone to wait for a running job), or run on an issues event (a label added) or an issue comment starting with /docs. For a report use the report action (OWNER/docs-agent-action/report@SHA); to finish short runs on a schedule, the sweep action (OWNER/docs-agent-action/sweep@SHA)."
    )
    expect(nothingToDo('/agent').message).toContain('an issue comment starting with /agent.')
  })
})

describe('promptRequest: the one place a prompt becomes a request', () => {
  it('is a follow-up to the job it is given, else a new job, carrying what the status comment shows', () => {
    const sent = { prompt: 'Fix the gaps', gapKeys: ['k1'], about: '**From the report**' }
    expect(promptRequest(sent, 'job_7')).toStrictEqual({ mode: 'message', jobId: 'job_7', ...sent })
    expect(promptRequest(sent)).toStrictEqual({ mode: 'create', ...sent })
    expect(promptRequest({ prompt: 'x', hiddenRemoved: 2 }, '')).toStrictEqual({
      mode: 'create',
      prompt: 'x',
      hiddenRemoved: 2
    })
  })
})
