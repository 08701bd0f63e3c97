// Where an agent run's results go (src/step/publish.ts), in process against the fake GitHub over real HTTP: the
// outputs a job without optional fields leaves, the comment outputs with and without a comment, the reaction for each
// level, and what a job's end does to the triggers the sweep was waiting for.
import { jest } from '@jest/globals'
import { getOctokit } from '@actions/github'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { useStepFiles } from '../../__fixtures__/step-files.js'
import {
  handToSweep,
  published,
  publishRun,
  publishSkip,
  setCommentOutputs,
  setJobOutputs,
  setSkippedOutput,
  tellThread
} from '../../src/step/publish.js'
import { describeOutcome, type AgentRunResult, type Outcome, type OutcomeLevel } from '../../src/job/outcome.js'
import { SWEEP_LABEL } from '../../src/thread/labels.js'
import { marker, type StatusMarker } from '../../src/thread/marker.js'
import { IssueThread } from '../../src/thread/issue-thread.js'
import { StatusThread } from '../../src/thread/status-thread.js'
import type { AgentJob } from '../../src/service/client.js'

const BOT = 'github-actions[bot]'
const ISSUE = 7
const RUN = { runId: 42, runUrl: 'https://github.com/acme/docs-site/actions/runs/42' }

const { outputs, summary } = useStepFiles('publish')
let gh: FakeGitHub
let octokit: ReturnType<typeof getOctokit>

beforeEach(async () => {
  jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
  gh = await startFakeGitHub()
  octokit = getOctokit('ghs_fake_token', { baseUrl: gh.url })
})
afterEach(async () => {
  jest.restoreAllMocks()
  await gh.close()
})

const thread = (triggerCommentId?: number) =>
  new IssueThread(octokit, { owner: gh.owner, repo: gh.repo, issueNumber: ISSUE }, BOT, triggerCommentId)
/** A thread whose status comment already holds `m` (loaded, as a run finds it). */
async function threadWith(m: StatusMarker, triggerCommentId?: number) {
  gh.addComment(ISSUE, `${marker(m)}\nworking`, BOT)
  const issueThread = thread(triggerCommentId)
  await issueThread.existing()
  return issueThread
}
const result = (job: AgentJob, end: AgentRunResult['end'] = 'final'): AgentRunResult =>
  ({ mode: 'create', job, end, elapsedMs: 1000 }) as AgentRunResult
const outcome = (level: OutcomeLevel): Outcome => ({ kind: 'pr-opened', level, title: 't', message: 'm' })
const reactionRequests = () => gh.requests.filter(r => r.method === 'POST' && r.path.endsWith('/reactions'))

describe('job outputs', () => {
  it('a job that names no model, source or creation time leaves those outputs empty, never made up', () => {
    setJobOutputs({ id: 'J1', status: 'active' }, false)
    expect(outputs()).toMatchObject({
      'job-id': 'J1',
      status: 'active',
      'pr-link': '',
      model: '',
      'source-repository': '',
      'source-ref': '',
      'created-at': '',
      'timed-out': 'false'
    })
    expect(JSON.parse(outputs().job ?? '')).toEqual({ id: 'J1', status: 'active' })
  })

  it('a job that names them passes each on as it is', () => {
    const source = { repository: 'https://github.com/acme/docs', ref: 'mintlify/agent-J2' }
    setJobOutputs({ id: 'J2', status: 'completed', model: 'm-1', source, createdAt: '2026-11-25T10:00:00Z' }, true)
    expect(outputs()).toMatchObject({
      model: 'm-1',
      'source-repository': source.repository,
      'source-ref': source.ref,
      'created-at': '2026-11-25T10:00:00Z',
      'timed-out': 'true'
    })
  })

  it('publishRun says timed-out for a wait that timed out, and only then', async () => {
    const settings = { failOnJobFailure: true, timeoutMs: 60_000 }
    await publishRun(result({ id: 'J3', status: 'active' }, 'timed-out'), settings)
    expect(outputs()['timed-out']).toBe('true')
    for (const end of ['final', 'not-waited', 'cancelled'] as const) {
      await publishRun(result({ id: 'J3', status: end === 'final' ? 'completed' : 'active' }, end), settings)
      expect(outputs()['timed-out']).toBe('false')
    }
  })
})

