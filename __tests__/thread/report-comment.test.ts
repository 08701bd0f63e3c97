// One report comment per range on the tracking issue, against the fake GitHub over real HTTP.
import { jest } from '@jest/globals'
import { getOctokit } from '@actions/github'
import { restoreEnvAfterEach } from '../../__fixtures__/env.js'
import { runClient } from '../../__fixtures__/octokit.js'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { parseReportMarker, reportMarker, writeReportComment } from '../../src/thread/report-comment.js'
import { IssueThread } from '../../src/thread/issue-thread.js'
import { testClock } from '../../script/test-clock.mjs'

const TOKEN = 'ghs_fake_token'
const BOT = 'github-actions[bot]'
const WEEK = '2026-11-16..2026-11-23'
const NEXT_WEEK = '2026-11-23..2026-11-30'
const ISSUE = 12
restoreEnvAfterEach('GITHUB_API_URL')

const HOUR = 60 * 60 * 1000

let gh: FakeGitHub
let octokit: ReturnType<typeof getOctokit>
const thread = () => ({ owner: gh.owner, repo: gh.repo, issueNumber: ISSUE })
const write = (range: string, markdown: string) => writeReportComment(octokit, thread(), BOT, range, markdown)
const routes = (from = 0) => gh.requests.slice(from).map(r => `${r.route} ${r.status}`)

/**
 * Another run's comment for the range that the first listing does not show yet and the one after our create does.
 * The fake measures its listing lag on Date, the tests' clock (script/test-clock.mjs): with a lag of half an hour the
 * comment is hidden, and as our create reaches the fake the clock moves on an hour, so the next listing shows it
 * (and not ours, made after the move), however slow the machine.
 */
function olderCommentTheFirstListingMisses(): ReturnType<FakeGitHub['addComment']> {
  gh.lagListing(HOUR / 2)
  const older = gh.addComment(ISSUE, `${reportMarker(WEEK)}\nother run`, BOT)
  gh.inject('createComment', { kind: 'before', run: () => testClock().set(Date.now() + HOUR) })
  return older
}

beforeEach(async () => {
  gh = await startFakeGitHub({ tokens: { [TOKEN]: BOT, ghp_alice: 'alice' } })
  octokit = getOctokit(TOKEN, { baseUrl: gh.url })
  process.env.GITHUB_API_URL = gh.url // a loopback GitHub: settles of 300 ms (src/github/our-comments.ts)
})
afterEach(async () => {
  jest.restoreAllMocks()
  await gh.close()
})

describe('report marker', () => {
  it('holds the range, which cannot end the comment', () => {
    expect(reportMarker(WEEK)).toBe(`<!-- docs-agent-action:report ${WEEK} -->`)
    expect(parseReportMarker(`${reportMarker(WEEK)}\n## Docs health`)).toBe(WEEK)
    const odd = 'a --> b\n<!--'
    expect(reportMarker(odd)).not.toMatch(/-->.*-->/)
    expect(parseReportMarker(reportMarker(odd))).toBe(odd)
    expect(parseReportMarker(`text first\n${reportMarker(WEEK)}`)).toBeUndefined()
    expect(parseReportMarker('<!-- docs-agent-action:status job=j -->')).toBeUndefined()
  })

  it('reads a marker whose range is not valid URI encoding as no marker', () => {
    expect(parseReportMarker('<!-- docs-agent-action:report %E0%A4%A -->\nx')).toBeUndefined()
    expect(parseReportMarker('<!-- docs-agent-action:report 2026%2D11 -->')).toBe('2026-11')
  })
})

