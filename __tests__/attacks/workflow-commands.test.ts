// Attack: text from outside (service bodies and fields, GitHub errors, issue text, page paths) tries to become a
// workflow command in the bundle's output, judged by the runner's own rules (__fixtures__/runner-commands.ts).
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import {
  HOSTILE_KEY,
  hostileInputs,
  WEEKLY_REPORT,
  startHostileService,
  type HostileService
} from '../../__fixtures__/hostile-service.js'
import { COMMAND_PAYLOADS } from '../../__fixtures__/hostile-text.js'
import { runnerCommands, type RunnerCommand } from '../../__fixtures__/runner-commands.js'
import { runAction, type ActionRun } from '../../script/local-runner.js'

const PAYLOADS = COMMAND_PAYLOADS

const OWN = new Set(['add-mask', 'error', 'warning', 'notice', 'debug'])
const SECRETS = [HOSTILE_KEY, `Bearer ${HOSTILE_KEY}`, 'ghs_fake_token']

/** Commands the action did not write itself: anything legacy, not at column 0, not ours, or masking a non-secret. */
function foreign(run: ActionRun): RunnerCommand[] {
  const commands = [...runnerCommands(run.stdout), ...runnerCommands(run.stderr)]
  return commands.filter(
    c =>
      c.syntax !== 'v2' ||
      !c.line.startsWith(`::${c.name}`) ||
      !OWN.has(c.name) ||
      (c.name === 'add-mask' && !SECRETS.includes(c.data))
  )
}
const errors = (run: ActionRun) => runnerCommands(run.stdout).filter(c => c.name === 'error' && c.effect === 'run')

let service: HostileService | undefined
let gh: FakeGitHub | undefined
afterEach(async () => {
  await service?.close()
  await gh?.close()
  service = gh = undefined
})

