import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { runAction, type ActionName } from '../../script/local-runner.js'

let sim: Simulator
let gh: FakeGitHub
beforeAll(async () => {
  sim = await startSimulator()
  gh = await startFakeGitHub()
})
afterAll(async () => {
  await sim.close()
  await gh.close()
})

/** [what, inputs over a valid base, the input the error must name, the action run (the root's agent unless said)]. */
const BAD: [string, Record<string, string>, string, ActionName?][] = [
  ['empty api-key', { 'api-key': '' }, 'api-key'],
  ['whitespace api-key', { 'api-key': '   ' }, 'api-key'],
  ['assistant key', { 'api-key': 'mint_dsc_abc123' }, 'api-key'],
  ['index key', { 'api-key': 'mint_us_abc123' }, 'api-key'],
  // No header can carry these: before, the request failed as a "network error" after the run began.
  ['api-key with a character beyond ASCII', { 'api-key': 'mint_\u00e9\u{1F600}abcdef123456' }, 'api-key'],
  ['github-token with a character beyond ASCII', { 'github-token': 'ghs_\u00fcfake_token' }, 'github-token'],
  ['github-token with a space inside', { 'github-token': 'token ghs_fake' }, 'github-token'],
  ['empty project-id', { 'project-id': '' }, 'project-id'],
  ['project-id with a space', { 'project-id': 'my docs' }, 'project-id'],
  ['neither prompt nor job-id', { prompt: '' }, 'prompt'],
  ['whitespace prompt', { prompt: ' \t ' }, 'prompt'],
  ['poll-interval not a duration', { 'poll-interval': 'often' }, 'poll-interval'],
  ['poll-interval zero', { 'poll-interval': '0' }, 'poll-interval'],
  ['poll-interval too long', { 'poll-interval': '2h' }, 'poll-interval'],
  [
    'poll-interval below 1s against the service',
    { 'api-url': 'https://api.mintlify.com', 'poll-interval': '500ms' },
    'poll-interval'
  ],
  ['job-id that is a path', { 'job-id': 'acme/docs/42' }, 'job-id'],
  ['job-id that is a dashboard URL', { 'job-id': 'https://dashboard.mintlify.com/acme/agent/42' }, 'job-id'],
  ['timeout not a duration', { timeout: 'forever' }, 'timeout'],
  ['timeout above 6h', { timeout: '7h' }, 'timeout'],
  ['request-timeout too long', { 'request-timeout': '10m' }, 'request-timeout'],
  ['wait not a boolean', { wait: 'sometimes' }, 'wait'],
  ['fail-on-job-failure not a boolean', { 'fail-on-job-failure': 'maybe' }, 'fail-on-job-failure'],
  ['api-url not a URL', { 'api-url': 'not a url' }, 'api-url'],
  ['api-url http to a public host', { 'api-url': 'http://api.mintlify.com' }, 'api-url'],
  ['api-url with credentials', { 'api-url': 'https://user:pw@api.mintlify.com' }, 'api-url'],
  ['api-url with a query', { 'api-url': 'https://api.mintlify.com?x=1' }, 'api-url'],
  ['comment not a boolean', { comment: 'please' }, 'comment'],
  ['reply-on-refusal not a boolean', { 'reply-on-refusal': 'loudly' }, 'reply-on-refusal'],
  ['prompt with nothing a reader can see', { prompt: '\u200b<!-- hidden -->\u2066' }, 'prompt'],
  ['issue-number not a number', { 'issue-number': 'abc' }, 'issue-number'],
  ['issue-number zero', { 'issue-number': '0' }, 'issue-number'],
  ['trigger-phrase with a space', { 'trigger-phrase': '/docs please' }, 'trigger-phrase'],
  ['unknown permission level', { 'min-permission': 'owner' }, 'min-permission'],
  ['malformed date-from', { report: 'visitors', 'date-from': '2026-13-40' }, 'date-from', 'report'],
  ['malformed date-to', { report: 'visitors', 'date-to': 'next monday' }, 'date-to', 'report'],
  ['reversed range', { report: 'visitors', 'date-from': '2026-11-10', 'date-to': '2026-11-01' }, 'date-from', 'report'],
  ['empty range', { report: 'visitors', 'date-from': '2026-11-10', 'date-to': '2026-11-10' }, 'date-from', 'report'],
  [
    'range in the future',
    { report: 'visitors', 'date-from': '2099-01-01', 'date-to': '2099-01-08' },
    'date-from',
    'report'
  ],
  [
    'range over 366 days',
    { report: 'visitors', 'date-from': '2020-01-01', 'date-to': '2026-01-01' },
    'date-to',
    'report'
  ],
  ['max-pages zero', { report: 'visitors', 'max-pages': '0' }, 'max-pages', 'report'],
  ['max-pages not a number', { report: 'visitors', 'max-pages': 'all' }, 'max-pages', 'report'],
  ['compare not a boolean', { report: 'visitors', compare: 'yes please' }, 'compare', 'report'],
  ['top out of range', { report: 'visitors', top: '1000' }, 'top', 'report']
]

describe('bad input: one clear error naming the input, before any request', () => {
  it('covers at least 30 bad inputs', () => {
    expect(BAD.length).toBeGreaterThanOrEqual(30)
  })

  // Every row with its action: Jest hands a test with more parameters than its row's values a done callback.
  const rows = BAD.map(([what, over, name, action]) => [what, over, name, action ?? 'agent'] as const)
  it.each(rows)('%s', async (_what, over, name, action) => {
    const before = { sim: sim.requests.length, gh: gh.requests.length }
    const run = await runAction(
      {
        'api-key': sim.apiKey,
        'project-id': sim.projectId,
        'api-url': sim.url,
        prompt: 'Document the --dry-run flag',
        'github-token': 'ghs_fake_token',
        'issue-number': '3',
        ...over
      },
      { action, env: { GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` } }
    )
    expect(run.code).toBe(1)
    const errors = run.stdout.split('\n').filter(line => line.startsWith('::error::'))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain(`Input '${name}'`)
    expect(sim.requests.length).toBe(before.sim)
    expect(gh.requests.length).toBe(before.gh)
  })
})
