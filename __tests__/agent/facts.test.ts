// What a run asks GitHub before deciding (src/agent/facts.ts), and when it connects at all (src/step/connect.ts),
// in process against the fake GitHub over real HTTP: every early return still says whether the run has a thread,
// nobody is asked about a comment not addressed to the action, and `job-id` skips the comment lookup.
import { jest } from '@jest/globals'
import { getOctokit } from '@actions/github'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import {
  connectForChange,
  connectGitHub,
  labelledThreads,
  threadOn,
  type GitHubSession
} from '../../src/step/connect.js'
import type { EventInfo } from '../../src/github/event.js'
import { actorsOf, gatherFacts as gatherFactsSaid } from '../../src/agent/facts.js'
import { eventPrompt } from '../../src/agent/trigger.js'
import { SWEEP_LABEL } from '../../src/thread/labels.js'
import { marker } from '../../src/thread/marker.js'
import type { GitHubSettings } from '../../src/github/settings.js'
import { IssueThread } from '../../src/thread/issue-thread.js'

const BOT = 'github-actions[bot]'
const ISSUE = 7
const MARKER = { jobId: 'J1', runs: [{ runId: 1, jobId: 'J1' }] }

let gh: FakeGitHub
let octokit: ReturnType<typeof getOctokit>
beforeEach(async () => {
  jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
  gh = await startFakeGitHub({ permissions: { writer: 'write', reader: 'read' } })
  octokit = getOctokit('ghs_fake_token', { baseUrl: gh.url })
  gh.addComment(ISSUE, `${marker(MARKER)}\nstatus`, BOT)
})
afterEach(async () => {
  jest.restoreAllMocks()
  await gh.close()
})

const settings = (over: Partial<GitHubSettings> = {}): GitHubSettings => ({
  token: 'ghs_fake_token',
  comment: true,
  triggerPhrase: '/docs',
  minPermission: 'write',
  allowedBots: [],
  replyOnRefusal: false,
  ...over
})
const event = (over: Partial<EventInfo> = {}): EventInfo => ({
  name: 'issue_comment',
  action: 'created',
  owner: gh.owner,
  repo: gh.repo,
  issueNumber: ISSUE,
  comment: { id: 99, body: '/docs add a page', author: { login: 'writer', type: 'User' } },
  actor: 'writer',
  actorType: 'User',
  runId: 5,
  runAttempt: 1,
  runUrl: 'https://github.com/acme/docs-site/actions/runs/5',
  ...over
})
const session = (): GitHubSession => ({
  octokit,
  issueThread: new IssueThread(octokit, { owner: gh.owner, repo: gh.repo, issueNumber: ISSUE }, BOT)
})
const limits = {
  requestTimeoutMs: 5000,
  deadline: Date.now() + 60_000,
  cancelSignal: new AbortController().signal,
  signal: new AbortController().signal
}
const asked = () => gh.requests.map(r => r.route)

/** gatherFacts with what the event says, read as main reads it (trigger.ts). */
const gatherFacts = async (
  s: GitHubSettings,
  jobId: string | undefined,
  ev: EventInfo,
  session?: GitHubSession
): ReturnType<typeof gatherFactsSaid> => gatherFactsSaid(s, jobId, ev, await eventPrompt(ev, s.triggerPhrase), session)

describe('gatherFacts', () => {
  it('a comment not addressed to the action: nobody is asked, and the thread is still known', async () => {
    const facts = await gatherFacts(settings(), undefined, event({ comment: { id: 99, body: 'thanks!' } }), session())
    expect(facts).toEqual({ thread: true })
    expect(asked()).toStrictEqual([])
    expect(await gatherFacts(settings(), undefined, event({ comment: { id: 99, body: 'thanks!' } }))).toEqual({
      thread: false
    })
  })

  it('a person’s event without a token to ask with', async () => {
    expect(await gatherFacts(settings(), undefined, event())).toEqual({ verdict: 'no-token', thread: false })
  })

  it('a refused actor: the verdict, and no look at the status comment', async () => {
    const facts = await gatherFacts(settings(), undefined, event({ actor: 'reader' }), session())
    expect(facts).toEqual({ verdict: { allowed: false, reason: expect.any(String) }, thread: true })
    expect(asked()).toEqual(['getPermission'])
  })

  it('job-id names the job: the verdict, and no look at the status comment', async () => {
    const facts = await gatherFacts(settings(), 'J9', event(), session())
    expect(facts).toEqual({ verdict: { allowed: true }, thread: true })
    expect(asked()).toEqual(['getPermission'])
  })

  it('an allowed actor on a thread: the thread’s marker', async () => {
    const facts = await gatherFacts(settings(), undefined, event(), session())
    expect(facts).toEqual({ verdict: { allowed: true }, marker: MARKER, thread: true })
  })

  it('an event no person started: no verdict, the marker only', async () => {
    const facts = await gatherFacts(
      settings(),
      undefined,
      event({ name: 'workflow_dispatch', comment: undefined }),
      session()
    )
    expect(facts).toEqual({ verdict: undefined, marker: MARKER, thread: true })
    expect(asked()).not.toContain('getPermission')
  })
})

