// A report comment GitHub answers with `user: null` (as for a deleted account), against the fake GitHub over real HTTP:
// still ours for its range when its marker's seal holds (seal.ts), so a re-run edits it instead of adding a second; a
// look-alike whose seal does not hold is someone else's, neither edited nor deleted.
import { getOctokit } from '@actions/github'
import { restoreEnvAfterEach } from '../../__fixtures__/env.js'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { IssueThread } from '../../src/thread/issue-thread.js'
import { parseReportMarker, reportMarker, writeReportComment } from '../../src/thread/report-comment.js'
import { sealChecker, sealer } from '../../src/thread/seal.js'
import { testClock } from '../../script/test-clock.mjs'

const TOKEN = 'ghs_fake_token'
const BOT = 'github-actions[bot]'
const KEY = 'mint_test_key'
const WEEK = '2026-11-16..2026-11-23'
const NEXT_WEEK = '2026-11-23..2026-11-30'
const ISSUE = 12
const HOUR = 60 * 60 * 1000
restoreEnvAfterEach('GITHUB_API_URL')

let gh: FakeGitHub
let octokit: ReturnType<typeof getOctokit>
/** The fake's default repository. */
const thread = (issueNumber = ISSUE) => ({ owner: 'acme', repo: 'docs-site', issueNumber })
const write = (range: string, markdown: string, key = KEY) =>
  writeReportComment(octokit, thread(), BOT, range, markdown, key)
/** The marker of `range` as a run with `key` on `issueNumber` seals it. */
const sealed = (range: string, key = KEY, issueNumber = ISSUE) =>
  sealer('report', key, thread(issueNumber))(reportMarker(range))
const routes = (from = 0) => gh.requests.slice(from).map(r => `${r.route} ${r.status}`)
const touched = (id: number) =>
  gh.requests.filter(r => r.route !== 'listComments' && r.path.endsWith(`/issues/comments/${id}`))

beforeEach(async () => {
  gh = await startFakeGitHub({ tokens: { [TOKEN]: BOT } })
  octokit = getOctokit(TOKEN, { baseUrl: gh.url })
  process.env.GITHUB_API_URL = gh.url // a loopback GitHub: settles of 300 ms (src/github/our-comments.ts)
})
afterEach(async () => {
  await gh.close()
})

describe('the sealed report marker', () => {
  it('is written with the seal of its range and thread, and read back as the range', async () => {
    const written = await write(WEEK, 'visitors: 10')
    const [comment] = gh.commentsOn(ISSUE)
    expect(comment?.id).toBe(written.id)
    expect(comment?.body).toBe(`${sealed(WEEK)}\nvisitors: 10`)
    expect(comment?.body).toMatch(/^<!-- docs-agent-action:report 2026-11-16\.\.2026-11-23 seal=[0-9a-f]{32} -->\n/)
    expect(parseReportMarker(comment?.body ?? '')).toBe(WEEK)
  })

  it('is read past the fields after the range, as long as they keep the grammar', () => {
    expect(parseReportMarker(`${sealed(WEEK)}\nx`)).toBe(WEEK)
    expect(parseReportMarker(`<!-- docs-agent-action:report ${WEEK} seal=ab later=1 -->\nx`)).toBe(WEEK)
    expect(parseReportMarker(`<!-- docs-agent-action:report ${WEEK} Seal=ab -->`)).toBeUndefined()
    expect(parseReportMarker(`<!-- docs-agent-action:report ${WEEK} seal -->`)).toBeUndefined()
    expect(parseReportMarker(`<!-- docs-agent-action:report ${WEEK}  seal=ab -->`)).toBeUndefined()
    expect(parseReportMarker(`<!-- docs-agent-action:report ${WEEK} seal=a>b -->`)).toBeUndefined()
    expect(parseReportMarker(`<!-- docs-agent-action:report ${WEEK} seal=a b -->`)).toBeUndefined()
  })

  it('stays whole, and holds, when the report is cut to fit a comment', async () => {
    await write(WEEK, 'x'.repeat(70_000))
    const [comment] = gh.commentsOn(ISSUE)
    expect(comment?.body.length).toBeLessThanOrEqual(65_536)
    expect(comment?.body.startsWith(`${sealed(WEEK)}\n`)).toBe(true)
    expect(sealChecker('report', KEY, thread())(comment?.body ?? '')).toBe(true)
  })

  it('is left unsealed without a key', async () => {
    await write(WEEK, 'x', '')
    expect(gh.commentsOn(ISSUE).map(c => c.body)).toEqual([`${reportMarker(WEEK)}\nx`])
  })
})

