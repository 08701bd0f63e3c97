// The agent step (src/step/agent-step.ts) in process, against the simulator and the fake GitHub over real HTTP: what the
// thread remembers when a job started and then could not be followed, the claim that turns a create into a follow-up,
// the order of the thread's writes, the comment outputs on failure, and the settled write of a short run.
import { jest } from '@jest/globals'
import { getOctokit } from '@actions/github'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { useStepFiles } from '../../__fixtures__/step-files.js'
import type { AgentRequest } from '../../src/job/job.js'
import { agentStep, type AgentStepContext } from '../../src/step/agent-step.js'
import type { EventInfo } from '../../src/github/event.js'
import { marker, parseMarker, type StatusMarker } from '../../src/thread/marker.js'
import { IssueThread } from '../../src/thread/issue-thread.js'
import { createServiceClient } from '../../src/service/client.js'

const BOT = 'github-actions[bot]'
const ISSUE = 7
const RUN_ID = 42

const { outputs, summary } = useStepFiles('step')
let gh: FakeGitHub
let sim: Simulator
let octokit: ReturnType<typeof getOctokit>

beforeEach(async () => {
  jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
  gh = await startFakeGitHub()
  sim = await startSimulator({ job: { durationMs: 300 } })
  octokit = getOctokit('ghs_fake_token', { baseUrl: gh.url })
})
afterEach(async () => {
  jest.restoreAllMocks()
  await Promise.all([gh.close(), sim.close()])
})

const event = (): EventInfo => ({
  name: 'issue_comment',
  action: 'created',
  owner: gh.owner,
  repo: gh.repo,
  issueNumber: ISSUE,
  actor: 'octocat',
  actorType: 'User',
  runId: RUN_ID,
  runAttempt: 1,
  runUrl: `https://github.com/${gh.owner}/${gh.repo}/actions/runs/${RUN_ID}`
})
const thread = (triggerCommentId?: number) =>
  new IssueThread(octokit, { owner: gh.owner, repo: gh.repo, issueNumber: ISSUE }, BOT, triggerCommentId)
const serviceClient = () =>
  createServiceClient(
    { baseUrl: sim.url, apiKey: sim.apiKey, requestTimeoutMs: 2000, backoff: { baseMs: 5, capMs: 20 } },
    sim.projectId
  )
function context(over: { wait?: boolean; sweepIntervalMs?: number; issueThread?: IssueThread } = {}): AgentStepContext {
  const { wait = true, sweepIntervalMs, issueThread } = over
  return {
    settings: {
      wait,
      pollIntervalMs: 50,
      failOnJobFailure: true,
      sweepIntervalMs,
      timeoutMs: 20_000
    },
    event: event(),
    client: serviceClient(),
    signal: new AbortController().signal,
    issueThread,
    deadline: Date.now() + 20_000
  }
}
const statusComment = () => gh.commentsOn(ISSUE).find(c => c.user.login === BOT)
const statusMarker = () => parseMarker(statusComment()?.body ?? '')
const commentWrites = () =>
  gh.requests
    .filter(r => r.route === 'createComment' || r.route === 'updateComment')
    .map(r => String((r.body as { body?: string }).body))
const routes = () => sim.requests.map(r => `${r.method} ${r.route}`)