describe('a run with nothing to do', () => {
  it('says why in the log and one escaped line of summary, and sets skipped', async () => {
    const lines: string[] = []
    jest.spyOn(process.stdout, 'write').mockImplementation(chunk => (lines.push(String(chunk)), true))
    await publishSkip('No /docs command in the comment: *nothing* to do.')
    expect(outputs().skipped).toBe('true')
    expect(lines.join('')).toContain('No /docs command in the comment: *nothing* to do.')
    expect(summary()).toBe('⏭️ **Docs agent not run:** No /docs command in the comment: \\*nothing\\* to do.\n')
    setSkippedOutput(false)
    expect(outputs().skipped).toBe('false')
  })
})

describe('the published output', () => {
  const DOCS = 'https://github.com/acme/docs'
  const of = (job: AgentJob, end: AgentRunResult['end'] = 'final', found?: AgentRunResult['found']) => {
    const run: AgentRunResult = { mode: 'create', job, end, elapsedMs: 1, ...(found && { found }) }
    return published(run, describeOutcome(run, true, 60_000))
  }
  const done: AgentJob = { id: 'J', status: 'completed', prLink: null }
  const commit = { sha: 'a'.repeat(40), url: `${DOCS}/commit/${'a'.repeat(40)}` }

  it('where the finished job put its work: a pull request, commits, nothing (checked) or unknown', () => {
    expect(of({ ...done, prLink: `${DOCS}/pull/3` })).toBe('pull-request')
    expect(of({ ...done, status: 'archived', prLink: `${DOCS}/pull/3` })).toBe('pull-request')
    const committed = { kind: 'committed', repository: DOCS, ref: 'main', commits: [commit], more: false } as const
    expect(of(done, 'final', committed)).toBe('direct-commit')
    expect(of(done, 'final', { kind: 'none', repository: DOCS, ref: 'main' })).toBe('nothing')
    expect(of(done, 'final', { kind: 'unknown', why: 'w' })).toBe('unknown')
    expect(of(done)).toBe('unknown')
    expect(of({ ...done, status: 'failed' })).toBe('unknown')
    expect(of({ ...done, status: 'archived' })).toBe('unknown')
  })

  it('empty while the job is not final: running, timed out, cancelled, not waited for', () => {
    const active: AgentJob = { ...done, status: 'active' }
    for (const end of ['final', 'timed-out', 'cancelled', 'not-waited'] as const) expect(of(active, end)).toBe('')
    expect(of({ ...done, prLink: `${DOCS}/pull/3` }, 'timed-out')).toBe('')
  })

  it('publishRun sets it', async () => {
    await publishRun(result({ id: 'J1', status: 'completed', prLink: `${DOCS}/pull/3` }), {
      failOnJobFailure: true,
      timeoutMs: 60_000
    })
    expect(outputs().published).toBe('pull-request')
  })
})

describe('comment outputs', () => {
  it('without a thread, or before its comment is written, they are empty', () => {
    setCommentOutputs(undefined)
    expect(outputs()).toEqual({ 'comment-id': '', 'comment-url': '' })
    setCommentOutputs(thread())
    expect(outputs()).toEqual({ 'comment-id': '', 'comment-url': '' })
  })
  it('with the comment written, they name it', async () => {
    const issueThread = await threadWith({ jobId: 'J1', runs: [{ runId: 1, jobId: 'J1' }] })
    setCommentOutputs(issueThread)
    const [comment] = gh.commentsOn(ISSUE)
    expect(outputs()['comment-id']).toBe(String(comment?.id))
    expect(outputs()['comment-url']).toMatch(new RegExp(`#issuecomment-${comment?.id}$`))
  })
  it('publishRun sets them at once, before the thread is told anything (a run killed after it keeps them)', async () => {
    const issueThread = await threadWith({ jobId: 'J1', runs: [{ runId: 1, jobId: 'J1' }] })
    const before = gh.requests.length
    await publishRun(
      result({ id: 'J1', status: 'completed' }),
      { failOnJobFailure: true, timeoutMs: 60_000 },
      issueThread
    )
    expect(outputs()['comment-id']).toBe(String(gh.commentsOn(ISSUE)[0]?.id))
    expect(gh.requests.length).toBe(before)
  })
  it('publishRun without a thread writes no comment outputs at all', async () => {
    await publishRun(result({ id: 'J1', status: 'completed' }), { failOnJobFailure: true, timeoutMs: 60_000 })
    expect(Object.keys(outputs())).not.toContain('comment-id')
    expect(outputs()['job-id']).toBe('J1')
  })
})

