// The tracking issue of merged changes (src/agent/change/tracking.ts) against the fake GitHub over real HTTP: found by
// its label (the oldest open one, never a pull request), created when missing, and two runs that both create one
// settling on the older, the newer closed as not planned.
import type { FakeGitHub } from '../../../__fixtures__/fake-github.js'
import { logLinesOfEachTest } from '../../../__fixtures__/log-lines.js'
import { runClient, runClientOfEachTest } from '../../../__fixtures__/octokit.js'
import {
  findTrackingIssue,
  openTrackingIssue,
  TRACKING_LABEL,
  TRACKING_TITLE
} from '../../../src/agent/change/tracking.js'
import { ListingError } from '../../../src/github/pages.js'
import type { Octokit } from '../../../src/github/octokit.js'
import { GitHubUnavailableError } from '../../../src/github/request-guard.js'

const { start, client } = runClientOfEachTest()
const log = logLinesOfEachTest()

const repo = { owner: 'acme', repo: 'docs-site' }
const routes = (fake: FakeGitHub) => fake.requests.map(r => `${r.route} ${r.status}`)
/** The issues of the repository: a create names the route, a listing (listPages) its page's address. */
const ISSUES = '/repos/{owner}/{repo}/issues'
const ISSUES_PAGE = /\/repos\/acme\/docs-site\/issues\?/

/**
 * Holds each issue `octokit` creates until `until` settles: the create is on its way and GitHub has not made it yet.
 * The test, not a timer, decides when it lands.
 */
function holdCreates(octokit: Octokit, until: Promise<unknown>): void {
  octokit.hook.before('request', async options => {
    if (options.method === 'POST' && options.url === ISSUES) await until
  })
}

/** Settles once `octokit` has had `count` listings of the issues answered. */
function listingsAnswered(octokit: Octokit, count: number): Promise<void> {
  let answered = 0
  return new Promise(resolve =>
    octokit.hook.after('request', (_response, options) => {
      if (options.method === 'GET' && ISSUES_PAGE.test(options.url) && ++answered === count) resolve()
    })
  )
}

/**
 * Two runs find no tracking issue; the late one's create is on its way (held) until the other run is done. The other
 * run finds none either (the first create has not landed), creates #1 at once and keeps it; the late run's create lands
 * as #2, and its close of that duplicate follows. Returns the issue the late run settled on.
 */
async function lateRunBehindAnother(fake: FakeGitHub): Promise<number> {
  const lateClient = runClient(fake)
  let otherRunDone!: () => void
  holdCreates(lateClient, new Promise<void>(resolve => (otherRunDone = resolve)))
  const listed = listingsAnswered(lateClient, 1)
  const late = openTrackingIssue(lateClient, repo)
  await listed
  expect(await openTrackingIssue(client(), repo)).toBe(1)
  otherRunDone()
  return late
}

describe('findTrackingIssue', () => {
  it('none when no open issue has the label', async () => {
    const fake = await start({ issues: { 2: { title: 'Closed tracking', body: '', state: 'closed' } } })
    fake.label(2, TRACKING_LABEL)
    fake.label(3, 'other')
    expect(await findTrackingIssue(client(), repo)).toBeUndefined()
    expect(fake.requests.map(r => r.query)).toEqual([
      { labels: TRACKING_LABEL, state: 'open', sort: 'created', direction: 'asc', per_page: '100' }
    ])
  })

  it('the oldest open labelled issue, from the first page only; a labelled pull request is not it', async () => {
    const fake = await start({ maxPerPage: 3 })
    fake.addPull({ number: 2, labels: [TRACKING_LABEL] })
    for (const n of [9, 4, 7, 11, 15]) fake.label(n, TRACKING_LABEL)
    expect(await findTrackingIssue(client(), repo)).toBe(4)
    expect(routes(fake)).toEqual(['listIssues 200'])
    // A page of pull requests only: none.
    fake.inject('listIssues', { kind: 'status', status: 200, body: [{ number: 2, pull_request: {} }] })
    expect(await findTrackingIssue(client(), repo)).toBeUndefined()
  })

  it('the smallest number on the page, whatever order GitHub lists them in', async () => {
    const fake = await start()
    fake.inject('listIssues', { kind: 'status', status: 200, body: [{ number: 8 }, { number: 5 }, { number: 6 }] })
    expect(await findTrackingIssue(client(), repo)).toBe(5)
  })

  it('a listing GitHub refuses is one error naming the label and GitHub’s status', async () => {
    const fake = await start()
    fake.inject('listIssues', { kind: 'status', status: 410, body: { message: 'Issues are disabled for this repo' } })
    const error = await findTrackingIssue(client(), repo).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ListingError)
    expect(error).toMatchObject({
      status: 410,
      message: expect.stringMatching(
        /^Could not list the issues labelled 'docs-agent: merged changes': GET \/repos\/acme\/docs-site\/issues \(page 1\): Issues are disabled for this repo/
      )
    })
  })

  it('a GitHub that stopped answering is its own error, not a listing’s', async () => {
    const fake = await start()
    const hurried = runClient(fake, undefined, { requestTimeoutMs: 200 })
    fake.inject('listIssues', { kind: 'delay', ms: Infinity })
    const error = await findTrackingIssue(hurried, repo).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GitHubUnavailableError)
    expect(error).not.toBeInstanceOf(ListingError)
  })
})