describe('our report comment answered with user: null', () => {
  it('is edited by the next run for its range, not joined by a second', async () => {
    const first = await write(WEEK, 'visitors: 10')
    gh.hideAuthor(first.id)
    const from = gh.requests.length
    const second = await write(WEEK, 'visitors: 12')
    expect(second).toEqual({ id: first.id, url: first.url, created: false })
    expect(routes(from)).toEqual(['listComments 200', 'updateComment 200'])
    expect(gh.commentsOn(ISSUE).map(c => c.body)).toEqual([`${sealed(WEEK)}\nvisitors: 12`])
  })

  it('is the oldest of ours for the range that the others settle on, the later ones deleted', async () => {
    const oldest = gh.addComment(ISSUE, `${sealed(WEEK)}\na`, BOT)
    const later = gh.addComment(ISSUE, `${sealed(WEEK)}\nb`, BOT)
    for (const c of [oldest, later]) gh.hideAuthor(c.id)
    const written = await write(WEEK, 'c')
    expect(written).toMatchObject({ id: oldest.id, created: false })
    expect(gh.commentsOn(ISSUE).map(c => [c.id, c.body])).toEqual([[oldest.id, `${sealed(WEEK)}\nc`]])
  })

  it('is the older comment the look after a create finds: the report goes there, and ours is deleted', async () => {
    // The fake measures its listing lag on Date, the tests' clock: with a lag of half an hour the first listing misses
    // the older comment; as our create reaches the fake the clock moves an hour (the older one listed, ours not yet),
    // and as the look after the settle does, another hour (both listed), however slow the machine.
    gh.lagListing(HOUR / 2)
    const older = gh.addComment(ISSUE, `${sealed(WEEK)}\nother run`, BOT)
    gh.hideAuthor(older.id)
    const later = () => testClock().set(Date.now() + HOUR)
    gh.inject('createComment', {
      kind: 'before',
      run: () => (later(), gh.inject('listComments', { kind: 'before', run: later }))
    })
    const written = await write(WEEK, 'this run')
    expect(written).toEqual({ id: older.id, url: older.html_url, created: false })
    expect(gh.commentsOn(ISSUE).map(c => [c.id, c.body])).toEqual([[older.id, `${sealed(WEEK)}\nthis run`]])
    expect(routes()).toEqual([
      'listComments 200',
      'createComment 201',
      'listComments 200',
      'updateComment 200',
      'deleteComment 204'
    ])
  })

  it('is not ours without the key that sealed it: the run with no key creates its own', async () => {
    const first = await write(WEEK, 'sealed')
    gh.hideAuthor(first.id)
    const second = await write(WEEK, 'unsealed', '')
    expect(second.created).toBe(true)
    expect(touched(first.id)).toStrictEqual([])
  })

  it('through IssueThread: the thread hands its seal key to the report', async () => {
    const issueThread = new IssueThread(octokit, thread(), BOT, undefined, KEY)
    const first = await issueThread.postReport(WEEK, 'one')
    gh.hideAuthor(first?.id ?? 0)
    const again = await issueThread.postReport(WEEK, 'two')
    expect(again).toEqual({ id: first?.id, url: first?.url, created: false })
    expect(gh.commentsOn(ISSUE).map(c => c.body)).toEqual([`${sealed(WEEK)}\ntwo`])
  })
})

describe('an author-less report marker whose seal does not hold', () => {
  const statusSeal = (): string => {
    const status = sealer('status', KEY, thread())(`<!-- docs-agent-action:status job=j run=1 -->`)
    return /seal=[0-9a-f]{32}/.exec(status)?.[0] ?? ''
  }
  const lookAlikes = (): [string, string][] => [
    ['no seal', `${reportMarker(WEEK)}\nforged`],
    ['a seal of zeros', `${reportMarker(WEEK).slice(0, -4)} seal=${'0'.repeat(32)} -->\nforged`],
    ['the seal of another range', `${sealed(NEXT_WEEK).replace(NEXT_WEEK, WEEK)}\nforged`],
    ['the seal of another issue', `${sealed(WEEK, KEY, ISSUE + 1)}\nforged`],
    ['the seal of another key', `${sealed(WEEK, 'mint_other')}\nforged`],
    ['a status seal', `${reportMarker(WEEK).slice(0, -4)} ${statusSeal()} -->\nforged`]
  ]

  it.each(lookAlikes().map(([what]) => what))('is neither edited nor deleted: %s', async what => {
    const body = lookAlikes().find(([name]) => name === what)?.[1] ?? ''
    expect(parseReportMarker(body)).toBe(WEEK)
    // Written by an outsider, whose account is then deleted.
    const forged = gh.addComment(ISSUE, body, 'mallory')
    gh.hideAuthor(forged.id)
    const written = await write(WEEK, 'the real report')
    expect(written.created).toBe(true)
    expect(touched(forged.id)).toStrictEqual([])
    expect(gh.commentsOn(ISSUE).map(c => [c.id, c.body])).toEqual([
      [forged.id, body],
      [written.id, `${sealed(WEEK)}\nthe real report`]
    ])
  })
})