describe('connectGitHub', () => {
  const saved = process.env.GITHUB_API_URL
  beforeEach(() => (process.env.GITHUB_API_URL = gh.url))
  afterEach(() => (process.env.GITHUB_API_URL = saved))

  it('without a token, or with nothing to report to and no person to check, connects to nothing', async () => {
    expect(await connectGitHub(settings({ token: '' }), event(), limits)).toBeUndefined()
    const dispatch = event({ name: 'workflow_dispatch', issueNumber: undefined, comment: undefined })
    expect(await connectGitHub(settings(), dispatch, limits)).toBeUndefined()
    expect(
      await connectGitHub(settings({ comment: false }), { ...dispatch, issueNumber: ISSUE }, limits)
    ).toBeUndefined()
    expect(asked()).toStrictEqual([])
  })

  it('a person’s event with comment: false gets a client to check them with, and no thread', async () => {
    const github = await connectGitHub(settings({ comment: false }), event(), limits)
    expect(github?.octokit).toBeDefined()
    expect(github?.issueThread).toBeUndefined()
    expect(asked()).toStrictEqual([])
  })

  it('a thread named by issue-number: reactions go on the issue, not on a comment of another thread', async () => {
    const github = await connectGitHub(settings({ issueNumber: 12 }), event(), limits)
    expect(github?.issueThread?.issueNumber).toBe(12)
    expect(github?.issueThread?.target).toBe(0)
    const own = await connectGitHub(settings(), event(), limits)
    expect(own?.issueThread?.target).toBe(99)
  })

  it('a labelled issue (no comment in the event): reactions go on the issue', async () => {
    const labelled = event({ name: 'issues', action: 'labeled', comment: undefined })
    const github = await connectGitHub(settings(), labelled, limits)
    expect([github?.issueThread?.issueNumber, github?.issueThread?.target]).toEqual([ISSUE, 0])
  })

  it('an event without an owner has no thread to report to', async () => {
    const github = await connectGitHub(settings(), event({ owner: '' }), limits)
    expect(github?.issueThread).toBeUndefined()
  })
})

describe('labelledThreads', () => {
  const saved = process.env.GITHUB_API_URL
  beforeEach(() => (process.env.GITHUB_API_URL = gh.url))
  afterEach(() => (process.env.GITHUB_API_URL = saved))

  it('nothing labelled: one listing, and not even the token’s login is asked', async () => {
    expect(await labelledThreads(settings(), event(), limits)).toStrictEqual([])
    expect(asked()).toEqual(['listIssues'])
  })

  it('each labelled thread, without a triggering comment', async () => {
    gh.label(ISSUE, SWEEP_LABEL)
    const threads = await labelledThreads(settings(), event(), limits)
    expect(threads.map(t => [t.issueNumber, t.target])).toEqual([[ISSUE, 0]])
  })
})

describe('connectForChange and threadOn', () => {
  const saved = process.env.GITHUB_API_URL
  beforeEach(() => (process.env.GITHUB_API_URL = gh.url))
  afterEach(() => (process.env.GITHUB_API_URL = saved))

  it('connects whatever the event, asking only who the token writes as; the session names the event’s repository', async () => {
    const push = event({ name: 'push', issueNumber: undefined, comment: undefined })
    const session = await connectForChange(settings(), push, limits, 'seal-key')
    expect(session).toEqual({
      octokit: session.octokit,
      login: BOT,
      repo: { owner: gh.owner, repo: gh.repo },
      sealKey: 'seal-key'
    })
    expect(asked()).toStrictEqual(['graphql'])
    // The client is the run's: its requests reach this GitHub with the token.
    const issue = await session.octokit.rest.issues.get({ owner: gh.owner, repo: gh.repo, issue_number: ISSUE })
    expect(issue.status).toBe(200)
  })

  it('a thread on any issue of the repository, reactions on the issue, our status comment found by our login', async () => {
    const session = await connectForChange(settings(), event(), limits)
    const thread = await threadOn(session, ISSUE)
    expect([thread.issueNumber, thread.target]).toEqual([ISSUE, 0])
    expect(await thread.existing()).toBeDefined()
    const other = await threadOn(session, 12)
    expect(other.issueNumber).toBe(12)
    expect(await other.existing()).toBeUndefined()
  })
})

describe('actorsOf', () => {
  const at = (over: Partial<EventInfo>) => actorsOf(event(over))
  it('the sender alone when it wrote the comment (logins compared without case), or for other events', () => {
    expect(at({ actor: 'Writer' })).toStrictEqual([{ login: 'Writer', type: 'User' }])
    expect(at({ name: 'issues', comment: undefined })).toStrictEqual([{ login: 'writer', type: 'User' }])
    expect(at({ name: 'issues', comment: { id: 1, body: 'x', author: { login: 'o', type: 'User' } } })).toHaveLength(1)
  })
  it("the comment's author too when another login wrote it; GitHub's ghost when it gives none", () => {
    const by = (author?: { login: string; type: string }) => at({ comment: { id: 1, body: '/docs x', author } })
    expect(by({ login: 'renovate[bot]', type: 'Bot' })).toStrictEqual([
      { login: 'writer', type: 'User' },
      { login: 'renovate[bot]', type: 'Bot' }
    ])
    expect(by(undefined)).toStrictEqual([
      { login: 'writer', type: 'User' },
      { login: 'ghost', type: 'User' }
    ])
  })
})