describe('a job that fails after it started', () => {
  it('the thread remembers the job (a later /docs follows it up), and the outputs do not say it timed out', async () => {
    const trigger = gh.addComment(ISSUE, '/docs add a page', 'octocat')
    const issueThread = thread(trigger.id)
    sim.inject('getJob', { kind: 'status', status: 401, body: '{"error":"Unauthorized"}' }, 5)
    const end = await agentStep({ mode: 'create', prompt: 'add a page' }, context({ issueThread }))
    expect(end.level).toBe('failure')
    const jobId = outputs()['job-id']
    expect(jobId).toBeTruthy()
    expect(outputs()['timed-out']).toBe('false')
    // The job summary says what the step's line says, with the job to resume, before the thread is told.
    const lines = summary().split('\n')
    expect(lines.slice(0, 2)).toEqual(['## ❌ Docs agent: failed', ''])
    expect(lines[2]).toMatch(/^Get job failed: HTTP 401/)
    expect(lines.slice(3)).toEqual(['', '| | |', '|---|---|', `| Job id | \`${jobId}\` |`, '', ''])
    await end.thread()
    expect(statusComment()?.body).toContain(`❌ **The docs agent run failed** (job \`${jobId}\`)`)
    expect(statusMarker()).toMatchObject({ jobId, runs: [{ runId: RUN_ID, jobId }] })
    expect(gh.reactions.map(r => r.content)).toEqual(['eyes', 'confused'])
  })

  it('the error state is the last word even when the working comment was slow to land', async () => {
    // The claim is created at once; the working state's edit (the first one) is held back until the test lets it go.
    const slow = getOctokit('ghs_fake_token', { baseUrl: gh.url })
    let release = (): void => undefined
    const released = new Promise<void>(resolve => (release = resolve))
    let heldBody: string | undefined
    /** Every other request, while it is on its way; and what was sent while the working edit was held. */
    const others = new Set<Promise<unknown>>()
    const sentWhileHeld: string[] = []
    slow.hook.wrap('request', async (request, options) => {
      if (heldBody === undefined && options.method === 'PATCH') {
        heldBody = String((options as { body?: unknown }).body)
        await released
        return request(options)
      }
      if (heldBody !== undefined) sentWhileHeld.push(`${options.method} ${options.url}`)
      const sent = Promise.resolve(request(options))
      others.add(sent)
      try {
        return await sent
      } finally {
        others.delete(sent)
      }
    })
    /** Until nothing but the held edit is on its way, and nothing more would start without an answer to it. */
    const settled = async (): Promise<void> => {
      for (;;) {
        await new Promise(resolve => setImmediate(resolve))
        if (others.size === 0) return
        await Promise.allSettled(others)
      }
    }
    const issueThread = new IssueThread(slow, { owner: gh.owner, repo: gh.repo, issueNumber: ISSUE }, BOT)
    sim.inject('getJob', { kind: 'status', status: 401, body: '{"error":"Unauthorized"}' }, 5)
    const end = await agentStep({ mode: 'create', prompt: 'add a page' }, context({ issueThread }))
    // The poll failed while the working state's edit was still on its way.
    expect(end.level).toBe('failure')
    expect(heldBody).toContain('is working on it')
    sentWhileHeld.length = 0
    const told = end.thread()
    await settled()
    // The error state waits for the working edit: nothing of it was sent while that edit was held.
    expect(sentWhileHeld).toStrictEqual([])
    release()
    await told
    expect(statusComment()?.body).toContain('❌ **The docs agent run failed**')
  })
})

describe('a follow-up the service refuses', () => {
  it('names the job it was for; the comment outputs are set at once and again once the comment is written', async () => {
    const issueThread = thread()
    const end = await agentStep({ mode: 'message', jobId: 'no-such-job', prompt: 'more' }, context({ issueThread }))
    expect(end.level).toBe('failure')
    expect(outputs()).toMatchObject({ 'comment-id': '', 'comment-url': '' })
    await end.thread()
    expect(statusComment()?.body).toContain('(job `no-such-job`)')
    expect(outputs()['comment-id']).toBe(String(statusComment()?.id))
    expect(gh.reactions.map(r => r.content)).toEqual(['eyes', 'confused'])
  })

  it('a thread whose comment is known gets its comment outputs before the thread is told', async () => {
    gh.addComment(ISSUE, `${marker({ jobId: 'old', runs: [{ runId: 1, jobId: 'old' }] })}\nold`, BOT)
    const issueThread = thread()
    await issueThread.existing()
    await agentStep({ mode: 'message', jobId: 'no-such-job', prompt: 'more' }, context({ issueThread }))
    expect(outputs()['comment-id']).toBe(String(statusComment()?.id))
  })
})

describe('the claim before a create', () => {
  it('another run’s fresh claim that resolves to its job turns this create into a follow-up of that job', async () => {
    const rival = await serviceClient().createJob('first')
    const claimed = gh.addComment(ISSUE, `${marker({ runs: [], pending: 41 })}\nclaimed`, BOT)
    const issueThread = thread()
    await issueThread.existing()
    // The other run starts its job while this one waits, and writes it into its claim: just before this run reads again.
    let rivalWrote = 0
    gh.inject('getComment', {
      kind: 'before',
      run: () => {
        claimed.body = `${marker({ jobId: rival.id, runs: [{ runId: 41, jobId: rival.id }] })}\nworking`
        rivalWrote++
      }
    })
    sim.requests.length = 0
    const end = await agentStep({ mode: 'create', prompt: 'second' }, context({ issueThread }))
    expect(end.level).toBe('success')
    expect(rivalWrote).toBe(1)
    expect(routes()[0]).toBe('POST sendMessage')
    expect(routes()).not.toContain('POST createJob')
    expect(outputs()['job-id']).toBe(rival.id)
  })

  it('a follow-up claims nothing: its first write is the working state', async () => {
    const job = await serviceClient().createJob('first')
    const end = await agentStep({ mode: 'message', jobId: job.id, prompt: 'more' }, context({ issueThread: thread() }))
    await end.thread()
    const [first] = commentWrites()
    expect(parseMarker(first ?? '')).toMatchObject({ jobId: job.id })
    expect(first).toContain('is working on your follow-up')
  })

  it('a create claims the thread first, then writes the working state', async () => {
    const end = await agentStep({ mode: 'create', prompt: 'new page' }, context({ issueThread: thread() }))
    await end.thread()
    const [first, second] = commentWrites()
    expect(parseMarker(first ?? '')).toEqual({ runs: [], pending: RUN_ID, quote: '> new page' })
    expect(second).toContain('is working on it')
    expect(second).not.toContain('follow-up')
  })
})