describe('tellThread', () => {
  it.each([
    ['success', 'rocket'],
    ['notice', '+1'],
    ['warning', 'confused'],
    ['failure', 'confused']
  ] as const)('a run that ends at level %s reacts %s on its trigger', async (level, content) => {
    const trigger = gh.addComment(ISSUE, '/docs fix it', 'octocat')
    const issueThread = await threadWith({ jobId: 'J1', runs: [{ runId: 1, jobId: 'J1' }] }, trigger.id)
    await tellThread(result({ id: 'J1', status: 'completed' }), outcome(level), new StatusThread(issueThread, RUN))
    expect(gh.reactions.map(r => [r.content, r.target])).toEqual([
      [content, { kind: 'comment', commentId: trigger.id }]
    ])
    expect(outputs()['comment-id']).toBe(String(issueThread.ref?.id))
  })

  it('a job that ended answers every trigger the sweep was waiting for, once each, and takes the label off', async () => {
    const earlier = gh.addComment(ISSUE, '/docs first', 'octocat')
    const trigger = gh.addComment(ISSUE, '/docs second', 'octocat')
    gh.label(ISSUE, SWEEP_LABEL)
    const waiting = { jobId: 'J1', runs: [{ runId: 1, jobId: 'J1' }], sweep: [earlier.id, trigger.id, 0] }
    const issueThread = await threadWith(waiting, trigger.id)
    await tellThread(result({ id: 'J1', status: 'completed' }), outcome('success'), new StatusThread(issueThread, RUN))
    const targets = reactionRequests().map(r => r.path)
    expect(targets.sort()).toEqual(
      [
        `/repos/${gh.owner}/${gh.repo}/issues/comments/${earlier.id}/reactions`,
        `/repos/${gh.owner}/${gh.repo}/issues/comments/${trigger.id}/reactions`,
        `/repos/${gh.owner}/${gh.repo}/issues/${ISSUE}/reactions`
      ].sort()
    )
    expect(gh.reactions.every(r => r.content === 'rocket')).toBe(true)
    expect(gh.labelsOn(ISSUE)).not.toContain(SWEEP_LABEL)
  })

  it('a job still running (timed out) answers only its own trigger and leaves the sweep its label', async () => {
    const earlier = gh.addComment(ISSUE, '/docs first', 'octocat')
    const trigger = gh.addComment(ISSUE, '/docs second', 'octocat')
    gh.label(ISSUE, SWEEP_LABEL)
    const waiting = { jobId: 'J1', runs: [{ runId: 1, jobId: 'J1' }], sweep: [earlier.id] }
    const issueThread = await threadWith(waiting, trigger.id)
    await tellThread(
      result({ id: 'J1', status: 'active' }, 'timed-out'),
      outcome('warning'),
      new StatusThread(issueThread, RUN)
    )
    expect(reactionRequests().map(r => r.path)).toEqual([
      `/repos/${gh.owner}/${gh.repo}/issues/comments/${trigger.id}/reactions`
    ])
    expect(gh.labelsOn(ISSUE)).toContain(SWEEP_LABEL)
    expect(gh.requests.filter(r => r.path.includes('/labels'))).toStrictEqual([])
  })

  it('a thread without a comment yet gets the final one, its reaction and comment outputs, and no label touched', async () => {
    const issueThread = thread()
    await tellThread(result({ id: 'J1', status: 'completed' }), outcome('success'), new StatusThread(issueThread, RUN))
    const [comment] = gh.commentsOn(ISSUE)
    expect(comment?.body).toContain('Job `J1` completed')
    expect(gh.reactions.map(r => r.content)).toStrictEqual(['rocket'])
    expect(outputs()['comment-id']).toBe(String(comment?.id))
    expect(gh.requests.filter(r => r.path.includes('/labels'))).toStrictEqual([])
  })

  it('with nothing waiting, no label is touched', async () => {
    const issueThread = await threadWith({ jobId: 'J1', runs: [{ runId: 1, jobId: 'J1' }] })
    await tellThread(result({ id: 'J1', status: 'completed' }), outcome('success'), new StatusThread(issueThread, RUN))
    expect(gh.requests.filter(r => r.path.includes('/labels'))).toStrictEqual([])
    expect(reactionRequests()).toHaveLength(1)
  })
})

describe('handToSweep', () => {
  it('labels the thread only once its working comment is written, and sets the comment outputs either way', async () => {
    const issueThread = await threadWith({ jobId: 'J1', runs: [{ runId: 1, jobId: 'J1' }], sweep: [0] })
    await handToSweep(issueThread, false)
    expect(gh.labelsOn(ISSUE)).toStrictEqual([])
    expect(outputs()['comment-id']).toBe(String(issueThread.ref?.id))
    await handToSweep(issueThread, true)
    expect(gh.labelsOn(ISSUE)).toEqual([SWEEP_LABEL])
  })
})