describe('no text from outside becomes a workflow command', () => {
  it('service error bodies logged by the retry line cannot stop commands or forge any', async () => {
    // Each 503 is followed by a good answer, so the retry budget (6 per poll) is never spent.
    const busy = PAYLOADS.flatMap(payload => [
      () => ({ status: 503, body: { error: payload }, headers: { 'retry-after': '0' } }),
      undefined
    ])
    service = await startHostileService({
      errors: { get: busy },
      job: (_key, call) => ({ id: 'job-1', status: call > 2 * PAYLOADS.length ? 'failed' : 'active' })
    })
    const run = await runAction(hostileInputs(service, { prompt: 'x' }))
    expect(service.calls.get).toBeGreaterThan(2 * PAYLOADS.length)
    expect(run.stdout).toContain('upstream busy')
    expect(run.code).toBe(1)
    expect(foreign(run)).toStrictEqual([])
    // The action's own failure is still read as an error annotation: nothing switched commands off.
    expect(errors(run).map(c => c.data)).toEqual([expect.stringContaining('failed on the service')])
  })

  it('job fields (id, model, repository, ref, dates, pr link) cannot forge a command in any line', async () => {
    const evil = PAYLOADS.join(' ')
    service = await startHostileService({
      job: (_key, call) => ({
        // An id is one URL path segment (service/job-id.ts): the payloads without their white space and controls.
        id: `job-1${evil.replace(/[\s\p{Cc}]+/gu, '')}`,
        status: call >= 2 ? 'completed' : 'active',
        model: evil,
        source: { repository: `https://github.com/acme/docs ${evil}`, ref: evil },
        createdAt: evil,
        archivedAt: evil,
        prLink: 'https://github.com/acme/docs/pull/12##[error]PWNED'
      })
    })
    const run = await runAction(hostileInputs(service, { prompt: 'x' }))
    expect(service.calls.create).toBe(1)
    expect(foreign(run)).toStrictEqual([])
    expect(errors(run)).toStrictEqual([])
  })

  it('a job id with white space or controls is refused as a protocol error whose one line forges nothing', async () => {
    service = await startHostileService({ job: () => ({ id: `job-1 ${PAYLOADS.join(' ')}`, status: 'active' }) })
    const run = await runAction(hostileInputs(service, { prompt: 'x' }))
    expect(service.calls.create).toBe(1)
    expect(run.code).toBe(1)
    expect(foreign(run)).toStrictEqual([])
    expect(errors(run).map(c => c.data)).toEqual([
      expect.stringMatching(
        /^Create job: the service created a job \(HTTP 201\), but its answer could not be read: id is ".*", not a job id \(one URL path segment\)/
      )
    ])
  })

  it('headers of a GitHub answer that Octokit logs (a deprecated endpoint) cannot forge a command', async () => {
    gh = await startFakeGitHub()
    gh.inject('listComments', {
      kind: 'status',
      status: 200,
      body: [],
      headers: {
        deprecation: 'true',
        sunset: 'soon ##[error]PWNED sunset',
        link: '<https://docs.github.com/##[warning]PWNED>; rel="deprecation"'
      }
    })
    service = await startHostileService()
    const run = await runAction(
      hostileInputs(service, { prompt: 'x', 'github-token': 'ghs_fake_token', 'issue-number': '5' }),
      {
        env: { GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` }
      }
    )
    expect(gh.requests.filter(r => r.route === 'listComments').length).toBeGreaterThan(0)
    expect(run.stdout + run.stderr).toContain('is deprecated')
    expect(foreign(run)).toStrictEqual([])
    expect(errors(run)).toStrictEqual([])
  })

  it('GitHub error messages and page paths cannot forge a command', async () => {
    const evil = PAYLOADS.join(' ')
    gh = await startFakeGitHub()
    gh.inject('createComment', { kind: 'status', status: 403, body: { message: `Forbidden ${evil}` } }, 3)
    service = await startHostileService({
      visitors: () => ({
        totals: { human: 3, ai: 1, total: 4 },
        visitors: PAYLOADS.map((p, i) => ({ path: `/p${i}${p}`, human: 1, ai: 0, total: 1 })),
        hasMore: false
      })
    })
    const run = await runAction(hostileInputs(service, { ...WEEKLY_REPORT }), {
      action: 'report',
      env: { GITHUB_EVENT_NAME: 'schedule', GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` }
    })
    expect(service.calls.visitors).toBeGreaterThan(0)
    expect(run.stdout + run.stderr).toContain('Forbidden')
    expect(foreign(run)).toStrictEqual([])
  })

  it.each([
    ['a create refused with 400', { create: [() => ({ status: 400, body: { error: PAYLOADS.join(' ') } })] }],
    [
      'a poll whose six attempts all failed',
      {
        get: Array.from({ length: 6 }, () => () => ({
          status: 503,
          body: PAYLOADS.join(' '),
          headers: { 'retry-after': '0' }
        }))
      }
    ]
  ])('the step’s own error line, quoting %s, is exactly one error and forges nothing', async (_name, errorsOf) => {
    service = await startHostileService({ errors: errorsOf })
    const run = await runAction(hostileInputs(service, { prompt: 'x' }))
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('PWNED')
    expect(foreign(run)).toStrictEqual([])
    expect(errors(run).map(c => c.data)).toEqual([expect.stringContaining('upstream busy')])
  })

  it('a custom repository role named with commands, quoted by a refusal, forges none', async () => {
    gh = await startFakeGitHub({ customRoles: { viewer: { name: PAYLOADS.join(' '), base: 'read' } } })
    service = await startHostileService()
    const run = await runAction(
      hostileInputs(service, { 'github-token': 'ghs_fake_token', 'reply-on-refusal': 'true' }),
      {
        event: {
          action: 'labeled',
          issue: {
            number: 7,
            title: 'Document it',
            body: 'Please.',
            html_url: 'https://github.com/acme/docs-site/issues/7'
          },
          label: { name: 'docs' },
          sender: { login: 'viewer', type: 'User' },
          repository: { name: 'docs-site', owner: { login: 'acme' } }
        },
        env: { GITHUB_EVENT_NAME: 'issues', GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` }
      }
    )
    expect(run.outputs.skipped).toBe('true')
    expect(run.stdout).toContain('upstream busy')
    expect(foreign(run)).toStrictEqual([])
    expect(errors(run)).toStrictEqual([])
  })
})
