// IssueThread against the fake GitHub over real HTTP: a write that moved to an older comment of ours (a listing that
// lagged behind another run's create), the labels' and the pull request's answers when GitHub refuses, and the one
// warning a thread gives however many of its writes fail.
import { jest } from '@jest/globals'
import { getOctokit } from '@actions/github'
import { restoreEnvAfterEach } from '../../__fixtures__/env.js'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { marker, parseMarker, type StatusMarker } from '../../src/thread/marker.js'
import { SWEEP_LABEL } from '../../src/thread/labels.js'
import { IssueThread, type StatusWrite } from '../../src/thread/issue-thread.js'
import { testClock } from '../../script/test-clock.mjs'

const BOT = 'github-actions[bot]'
const ISSUE = 7
const OURS: StatusMarker = { jobId: 'J1', runs: [{ runId: 1, jobId: 'J1' }] }
const THEIRS: StatusMarker = { jobId: 'J2', runs: [{ runId: 2, jobId: 'J2' }] }

const HOUR = 60 * 60 * 1000

restoreEnvAfterEach('GITHUB_API_URL')

let gh: FakeGitHub
let thread: IssueThread
let out: string[]
beforeEach(async () => {
  out = []
  jest.spyOn(process.stdout, 'write').mockImplementation(chunk => (out.push(String(chunk)), true))
  gh = await startFakeGitHub()
  const octokit = getOctokit('ghs_fake_token', { baseUrl: gh.url })
  thread = new IssueThread(octokit, { owner: gh.owner, repo: gh.repo, issueNumber: ISSUE }, BOT)
})
afterEach(async () => {
  jest.restoreAllMocks()
  await gh.close()
})

const lines = (prefix: string) =>
  out
    .join('')
    .split('\n')
    .filter(line => line.startsWith(prefix))
/** A write whose body keeps the previous marker's runs and adds this one's, as status-body.ts does. */
const write = (phase: StatusWrite['phase']): StatusWrite => ({
  phase,
  runId: 1,
  render: previous => {
    const next = { ...OURS, runs: [...(previous?.runs ?? []), ...OURS.runs] }
    return { body: `${marker(next)}\n${phase}`, marker: next }
  }
})

/**
 * Another run's comment, older than ours, that our listing does not show yet when we create. The fake measures its
 * listing lag on Date, the tests' clock (script/test-clock.mjs): moved on an hour after the older comment, with a lag
 * of half an hour, that one is listed and ours is not, however slow the machine.
 */
function rivalCommentHiddenFromTheListing(): number {
  const older = gh.addComment(ISSUE, `${marker(THEIRS)}\ntheirs`, BOT)
  testClock().set(Date.now() + HOUR)
  gh.lagListing(HOUR / 2)
  return older.id
}

describe('IssueThread.show when the write lands next to an older comment of ours', () => {
  it('writes a working state again into the older comment, from its marker, and deletes its own duplicate', async () => {
    const older = rivalCommentHiddenFromTheListing()
    const ref = await thread.show(write('working'))
    expect(ref?.id).toBe(older)
    const [only, ...rest] = gh.commentsOn(ISSUE)
    expect(rest).toStrictEqual([])
    expect(only?.id).toBe(older)
    expect(only?.body).toMatch(/\nworking$/)
    expect(
      parseMarker(only?.body ?? '')
        ?.runs.map(run => run.runId)
        .sort()
    ).toEqual([1, 2])
  })

  it('leaves a claim out of the older comment (that run holds the thread) and still deletes its own duplicate', async () => {
    const older = rivalCommentHiddenFromTheListing()
    const ref = await thread.show(write('claim'))
    expect(ref?.id).toBe(older)
    expect(gh.commentsOn(ISSUE).map(c => [c.id, c.body])).toEqual([[older, `${marker(THEIRS)}\ntheirs`]])
  })
})

describe('IssueThread.show and showSettled on a thread whose comment is known', () => {
  it('a working write edits the known comment once: no listing, no second write', async () => {
    await thread.show(write('working'))
    const from = gh.requests.length
    await thread.show(write('working'))
    expect(gh.requests.slice(from).map(r => r.route)).toEqual(['updateComment'])
  })

  it('the last word first settles on one comment: it lists the thread, then writes once', async () => {
    await thread.show(write('working'))
    const from = gh.requests.length
    await thread.show(write('last'))
    expect(gh.requests.slice(from).map(r => r.route)).toEqual(['listComments', 'updateComment'])
  })

  it('a settled write on a known comment reads it afresh before writing', async () => {
    await thread.show(write('working'))
    const from = gh.requests.length
    await thread.showSettled(write('working'), () => true)
    expect(gh.requests.slice(from).map(r => r.route)).toEqual(['getComment', 'updateComment', 'getComment'])
  })

  it('a settled write that never holds is written three times at most', async () => {
    process.env.GITHUB_API_URL = gh.url // the loopback settle (300 ms), not real GitHub's 2 s
    const ref = await thread.showSettled(write('working'), () => false)
    expect(ref?.id).toBe(gh.commentsOn(ISSUE)[0]?.id)
    // No comment known at first: nothing to read before the first write.
    expect(gh.requests[0]?.route).toBe('createComment')
    const writes = gh.requests.filter(r => r.route === 'createComment' || r.route === 'updateComment')
    expect(writes.map(r => r.route)).toEqual(['createComment', 'updateComment', 'updateComment'])
    expect(lines('::debug::another run').length).toBe(3)
  })
})