describe('openTrackingIssue', () => {
  it('the labelled issue when there is one: nothing created', async () => {
    const fake = await start()
    fake.label(6, TRACKING_LABEL)
    expect(await openTrackingIssue(client(), repo)).toBe(6)
    expect(routes(fake)).toEqual(['listIssues 200'])
  })

  it('creates one with its title, body and label when there is none, and says so', async () => {
    const fake = await start()
    fake.label(4, 'bug')
    const number = await openTrackingIssue(client(), repo)
    expect(number).toBe(5)
    expect(routes(fake)).toEqual(['listIssues 200', 'createIssue 201', 'listIssues 200'])
    const [created] = fake.issuesCreated
    expect(created).toMatchObject({ number: 5, title: TRACKING_TITLE, state: 'open' })
    expect(created?.title).toBe('Docs for merged changes')
    expect(created?.labels.map(label => label.name)).toEqual([TRACKING_LABEL])
    // Three paragraphs: what the issue is for, how merges follow one job, and to keep it open.
    const paragraphs = created?.body?.split('\n\n') ?? []
    expect(paragraphs).toEqual([
      expect.stringMatching(/^The docs agent remembers here which docs job takes the next merged pull requests/),
      expect.stringContaining('each merge goes to it as a follow-up, so the docs change for many merges stays one'),
      expect.stringMatching(/^Keep this issue open: closing it makes the next merge open a new one\./)
    ])
    expect(log).toContain("Opened the tracking issue #5 for merged changes (label 'docs-agent: merged changes').")
    // The next run finds it.
    expect(await openTrackingIssue(client(), repo)).toBe(5)
    expect(fake.issuesCreated).toHaveLength(1)
  })

  it('keeps the issue it created when the listing does not show it yet', async () => {
    const fake = await start()
    fake.inject('listIssues', { kind: 'status', status: 200, body: [] }, 2)
    expect(await openTrackingIssue(client(), repo)).toBe(1)
    expect(routes(fake)).toEqual(['listIssues 200', 'createIssue 201', 'listIssues 200'])
    expect(fake.issue(1).state).toBe('open')
  })

  it('two runs that both create one settle on the older; the newer is closed as not planned', async () => {
    const fake = await start()
    // Both runs list before either create lands: each finds none. Their creates wait for both listings' answers.
    holdCreates(client(), listingsAnswered(client(), 2))
    const numbers = await Promise.all([openTrackingIssue(client(), repo), openTrackingIssue(client(), repo)])
    expect(numbers).toEqual([1, 1])
    expect(routes(fake).slice(0, 4)).toEqual(['listIssues 200', 'listIssues 200', 'createIssue 201', 'createIssue 201'])
    expect(fake.issuesCreated.map(issue => [issue.number, issue.state, issue.state_reason])).toEqual([
      [1, 'open', null],
      [2, 'closed', 'not_planned']
    ])
    expect(fake.requests.filter(r => r.route === 'updateIssue').map(r => [r.path, r.body])).toEqual([
      ['/repos/acme/docs-site/issues/2', { state: 'closed', state_reason: 'not_planned' }]
    ])
    expect(log.filter(line => line.startsWith('::debug::another run'))).toEqual([
      '::debug::another run opened tracking issue #1 at the same time: closing #2 as its duplicate'
    ])
  })

  it('a run whose create lands after another run’s issue closes its own, and both name the older', async () => {
    const fake = await start()
    expect(await lateRunBehindAnother(fake)).toBe(1)
    expect(routes(fake)).toEqual([
      'listIssues 200', // the late run
      'listIssues 200', // the other run: none
      'createIssue 201',
      'listIssues 200',
      'createIssue 201', // the late run's create lands: #2
      'listIssues 200',
      'updateIssue 200'
    ])
    expect(fake.issue(1).state).toBe('open')
    expect([fake.issue(2).state, fake.issue(2).state_reason]).toEqual(['closed', 'not_planned'])
  })

  it.each([403, 404, 410, 422, 503])(
    'a duplicate whose close GitHub answers %i: the run keeps the older, and says once what to close by hand',
    async status => {
      const fake = await start()
      fake.inject('updateIssue', { kind: 'status', status, body: { message: 'Nope.' } }, 10)
      expect(await lateRunBehindAnother(fake)).toBe(1)
      expect(fake.issue(2).state).toBe('open')
      expect(log.filter(line => line.startsWith('::warning'))).toEqual([
        expect.stringMatching(
          new RegExp(
            `^::warning::Could not close issue #2, which another run opened as the tracking issue at the same time: PATCH /repos/\\{owner\\}/\\{repo\\}/issues/\\{issue_number\\}: .*Nope[^.]*\\. #1 stays the tracking issue; close #2 by hand\\.$`
          )
        )
      ])
    }
  )
})
