// What the agent step (src/step/agent-step.ts) writes on its thread where the step alone decides it: what a report's
// request carries shown instead of its prompt, a waiting run given sweep-interval, a short run's read-back when another
// run's write dropped its part, a short run's claim, and the job remembered when the working comment could not be written. In process,
// against the simulator and the fake GitHub over real HTTP.
import { agentStepWorld, RUN_ID } from '../../__fixtures__/agent-step-world.js'
import { useStepFiles } from '../../__fixtures__/step-files.js'
import type { AgentRequest } from '../../src/job/job.js'
import { agentStep } from '../../src/step/agent-step.js'
import { marker, parseMarker, type StatusMarker } from '../../src/thread/marker.js'

const ISSUE = 7

useStepFiles('step-thread')
const world = agentStepWorld()
const { github, simulator, client, thread, context, workingOn, ours } = world

describe('a report’s request', () => {
  it('shows what it carries (the gaps sent) in every state, never its prompt', async () => {
    const about = '**From the docs-health report**, the gaps sent:\n\n1. **Searches:** `dark mode`'
    const request: AgentRequest = { mode: 'create', prompt: 'Fix these gaps: PROMPT TEXT', gapKeys: ['g1'], about }
    const end = await agentStep(request, context({ issueThread: thread(ISSUE) }))
    await end.thread()
    const [working] = workingOn(ISSUE)
    expect(working).toContain(about)
    expect(ours(ISSUE)?.body).toContain(about)
    for (const body of [working, ours(ISSUE)?.body]) expect(body).not.toContain('PROMPT TEXT')
  })
})

describe('a waiting run given sweep-interval', () => {
  it('follows the job itself: its comment hands nothing to the sweep, is written once, and gets no label', async () => {
    const job = await client().createJob('first')
    const request: AgentRequest = { mode: 'message', jobId: job.id, prompt: 'more' }
    const end = await agentStep(request, context({ sweepIntervalMs: 600_000, issueThread: thread(ISSUE) }))
    await end.thread()
    const [working, ...again] = workingOn(ISSUE)
    expect(again).toStrictEqual([])
    expect(parseMarker(working ?? '')).toMatchObject({ jobId: job.id })
    expect(parseMarker(working ?? '')?.sweep).toBeUndefined()
    expect(github().requests.filter(r => r.route === 'getComment')).toStrictEqual([])
    expect(github().labelsOn(ISSUE)).toStrictEqual([])
  })
})

describe('a short run’s working write', () => {
  // Two short runs on one issue's label both answer the issue itself (reaction target 0). Another run's write, made
  // from a read older than ours, lands right after ours, before GitHub answers our read-back, and keeps only its part.
  it.each([
    ['a short run on the same label, which waits for the sweep on the issue too', [0]],
    ['a waiting run, which hands nothing to the sweep', undefined]
  ])('is written again, once, when %s dropped this run', async (_title, sweep) => {
    const job = await client().createJob('first')
    const other: StatusMarker = { jobId: job.id, runs: [{ runId: 40, jobId: job.id }], ...(sweep ? { sweep } : {}) }
    let overwritten = false
    github().inject(
      'getComment',
      {
        kind: 'before',
        run: () => {
          const comment = ours(ISSUE)
          if (overwritten || !comment || !parseMarker(comment.body)?.runs.some(r => r.runId === RUN_ID)) return
          comment.body = `${marker(other)}\nworking`
          overwritten = true
        }
      },
      10
    )
    const request: AgentRequest = { mode: 'message', jobId: job.id, prompt: 'more' }
    const end = await agentStep(request, context({ wait: false, sweepIntervalMs: 600_000, issueThread: thread(ISSUE) }))
    await end.thread()
    expect(overwritten).toBe(true)
    expect(workingOn(ISSUE)).toHaveLength(2)
    const m = parseMarker(ours(ISSUE)?.body ?? '')
    expect(m?.runs.map(r => r.runId).sort()).toEqual([40, RUN_ID])
    expect(m?.sweep).toEqual([0])
  })
})

describe('a short run’s claim', () => {
  it('says the run follows the job, not the sweep: the sweep has no job to check until one has started', async () => {
    const request: AgentRequest = { mode: 'create', prompt: 'new page' }
    const end = await agentStep(request, context({ wait: false, sweepIntervalMs: 600_000, issueThread: thread(ISSUE) }))
    await end.thread()
    const [claim, working] = world.writesOn(ISSUE)
    expect(parseMarker(claim ?? '')).toMatchObject({ runs: [], pending: RUN_ID })
    expect(claim).toContain('Follow along in the [workflow run]')
    expect(claim).not.toContain('the sweep')
    expect(working).toContain('(the sweep checks it every 10m and finishes this comment)')
  })
})

describe('a job that fails after it started', () => {
  it('is remembered by the error comment when GitHub refused the working comment', async () => {
    const job = await client().createJob('first')
    github().inject('createComment', { kind: 'status', status: 403, body: { message: 'Resource not accessible' } }, 1)
    simulator().inject('getJob', { kind: 'status', status: 401, body: '{"error":"Unauthorized"}' }, 5)
    const request: AgentRequest = { mode: 'message', jobId: job.id, prompt: 'more' }
    const end = await agentStep(request, context({ issueThread: thread(ISSUE) }))
    expect(end.level).toBe('failure')
    await end.thread()
    // The working state was never written: the one comment is the error state.
    expect(github().commentsOn(ISSUE)).toHaveLength(1)
    // A later /docs on this thread follows the job up: the marker holds it and the run that reached it.
    expect(parseMarker(ours(ISSUE)?.body ?? '')).toMatchObject({
      jobId: job.id,
      runs: [{ runId: RUN_ID, jobId: job.id }]
    })
    expect(ours(ISSUE)?.body).toContain('❌ **The docs agent run failed**')
  })
})

describe('what re-running a run whose wait failed would do', () => {
  // The poll fails for good after the create: the step's message says how to pick the job up, and whether a re-run
  // attaches (the thread remembers this run) or starts a second job (nothing remembers it).
  const failing = () =>
    simulator().inject('getJob', { kind: 'status', status: 401, body: '{"error":"Unauthorized"}' }, 5)

  it('on a thread whose status comment holds the run: a re-run attaches', async () => {
    failing()
    const end = await agentStep({ mode: 'create', prompt: 'Add docs' }, context({ issueThread: thread(ISSUE) }))
    expect(end.level).toBe('failure')
    expect(end.message).toContain(`Re-run this workflow, or dispatch it with job-id: ${end.jobId}, to pick it up.`)
    await end.thread()
    expect(parseMarker(ours(ISSUE)?.body ?? '')?.runs[0]).toStrictEqual({ runId: RUN_ID, jobId: end.jobId })
  })

  it('with no thread: a re-run would start a second job', async () => {
    failing()
    const end = await agentStep({ mode: 'create', prompt: 'Add docs' }, context())
    expect(end.message).toContain(
      `To pick it up, dispatch the workflow with job-id: ${end.jobId} (re-running this run would start a second job).`
    )
    await end.thread()
  })
})