describe('writeReportComment', () => {
  it('two runs for the same range leave one comment, edited; another range adds a second', async () => {
    const first = await write(WEEK, 'visitors: 10')
    const second = await write(WEEK, 'visitors: 12')
    expect(first.created).toBe(true)
    expect(second).toEqual({ id: first.id, url: first.url, created: false })
    expect(gh.commentsOn(ISSUE).map(c => c.body)).toEqual([`${reportMarker(WEEK)}\nvisitors: 12`])
    // The create is read back after a settle (two runs at once converge), then the second run edits it.
    expect(routes()).toEqual([
      'listComments 200',
      'createComment 201',
      'listComments 200',
      'listComments 200',
      'updateComment 200'
    ])

    const next = await write(NEXT_WEEK, 'visitors: 20')
    expect(next.created).toBe(true)
    expect(gh.commentsOn(ISSUE).map(c => parseReportMarker(c.body))).toEqual([WEEK, NEXT_WEEK])
  })

  it('a marker in a comment by another user is never ours to edit', async () => {
    const forged = gh.addComment(ISSUE, `${reportMarker(WEEK)}\nforged`, 'alice')
    const written = await write(WEEK, 'the real report')
    expect(written.created).toBe(true)
    expect(written.id).not.toBe(forged.id)
    expect(gh.commentsOn(ISSUE).map(c => [c.user.login, c.body])).toEqual([
      ['alice', `${reportMarker(WEEK)}\nforged`],
      [BOT, `${reportMarker(WEEK)}\nthe real report`]
    ])
    // Nor is a status comment of ours, nor a report marker that is not at the start.
    gh.addComment(ISSUE, `quoting ${reportMarker(NEXT_WEEK)}`, BOT)
    expect((await write(NEXT_WEEK, 'x')).created).toBe(true)
  })

  it('passes over a comment whose author is gone (GitHub answers user: null)', async () => {
    const orphan = gh.addComment(ISSUE, `${reportMarker(WEEK)}\norphan`, '')
    const written = await write(WEEK, 'ours')
    expect(written.created).toBe(true)
    expect(gh.commentsOn(ISSUE).map(c => c.id)).toEqual([orphan.id, written.id])
  })

  it('finds our comment past the first page of the listing', async () => {
    for (let i = 0; i < 130; i++) gh.addComment(ISSUE, `chatter ${i}`, i % 2 ? 'alice' : BOT)
    const ours = gh.addComment(ISSUE, `${reportMarker(WEEK)}\nold`, BOT)
    const from = gh.requests.length
    const written = await write(WEEK, 'new')
    expect(written).toMatchObject({ id: ours.id, created: false })
    expect(gh.requests.slice(from).map(r => `${r.route} ${r.query.page ?? '1'}`)).toEqual([
      'listComments 1',
      'listComments 2',
      'updateComment 1'
    ])
    expect(gh.commentsOn(ISSUE)).toHaveLength(131)
  })

  it('a create GitHub answered 502 after making it is not made twice', async () => {
    gh.inject('createComment', { kind: 'statusAfterApplying', status: 502 })
    const written = await write(WEEK, 'once')
    expect(written.created).toBe(false)
    expect(gh.commentsOn(ISSUE)).toHaveLength(1)
    expect(routes()).toEqual(['listComments 200', 'createComment 502', 'listComments 200', 'updateComment 200'])
  })

  it('settles two comments of ours for one range (two runs at once) on the oldest', async () => {
    const oldest = gh.addComment(ISSUE, `${reportMarker(WEEK)}\na`, BOT)
    gh.addComment(ISSUE, `${reportMarker(WEEK)}\nb`, BOT)
    const written = await write(WEEK, 'c')
    expect(written.id).toBe(oldest.id)
    expect(gh.commentsOn(ISSUE).map(c => c.body)).toEqual([`${reportMarker(WEEK)}\nc`])
  })

  it('a create next to an older comment the first listing lagged behind: the report goes there, ours is deleted', async () => {
    const older = olderCommentTheFirstListingMisses()
    const written = await write(WEEK, 'this run')
    expect(written).toEqual({ id: older.id, url: older.html_url, created: false })
    expect(gh.commentsOn(ISSUE).map(c => [c.id, c.body])).toEqual([[older.id, `${reportMarker(WEEK)}\nthis run`]])
    expect(routes()).toEqual([
      'listComments 200',
      'createComment 201',
      'listComments 200',
      'updateComment 200',
      'deleteComment 204'
    ])
  })

  it('a later comment for the range that came during the settle is deleted; ours is kept', async () => {
    // Another run creates its comment once ours is made: as our create reaches the fake, the next listing (the look
    // after the settle) is set to find the other run's comment made just before it.
    let later: number | undefined
    const otherRunCreates = () => (later = gh.addComment(ISSUE, `${reportMarker(WEEK)}\nother run`, BOT).id)
    gh.inject('createComment', {
      kind: 'before',
      run: () => gh.inject('listComments', { kind: 'before', run: otherRunCreates })
    })
    const written = await write(WEEK, 'this run')
    expect(written.created).toBe(true)
    expect(later).toBeGreaterThan(written.id)
    expect(gh.commentsOn(ISSUE).map(c => [c.id, c.body])).toEqual([[written.id, `${reportMarker(WEEK)}\nthis run`]])
    expect(routes()).toEqual(['listComments 200', 'createComment 201', 'listComments 200', 'deleteComment 204'])
  })

  it('the older comment gone before it could be edited (404): ours stays', async () => {
    olderCommentTheFirstListingMisses()
    gh.inject('updateComment', { kind: 'status', status: 404, body: { message: 'Not Found' } })
    const written = await write(WEEK, 'this run')
    expect(written.created).toBe(true)
    expect(gh.commentsOn(ISSUE).map(c => c.body)).toContain(`${reportMarker(WEEK)}\nthis run`)
    expect(routes().slice(-1)).toEqual(['updateComment 404'])
  })

  it('the older comment refusing the edit (403): GitHub’s refusal is thrown, not taken for a comment gone', async () => {
    olderCommentTheFirstListingMisses()
    gh.inject('updateComment', { kind: 'status', status: 403, body: { message: 'Forbidden' } })
    await expect(write(WEEK, 'this run')).rejects.toMatchObject({ status: 403 })
  })

  it('a 404 on the edit and nothing listed after it: one look, then a create (no settling, no 5xx happened)', async () => {
    const gone = gh.addComment(ISSUE, `${reportMarker(WEEK)}\nold`, BOT)
    // Deleted (by a person) while the edit is on its way: as the edit reaches the fake, so GitHub answers it 404.
    gh.inject('updateComment', { kind: 'before', run: () => gh.comments.splice(gh.comments.indexOf(gone), 1) })
    const written = await write(WEEK, 'new')
    expect(written.created).toBe(true)
    expect(routes()).toEqual([
      'listComments 200',
      'updateComment 404',
      'listComments 200',
      'createComment 201',
      'listComments 200'
    ])
  })

  it('looks again when our comment was deleted since the listing (404 on the edit), and edits what it finds', async () => {
    const ours = gh.addComment(ISSUE, `${reportMarker(WEEK)}\nold`, BOT)
    gh.inject('updateComment', { kind: 'status', status: 404, body: { message: 'Not Found' } })
    const written = await write(WEEK, 'new')
    expect(written).toEqual({ id: ours.id, url: ours.html_url, created: false })
    expect(routes()).toEqual(['listComments 200', 'updateComment 404', 'listComments 200', 'updateComment 200'])
  })

  it('gives up after the third edit answered 404, and at once on any other refusal of an edit', async () => {
    gh.addComment(ISSUE, `${reportMarker(WEEK)}\nold`, BOT)
    gh.inject('updateComment', { kind: 'status', status: 404, body: { message: 'Not Found' } }, 3)
    await expect(write(WEEK, 'new')).rejects.toMatchObject({ status: 404 })
    expect(routes()).toEqual([
      'listComments 200',
      'updateComment 404',
      'listComments 200',
      'updateComment 404',
      'listComments 200',
      'updateComment 404'
    ])
    const from = gh.requests.length
    gh.inject('updateComment', { kind: 'status', status: 403, body: { message: 'Forbidden' } })
    await expect(write(WEEK, 'new')).rejects.toMatchObject({ status: 403 })
    expect(routes(from)).toEqual(['listComments 200', 'updateComment 403'])
  })

  it('creates at most three times when each create fails with a 5xx before GitHub made it', async () => {
    gh.inject('createComment', { kind: 'status', status: 502, body: { message: 'Bad Gateway' } }, 3)
    const lines: string[] = []
    jest.spyOn(process.stdout, 'write').mockImplementation(((chunk: unknown) => {
      lines.push(String(chunk))
      return true
    }) as typeof process.stdout.write)
    await expect(write(WEEK, 'x')).rejects.toMatchObject({ status: 502 })
    // Only the first two failures are looked into; the third is final.
    expect(lines.filter(line => line.includes('creating the report comment failed'))).toEqual([
      expect.stringMatching(
        /^::debug::creating the report comment failed \(Bad Gateway.*\); checking whether it exists\n$/
      ),
      expect.stringMatching(
        /^::debug::creating the report comment failed \(Bad Gateway.*\); checking whether it exists\n$/
      )
    ])
    // After each 5xx the listing is read four times, a settle apart: it may lag behind a create GitHub made.
    const looks = Array<string>(4).fill('listComments 200')
    expect(routes()).toEqual([
      'listComments 200',
      'createComment 502',
      ...looks,
      'createComment 502',
      ...looks,
      'createComment 502'
    ])
    expect(gh.commentsOn(ISSUE)).toStrictEqual([])
  })

  it('looks again after a create answered 500 (not made), then creates once more', async () => {
    gh.inject('createComment', { kind: 'status', status: 500, body: { message: 'Server Error' } })
    const written = await write(WEEK, 'x')
    expect(written.created).toBe(true)
    expect(routes()).toEqual([
      'listComments 200',
      'createComment 500',
      ...Array<string>(4).fill('listComments 200'),
      'createComment 201',
      'listComments 200'
    ])
  })

  it('is never retried blindly by the run’s own client: a 502 after GitHub made it leaves one comment', async () => {
    const guarded = runClient(gh, TOKEN)
    gh.inject('createComment', { kind: 'statusAfterApplying', status: 502 })
    const written = await writeReportComment(guarded, thread(), BOT, WEEK, 'once')
    expect(written.created).toBe(false)
    expect(gh.commentsOn(ISSUE)).toHaveLength(1)
    expect(routes()).toEqual(['listComments 200', 'createComment 502', 'listComments 200', 'updateComment 200'])
  })

  it('gives up at once when a create is refused (4xx)', async () => {
    gh.inject('createComment', { kind: 'status', status: 422, body: { message: 'Validation Failed' } })
    await expect(write(WEEK, 'x')).rejects.toMatchObject({ status: 422 })
    expect(routes()).toEqual(['listComments 200', 'createComment 422'])
  })

  it('still reports the comment written when a duplicate cannot be deleted, saying so in the debug log', async () => {
    const lines: string[] = []
    jest.spyOn(process.stdout, 'write').mockImplementation(((chunk: unknown) => {
      lines.push(String(chunk))
      return true
    }) as typeof process.stdout.write)
    const oldest = gh.addComment(ISSUE, `${reportMarker(WEEK)}\na`, BOT)
    const gone = gh.addComment(ISSUE, `${reportMarker(WEEK)}\nb`, BOT)
    const stuck = gh.addComment(ISSUE, `${reportMarker(WEEK)}\nc`, BOT)
    gh.inject('deleteComment', { kind: 'status', status: 404, body: { message: 'Not Found' } })
    gh.inject('deleteComment', { kind: 'status', status: 403, body: { message: 'Forbidden' } })
    const written = await write(WEEK, 'd')
    expect(written).toMatchObject({ id: oldest.id, created: false })
    expect(routes().slice(-2)).toEqual(['deleteComment 404', 'deleteComment 403'])
    const debugLines = lines
      .join('')
      .split('\n')
      .filter(line => line.includes('duplicate report comment'))
    expect(debugLines).toEqual([
      expect.stringMatching(new RegExp(`^::debug::could not delete duplicate report comment ${stuck.id}: .*Forbidden`))
    ])
    expect(debugLines.join()).not.toContain(String(gone.id))
  })

  it('keeps the marker when the report is too long for a comment', async () => {
    await write(WEEK, 'x'.repeat(70_000))
    const [comment] = gh.commentsOn(ISSUE)
    expect(comment?.body.length).toBeLessThanOrEqual(65_536)
    expect(comment?.body.endsWith('\n\n…(cut to fit GitHub’s comment size limit)\n')).toBe(true)
    expect(parseReportMarker(comment?.body ?? '')).toBe(WEEK)
  })
})

describe('IssueThread.postReport', () => {
  it('writes one comment per range and never throws: a GitHub refusal is one warning', async () => {
    const out: string[] = []
    jest.spyOn(process.stdout, 'write').mockImplementation(chunk => (out.push(String(chunk)), true))
    const issueThread = new IssueThread(octokit, thread(), BOT)
    const first = await issueThread.postReport(WEEK, 'one')
    const again = await issueThread.postReport(WEEK, 'two')
    expect(again?.id).toBe(first?.id)
    expect(gh.commentsOn(ISSUE)).toHaveLength(1)

    gh.inject('listComments', { kind: 'status', status: 403 }, 2)
    await expect(issueThread.postReport(NEXT_WEEK, 'three')).resolves.toBeUndefined()
    await expect(issueThread.postReport(NEXT_WEEK, 'three')).resolves.toBeUndefined()
    expect(out.filter(line => line.startsWith('::warning::'))).toEqual([
      expect.stringContaining(`Could not write the report comment on #${ISSUE}`)
    ])
    expect(gh.commentsOn(ISSUE)).toHaveLength(1)
  })
})
