// Attack: a service that echoes the key back — in a 2xx job, JSON-escaped in an error body, inside a page path — tries
// to get it into an output, the summary, the status comment, a visitors file or the log, in any encoding.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import {
  HOSTILE_KEY,
  hostileInputs,
  WEEKLY_REPORT,
  startHostileService,
  type HostileService
} from '../../__fixtures__/hostile-service.js'
import { findKey } from '../../__fixtures__/key-oracle.js'
import { runSinks } from '../../__fixtures__/run-sinks.js'
import { runAction, type ActionRun } from '../../script/local-runner.js'

let service: HostileService | undefined
let gh: FakeGitHub
beforeEach(async () => {
  gh = await startFakeGitHub()
})
afterEach(async () => {
  await service?.close()
  await gh.close()
  service = undefined
})

const jsonEscaped = (key: string): string => key.replace(/_/g, '\\u005f')
const githubEnv = () => ({ GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` })

/** Everything the run wrote, where it wrote it: log, outputs, summary, comments, files under RUNNER_TEMP. */
function sinks(run: ActionRun): Record<string, string> {
  const found = runSinks(run, gh)
  // Every file the report wrote, in its folder and the visitors folder inside it.
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const where = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(where)
      else found[entry.name] = readFileSync(where, 'utf8')
    }
  }
  for (const dir of readdirSync(run.tempDir).filter(name => name.startsWith('docs-health-'))) {
    walk(path.join(run.tempDir, dir))
  }
  return found
}

/** Where the key shows, and how: `{}` when it shows nowhere. */
const leaks = (run: ActionRun): Record<string, string> =>
  Object.fromEntries(
    Object.entries(sinks(run))
      .map(([sink, text]) => [sink, findKey(text, HOSTILE_KEY)])
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
  )

describe('the key never leaves', () => {
  it('is not passed on when a 2xx job echoes it in model, ref, repository and the pr link', async () => {
    service = await startHostileService({
      job: (key, call) => ({
        id: 'job-1',
        status: call >= 2 ? 'completed' : 'active',
        model: `claude ${key}`,
        source: { repository: `https://github.com/acme/${key}`, ref: `docs/${key}` },
        prLink: `https://github.com/acme/docs/pull/3?k=${key}`
      })
    })
    const run = await runAction(
      hostileInputs(service, { prompt: 'x', 'github-token': 'ghs_fake_token', 'issue-number': '5' }),
      {
        env: githubEnv()
      }
    )
    expect(service.calls.get).toBeGreaterThan(0)
    expect(gh.commentsOn(5)).toHaveLength(1)
    expect(run.summary).toContain('job-1')
    expect(leaks(run)).toEqual({})
    // The settings as parsed, once at debug level, the key and the token as *** (the runner masks them too).
    const settings = run.stdout.match(/^::debug::Settings: .*$/gm) ?? []
    expect(settings).toHaveLength(1)
    expect(settings[0]).toContain('"apiKey":"***"')
    expect(settings[0]).toContain('"token":"***"')
    const unmasked = run.everything.split('\n').filter(line => !line.startsWith('::add-mask::'))
    expect(unmasked.filter(line => line.includes('ghs_fake_token'))).toStrictEqual([])
  })

  it('is not passed on when error bodies carry it JSON-escaped (decoded only when parsed)', async () => {
    const invalid = (key: string) => ({ status: 400, body: `{"error":"invalid key ${jsonEscaped(key)}"}` })
    service = await startHostileService({
      visitors: () => ({
        totals: { human: 3, ai: 0, total: 3 },
        visitors: [{ path: '/a', human: 3, ai: 0, total: 3 }],
        hasMore: true
      }),
      errors: { get: [invalid], visitors: [undefined, invalid] }
    })
    // A job and a visitors report: the agent's and the report's own runs, each meeting its escaped key.
    const job = await runAction(
      hostileInputs(service, { prompt: 'x', 'github-token': 'ghs_fake_token', 'issue-number': '5' }),
      { env: githubEnv() }
    )
    const report = await runAction(
      hostileInputs(service, {
        report: 'visitors',
        'date-from': '2026-11-01',
        'date-to': '2026-11-08',
        compare: 'false',
        'github-token': 'ghs_fake_token',
        'issue-number': '5'
      }),
      { action: 'report', env: githubEnv() }
    )
    // The job fails on its poll's error; the report posts what it read, partial.
    expect([job.code, report.code]).toEqual([1, 0])
    expect(report.outputs['visitors-partial']).toBe('true')
    const comments = gh.commentsOn(5).map(c => c.body)
    expect(comments).toHaveLength(2)
    for (const body of comments) expect(body).toContain('invalid key')
    for (const run of [job, report]) {
      expect(run.summary).toContain('invalid key')
      expect(leaks(run)).toEqual({})
    }
  })

  it('is not passed on from page paths (raw, markdown- or URL-escaped) into files, summary and comment', async () => {
    service = await startHostileService({
      visitors: (key, offset) =>
        offset === 0
          ? {
              totals: { human: 30, ai: 3, total: 31 },
              visitors: [
                { path: `/docs/${key}`, human: 10, ai: 1, total: 11 },
                { path: `/api/${key.replace(/_/g, '\\_')}`, human: 9, ai: 1, total: 10 },
                { path: `/esc/${key.replace(/_/g, '%5F')}`, human: 8, ai: 1, total: 9 }
              ],
              hasMore: true
            }
          : {
              totals: { human: 30, ai: 3, total: 31 },
              visitors: [{ path: `/json/${key}`, human: 2, ai: 0, total: 2 }],
              hasMore: false
            }
    })
    const run = await runAction(hostileInputs(service, { ...WEEKLY_REPORT, compare: 'false' }), {
      action: 'report',
      env: { GITHUB_EVENT_NAME: 'schedule', ...githubEnv() }
    })
    expect(run.outputs['visitors-pages']).toBe('4')
    expect(Object.keys(sinks(run))).toEqual(expect.arrayContaining(['visitors.json', 'visitors.csv']))
    expect(gh.commentsOn(12)).toHaveLength(1)
    expect(leaks(run)).toEqual({})
  })
})