describe('IssueThread when GitHub refuses', () => {
  it('mark and unmark say true when the label was added and removed', async () => {
    expect(await thread.mark()).toBe(true)
    expect(gh.labelsOn(ISSUE)).toEqual([SWEEP_LABEL])
    expect(await thread.unmark()).toBe(true)
    expect(gh.labelsOn(ISSUE)).toStrictEqual([])
  })

  it('mark and unmark say false when GitHub refuses, with one warning for the thread and debug lines after it', async () => {
    gh.inject('addLabels', { kind: 'status', status: 403, body: { message: 'Resource not accessible' } })
    expect(await thread.mark()).toBe(false)
    gh.label(ISSUE, SWEEP_LABEL)
    gh.inject('removeLabel', { kind: 'status', status: 403, body: { message: 'Resource not accessible' } })
    expect(await thread.unmark()).toBe(false)
    expect(lines('::warning::')).toEqual([
      expect.stringMatching(
        /^::warning::Could not add the sweep label on #7: Resource not accessible.*\. The run's results are still in the outputs and the job summary\.$/
      )
    ])
    expect(lines('::debug::Could not')).toEqual([
      expect.stringMatching(/^::debug::Could not remove the sweep label on #7: Resource not accessible/)
    ])
  })

  it('finding the comment fails softly: undefined, one warning, then debug lines naming what failed', async () => {
    gh.inject('listComments', { kind: 'status', status: 403, body: { message: 'Resource not accessible' } }, 2)
    expect(await thread.existing()).toBeUndefined()
    expect(await thread.findStatus()).toBeUndefined()
    expect(lines('::warning::')).toEqual([
      expect.stringMatching(
        /^::warning::Could not find the status comment on #7: GET \/repos\/acme\/docs-site\/issues\/7\/comments \(page 1\): Resource not accessible\./
      )
    ])
    expect(lines('::debug::Could not')).toEqual([
      expect.stringMatching(
        /^::debug::Could not find the status comment on #7: GET \S+ \(page 1\): Resource not accessible/
      )
    ])
    expect(await thread.findStatus()).toEqual({ ref: undefined })
  })

  it('names each write that failed in its warning: a reaction, a comment, a read of the status comment', async () => {
    const warningOf = async (
      action: (t: IssueThread) => Promise<unknown>,
      route: Parameters<FakeGitHub['inject']>[0]
    ) => {
      gh.inject(route, { kind: 'status', status: 403, body: { message: 'Forbidden' } })
      const fresh = new IssueThread(
        getOctokit('ghs_fake_token', { baseUrl: gh.url }),
        { owner: gh.owner, repo: gh.repo, issueNumber: ISSUE },
        BOT
      )
      out = []
      await action(fresh)
      return lines('::warning::')
    }
    expect(await warningOf(t => t.react('eyes'), 'createIssueReaction')).toEqual([
      expect.stringMatching(/^::warning::Could not add the eyes reaction on #7: Forbidden/)
    ])
    expect(await warningOf(t => t.post('refused'), 'createComment')).toEqual([
      expect.stringMatching(/^::warning::Could not post a comment on #7: Forbidden/)
    ])
    const comment = gh.addComment(ISSUE, `${marker(OURS)}\nx`, BOT)
    expect(await warningOf(t => t.read(comment.id), 'getComment')).toEqual([
      expect.stringMatching(/^::warning::Could not read the status comment on #7: Forbidden/)
    ])
  })

  it('sentGaps: none on a thread without a status comment; undefined, with one warning, when GitHub refuses', async () => {
    expect(await thread.sentGaps()).toStrictEqual([])
    gh.inject('listComments', { kind: 'status', status: 403, body: { message: 'Forbidden' } })
    expect(
      await new IssueThread(
        getOctokit('ghs_fake_token', { baseUrl: gh.url }),
        { owner: gh.owner, repo: gh.repo, issueNumber: ISSUE },
        BOT
      ).sentGaps()
    ).toBeUndefined()
    expect(lines('::warning::')).toEqual([expect.stringContaining('Could not read the gaps already sent on #7')])
  })

  it('sentGaps: what our status comment’s marker remembers', async () => {
    gh.addComment(ISSUE, `${marker({ ...OURS, gaps: [{ jobId: 'J1', keys: ['s1'] }] })}\nx`, BOT)
    expect(await thread.sentGaps()).toEqual([{ jobId: 'J1', keys: ['s1'] }])
  })
})
