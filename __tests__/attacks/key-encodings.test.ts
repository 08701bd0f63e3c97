// Attack: a service and a GitHub that echo the API key and the GitHub token back in every encoding the action promises
// to scrub (__fixtures__/key-encodings.ts) — in a 2xx job's fields, in error bodies the retry lines log, in GitHub's
// error messages — try to get either into the log, an output, the summary or the status comment.
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import {
  HOSTILE_KEY,
  hostileInputs,
  startHostileService,
  type HostileService
} from '../../__fixtures__/hostile-service.js'
import { keyEncodings } from '../../__fixtures__/key-encodings.js'
import { findKey } from '../../__fixtures__/key-oracle.js'
import { runAction, type ActionRun } from '../../script/local-runner.js'

const TOKEN = 'ghs_fake_token_0123456789'
let service: HostileService | undefined
let gh: FakeGitHub | undefined
afterEach(async () => {
  await service?.close()
  await gh?.close()
  service = gh = undefined
})

/** Every form of both secrets, each a word of its own and each inside a word. */
const echoed = (key: string): string =>
  [...keyEncodings(key), ...keyEncodings(TOKEN)].map(([how, form]) => `${how}: ${form} x${form}y`).join(' ; ')

/** Where either secret shows, and how: `{}` when neither shows anywhere. */
function leaks(run: ActionRun): Record<string, string> {
  const sinks: Record<string, string> = {
    // `::add-mask::<secret>` tells the runner what to mask: the runner consumes it.
    stdout: run.stdout.replace(/^::add-mask::.*$/gm, ''),
    stderr: run.stderr,
    outputs: JSON.stringify(run.outputs),
    summary: run.summary,
    comments: (gh?.comments ?? []).map(c => c.body).join('\n')
  }
  const found: Record<string, string> = {}
  for (const [sink, text] of Object.entries(sinks)) {
    for (const secret of [HOSTILE_KEY, TOKEN]) {
      const how = findKey(text, secret)
      if (how) found[`${sink} (${secret === TOKEN ? 'token' : 'key'})`] = how
    }
  }
  return found
}

it('the oracle finds each form of the fixture (else the test below would prove nothing)', () => {
  for (const [how, form] of keyEncodings(HOSTILE_KEY))
    expect([how, findKey(`a ${form} b`, HOSTILE_KEY)]).not.toEqual([how, undefined])
})

it('neither secret leaves, in any encoding, from job fields, error bodies or GitHub errors', async () => {
  gh = await startFakeGitHub({ tokens: { [TOKEN]: 'github-actions[bot]' } })
  gh.inject('createIssueReaction', { kind: 'status', status: 422, body: { message: `Invalid ${echoed(HOSTILE_KEY)}` } })
  const busy = (key: string) => ({
    status: 503,
    body: { error: `busy ${echoed(key)}` },
    headers: { 'retry-after': '0' }
  })
  service = await startHostileService({
    errors: { get: [busy, undefined, busy] },
    job: (key, call) => ({
      id: 'job-1',
      status: call >= 4 ? 'completed' : 'active',
      model: echoed(key),
      source: { repository: `https://github.com/acme/${echoed(key)}`, ref: echoed(key) },
      createdAt: echoed(key),
      prLink: 'https://github.com/acme/docs/pull/3'
    })
  })
  const run = await runAction(hostileInputs(service, { prompt: 'x', 'github-token': TOKEN, 'issue-number': '5' }), {
    env: { GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` }
  })
  expect(service.calls.get).toBe(4)
  expect(run.code).toBe(0)
  expect(run.stdout).toContain('busy as is: ***')
  expect(run.stdout).toContain('Invalid as is: ***')
  expect(run.outputs.model).toMatch(/^as is: \*\*\* x\*\*\*y/)
  expect(gh.commentsOn(5)).toHaveLength(1)
  expect(leaks(run)).toEqual({})
})
