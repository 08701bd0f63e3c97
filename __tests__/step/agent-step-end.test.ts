// How the agent step (src/step/agent-step.ts) ends where only the step decides it: what the branch of a job that
// completed without a pull request showed (asked only then, of a client made only then), a waiting run's last word on
// its thread, the hidden text said in the summary, and what a failed start leaves for a re-run (reached or surely not).
// In process, against the simulator and the fake GitHub over real HTTP.
import { agentStepWorld, RUN_ID } from '../../__fixtures__/agent-step-world.js'
import { useStepFiles } from '../../__fixtures__/step-files.js'
import type { AgentRequest } from '../../src/job/job.js'
import { agentStep } from '../../src/step/agent-step.js'
import { parseMarker } from '../../src/thread/marker.js'
import { describeRemoved } from '../../src/text/hidden.js'

const ISSUE = 7
/** The job works on the deployment branch and opens no pull request, as where the service hosts the deployment. */
const DIRECT = { durationMs: 200, prLink: null, branch: 'main' } as const

const { outputs, summary } = useStepFiles('step-end')
const { github, simulator, client, thread, context, ours } = agentStepWorld()

/** The job's repository (sim/jobs.ts's acme/docs), with a commit on main from before any job. */
function docsRepository(): void {
  github().addRepository('acme/docs')
  github().pushFiles('main', { 'index.mdx': 'old' }, 'before', {
    repository: 'acme/docs',
    date: '2026-11-01T00:00:00Z'
  })
}
const listings = () => github().requests.filter(r => r.route === 'listCommits')

describe('a job that completed without a pull request', () => {
  it('the commits on its branch are the outcome, and the step’s end carries them to the ledger', async () => {
    simulator().setJobPlan(DIRECT)
    docsRepository()
    let agent = ''
    const commit = () => (agent = github().pushFiles('main', { 'cli.mdx': 'new' }, 'docs', { repository: 'acme/docs' }))
    github().inject('listCommits', { kind: 'before', run: commit })
    const asks = { asked: 0 }
    const end = await agentStep({ mode: 'create', prompt: 'add a page' }, context({ github: asks }))
    expect(asks.asked).toBe(1)
    expect(end.kind).toBe('committed')
    expect(end.message).toContain('the agent committed to main of https://github.com/acme/docs directly')
    expect(end.found).toMatchObject({ kind: 'committed', ref: 'main', commits: [{ sha: agent }], more: false })
    expect(outputs()).toMatchObject({ published: 'direct-commit', 'pr-link': '' })
  })

  it('without a token it says what is known, asks no client, and the end carries that it could not tell', async () => {
    simulator().setJobPlan(DIRECT)
    const end = await agentStep({ mode: 'create', prompt: 'add a page' }, context())
    expect(end.kind).toBe('unchecked')
    expect(end.found).toMatchObject({ kind: 'unknown', reason: 'no-token' })
    expect(end.message).toMatch(/either nothing changed, or the agent committed straight to main/)
  })
})

describe('a job the branch check is not for', () => {
  it('one with a pull request: no client is made and no listing asked', async () => {
    const asks = { asked: 0 }
    const end = await agentStep({ mode: 'create', prompt: 'add a page' }, context({ github: asks }))
    expect(end.prLink).toMatch(/\/pull\/\d+$/)
    expect([asks.asked, listings().length, end.found]).toStrictEqual([0, 0, undefined])
  })

  it('a follow-up not waited for: the completed status its answer shows is from before the message, so not checked', async () => {
    simulator().setJobPlan(DIRECT)
    docsRepository()
    const job = await client().createJob('first')
    simulator().finishJob(job.id, 'completed')
    // The service's answer to the message shows the job as it was before it: completed, without a pull request.
    const before = await client().getJob(job.id)
    expect(before).toMatchObject({ status: 'completed', prLink: null })
    simulator().inject('sendMessage', { kind: 'status', status: 200, body: JSON.stringify(before) })
    const asks = { asked: 0 }
    const end = await agentStep(
      { mode: 'message', jobId: job.id, prompt: 'more' },
      context({ wait: false, github: asks })
    )
    expect(end.message).toMatch(/not wait/i)
    expect([asks.asked, listings().length, end.found]).toStrictEqual([0, 0, undefined])
  })
})

describe('a waiting run on a thread', () => {
  it('ends its comment in the final state itself: the pull request, 🚀, no label for the sweep', async () => {
    const end = await agentStep({ mode: 'create', prompt: 'add a page' }, context({ issueThread: thread(ISSUE) }))
    await end.thread()
    const body = ours(ISSUE)?.body ?? ''
    expect(body).toContain(String(end.prLink))
    expect(body).not.toContain('is working on it')
    expect(parseMarker(body)?.sweep).toBeUndefined()
    expect(github().labelsOn(ISSUE)).toStrictEqual([])
    expect(github().reactions.map(r => r.content)).toEqual(['eyes', 'rocket'])
  })
})

describe('a prompt whose hidden text was removed', () => {
  it('the job summary says how much', async () => {
    const request: AgentRequest = { mode: 'create', prompt: 'add a page', hiddenRemoved: 3 }
    await agentStep(request, context())
    // The summary quotes the sentence, escaped as markdown.
    expect(summary()).toContain(`> ${describeRemoved(3).split(' (')[0]}`)
  })
})

describe('a start that failed', () => {
  it('a create whose answer was unreadable may have made a job: the thread remembers this run, so a re-run attaches', async () => {
    simulator().inject('createJob', { kind: 'malformed' })
    const end = await agentStep({ mode: 'create', prompt: 'add a page' }, context({ issueThread: thread(ISSUE) }))
    expect(end.level).toBe('failure')
    await end.thread()
    expect(parseMarker(ours(ISSUE)?.body ?? '')?.runs).toEqual([{ runId: RUN_ID }])
  })

  it('a create the service refused surely made none: the thread does not remember this run', async () => {
    simulator().inject('createJob', { kind: 'status', status: 401, body: '{"error":"Unauthorized"}' })
    const end = await agentStep({ mode: 'create', prompt: 'add a page' }, context({ issueThread: thread(ISSUE) }))
    expect(end.level).toBe('failure')
    await end.thread()
    expect(ours(ISSUE)?.body).toContain('❌ **The docs agent run failed**')
    expect(parseMarker(ours(ISSUE)?.body ?? '')?.runs).toStrictEqual([])
  })
})