describe('the working write', () => {
  it('a waiting run writes it once, without the settled read-back of a short run', async () => {
    const job = await serviceClient().createJob('first')
    const end = await agentStep({ mode: 'message', jobId: job.id, prompt: 'more' }, context({ issueThread: thread() }))
    await end.thread()
    expect(gh.requests.filter(r => r.route === 'getComment')).toStrictEqual([])
  })

  it('a short run writes it again when another run’s write dropped its part, and only then', async () => {
    const trigger = gh.addComment(ISSUE, '/docs more', 'octocat')
    const job = await serviceClient().createJob('first')
    const other: StatusMarker = { jobId: job.id, runs: [{ runId: 40, jobId: job.id }], sweep: [0] }
    let overwritten = false
    // Another short run's write, made from a read older than ours, lands right after ours and drops our part: before
    // GitHub answers the first read of the comment that follows our write.
    gh.inject(
      'getComment',
      {
        kind: 'before',
        run: () => {
          const comment = statusComment()
          if (overwritten || !comment || !parseMarker(comment.body)?.runs.some(r => r.runId === RUN_ID)) return
          comment.body = `${marker(other)}\nworking`
          overwritten = true
        }
      },
      10
    )
    const issueThread = thread(trigger.id)
    const request: AgentRequest = { mode: 'message', jobId: job.id, prompt: 'more' }
    const end = await agentStep(request, context({ wait: false, sweepIntervalMs: 600_000, issueThread }))
    await end.thread()
    expect(overwritten).toBe(true)
    const m = statusMarker()
    expect(m?.runs.map(r => r.runId).sort()).toEqual([40, RUN_ID])
    expect(m?.sweep).toEqual(expect.arrayContaining([0, trigger.id]))
    // Ours, then once more after the other run's write: not a third time.
    expect(commentWrites().filter(body => body.includes('is working on your follow-up'))).toHaveLength(2)
  })

  it('a short run whose working comment could not be written leaves no label', async () => {
    const job = await serviceClient().createJob('first')
    gh.inject('createComment', { kind: 'status', status: 403, body: { message: 'Resource not accessible' } }, 5)
    const issueThread = thread()
    const request: AgentRequest = { mode: 'message', jobId: job.id, prompt: 'more' }
    const end = await agentStep(request, context({ wait: false, sweepIntervalMs: 600_000, issueThread }))
    await end.thread()
    expect(statusComment()).toBeUndefined()
    expect(gh.labelsOn(ISSUE)).toStrictEqual([])
  })
})

describe('attaching without waiting', () => {
  it('a short run attached to a job that already ended finishes the comment itself: no label, no sweep', async () => {
    const job = await serviceClient().createJob('first')
    sim.finishJob(job.id, 'completed')
    const prLink = sim.jobs.get(job.id)?.prLink
    const issueThread = thread()
    const end = await agentStep(
      { mode: 'attach', jobId: job.id },
      context({ wait: false, sweepIntervalMs: 600_000, issueThread })
    )
    await end.thread()
    expect(end.level).toBe('success')
    expect(outputs()).toMatchObject({ 'job-id': job.id, status: 'completed', 'pr-link': prLink })
    expect(statusComment()?.body).toContain(String(prLink))
    expect(statusMarker()?.sweep).toBeUndefined()
    expect(gh.labelsOn(ISSUE)).toStrictEqual([])
    expect(routes().filter(route => route.startsWith('GET'))).toHaveLength(1)
  })

  it('a short run attached to a job still working hands it to the sweep', async () => {
    sim.setJobPlan({ durationMs: 600_000 }) // still working however slowly the machine runs this test
    const job = await serviceClient().createJob('first')
    const issueThread = thread()
    const end = await agentStep(
      { mode: 'attach', jobId: job.id },
      context({ wait: false, sweepIntervalMs: 600_000, issueThread })
    )
    await end.thread()
    expect(outputs()).toMatchObject({ 'job-id': job.id, status: 'active' })
    expect(statusMarker()?.sweep).toEqual([0])
    expect(gh.labelsOn(ISSUE)).toEqual(['docs-agent: working'])
  })

  it('a follow-up without waiting is not taken as ended from the status its answer shows', async () => {
    const job = await serviceClient().createJob('first')
    sim.finishJob(job.id, 'completed')
    const end = await agentStep({ mode: 'message', jobId: job.id, prompt: 'more' }, context({ wait: false }))
    expect(end.message).toMatch(/not wait/i)
  })
})
