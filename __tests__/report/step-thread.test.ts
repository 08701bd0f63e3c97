// The report step (src/report/step.ts) on its tracking issue, in process against the simulator and the fake GitHub over
// real HTTP: which gaps a job of the thread still works on, read on the server the workflow runs on (GitHub Enterprise
// Server), and which job the gaps go to.
import { jest } from '@jest/globals'
import { getOctokit } from '@actions/github'
import { readFileSync } from 'node:fs'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { reader, readPart } from '../../__fixtures__/settings-readers.js'
import { useStepFiles } from '../../__fixtures__/step-files.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { readReportSettings } from '../../src/report/settings.js'
import { reportStep, type ReportStepContext } from '../../src/report/step.js'
import { createServiceClient } from '../../src/service/client.js'
import type { HttpOptions } from '../../src/service/http.js'
import { IssueThread } from '../../src/thread/issue-thread.js'
import { marker } from '../../src/thread/marker.js'

const BOT = 'github-actions[bot]'
const ISSUE = 12
const SERVER = 'https://ghe.acme.io'
const INPUTS = { 'date-from': '2026-11-16', 'date-to': '2026-11-23', report: 'searches', 'fix-gaps': 'true' }

const { outputs } = useStepFiles('report-step-thread')
let sim: Simulator
let gh: FakeGitHub
beforeEach(async () => {
  jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
  sim = await startSimulator({ rateLimit: { analytics: 0, agent: 0 }, job: { durationMs: 60_000 } })
  gh = await startFakeGitHub()
})
afterEach(async () => {
  jest.restoreAllMocks()
  await Promise.all([sim.close(), gh.close()])
})

const client = (extra: Partial<HttpOptions> = {}) =>
  createServiceClient(
    { baseUrl: sim.url, apiKey: sim.apiKey, requestTimeoutMs: 5000, backoff: { baseMs: 5, capMs: 20 }, ...extra },
    sim.projectId
  )
const context = (issueThread?: IssueThread): ReportStepContext => ({
  settings: {
    report: readPart(problems =>
      readReportSettings(reader(INPUTS), problems, { now: new Date('2026-11-23T10:00:00Z'), warnings: [] })
    ),
    apiKey: sim.apiKey,
    projectId: sim.projectId
  },
  event: { runUrl: `${SERVER}/acme/docs-site/actions/runs/7`, repositoryPrivate: true },
  clientWith: client,
  issueThread,
  deadline: Date.now() + 60_000
})
const alreadySent = (): string[] =>
  (
    JSON.parse(readFileSync(outputs()['report-file'] ?? '', 'utf8')) as { alreadySent: { key: string }[] }
  ).alreadySent.map(gap => gap.key)

describe('the gaps a job of the tracking issue has', () => {
  it.each([
    ['open', 'in flight, their job followed up'],
    ['merged', 'free again, for a new job']
  ] as const)(
    'are read on the workflow’s own server: a docs pull request %s there makes them %s',
    async (state, _says) => {
      // The gaps of a first report, sent to a job that ended with a pull request on the Enterprise server.
      const first = await reportStep(context())
      const keys = first.fix?.gapKeys.slice(0, 2) ?? []
      const job = await client().createJob('the gaps')
      sim.finishJob(job.id, 'completed', `${SERVER}/acme/docs-site/pull/7`)
      gh.setPull(7, state === 'open' ? 'open' : 'closed', state === 'merged')
      const sent = { jobId: job.id, runs: [{ runId: 6, jobId: job.id }], gaps: [{ jobId: job.id, keys }] }
      gh.addComment(ISSUE, `${marker(sent)}\nended`, BOT)
      const octokit = getOctokit('ghs_fake_token', { baseUrl: gh.url })
      const thread = new IssueThread(octokit, { owner: gh.owner, repo: gh.repo, issueNumber: ISSUE }, BOT)
      await thread.existing()
      const end = await reportStep(context(thread))
      expect(gh.requests.filter(r => r.route === 'getPull').map(r => r.path)).toContain(
        `/repos/${gh.owner}/${gh.repo}/pulls/7`
      )
      if (state === 'open') {
        expect(alreadySent().sort()).toEqual([...keys].sort())
        expect(end.fix?.followUp).toBe(job.id)
      } else {
        expect(alreadySent()).toStrictEqual([])
        expect(end.fix?.followUp).toBeUndefined()
        expect(end.fix?.gapKeys).toEqual(expect.arrayContaining(keys))
      }
    }
  )
})

describe('where the report went', () => {
  const logged = (): string =>
    (process.stdout.write as unknown as { mock: { calls: unknown[][] } }).mock.calls
      .map(call => String(call[0]))
      .join('')

  it('with a tracking issue: the comment posted on it, by its address, as a log line', async () => {
    const octokit = getOctokit('ghs_fake_token', { baseUrl: gh.url })
    const thread = new IssueThread(octokit, { owner: gh.owner, repo: gh.repo, issueNumber: ISSUE }, BOT)
    await reportStep(context(thread))
    const url = gh.commentsOn(ISSUE)[0]?.html_url ?? ''
    expect(logged()).toContain(`; posted on issue #${ISSUE}: ${url}\n`)
    expect(logged()).not.toContain('::notice::Docs-health report')
  })

  it('without one: a notice saying no comment carries it, and why', async () => {
    await reportStep(context())
    expect(logged()).toContain(
      `::notice::Docs-health report: in the job summary and the files of report-dir (${outputs()['report-dir']}) only; no comment was posted: no issue-number was given`
    )
  })
})
