// Class 6 of issue 11, through the bundle: what the service (or GitHub) answers is checked before the action acts on it.
// A hostile service sets a pr-link that is shell code, answers about another job, or answers a POST unreadably.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse } from 'yaml'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { json, startHostileServer, type HostileHandler, type HostileServer } from '../../__fixtures__/hostile-server.js'
import { runnerCommands } from '../../__fixtures__/runner-commands.js'
import { yamlBlocks } from '../../__fixtures__/workflow-yaml.js'
import { simInputs } from '../../__fixtures__/sim-inputs.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { runAction, type ActionName } from '../../script/local-runner.js'

let sim: Simulator | undefined
let gh: FakeGitHub | undefined
let hostile: HostileServer | undefined
afterEach(async () => {
  await sim?.close()
  await gh?.close()
  await hostile?.close()
  sim = gh = hostile = undefined
})

const KEY = 'mint_hostile_test_key'
const ghEnv = (fake: FakeGitHub) => ({ GITHUB_API_URL: fake.url, GITHUB_GRAPHQL_URL: `${fake.url}/graphql` })

async function againstHostile(handler: HostileHandler, inputs: Record<string, string>, action: ActionName = 'agent') {
  hostile = await startHostileServer(handler)
  return runAction(
    { 'api-key': KEY, 'project-id': 'proj', 'api-url': hostile.url, 'poll-interval': '50ms', ...inputs },
    { action }
  )
}

type Step = { run?: string; env?: Record<string, string> }

/** Runs the `run:` steps of a workflow as the runner would: expressions substituted into the script, then bash -e. */
function runSteps(workflowText: string, outputs: Record<string, string>, cwd: string): void {
  const substitute = (text: string): string =>
    text.replace(/\$\{\{\s*([^}]*?)\s*\}\}/g, (_m, expr: string) => {
      const output = /^steps\.[\w-]+\.outputs\.([\w-]+)$/.exec(expr)
      return output ? (outputs[output[1] ?? ''] ?? '') : ''
    })
  const doc = parse(workflowText) as { jobs?: Record<string, { steps?: Step[] }> } | Step[]
  const steps = Array.isArray(doc) ? doc : Object.values(doc.jobs ?? {}).flatMap(job => job.steps ?? [])
  for (const step of steps) {
    if (!step.run) continue
    const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, substitute(String(v))]))
    const script = substitute(step.run)
    spawnSync('bash', ['--noprofile', '--norc', '-e', '-o', 'pipefail', '-c', script], {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: 'ignore'
    })
  }
}

/** The workflows users copy that read the agent's outputs: the README quick start and the examples. */
const copiedWorkflows = (): [string, string][] => [
  ...yamlBlocks(readFileSync('README.md', 'utf8'))
    .filter(block => block.includes('steps.docs.outputs'))
    .map((block, i): [string, string] => [`README block ${i + 1}`, block]),
  ...['examples/asked-on-label.yml', 'examples/asked-in-actions-tab.yml'].map((f): [string, string] => [
    f,
    readFileSync(f, 'utf8')
  ])
]

describe('a pr-link that is shell code', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pr-link-attack-'))
  const marker = path.join(dir, 'pwned')
  const evil = `https://github.com/acme/docs/pull/12$(touch ${marker})`

  it('never reaches an output, the job JSON, the summary or the comment; one warning names it, escaped', async () => {
    sim = await startSimulator({ job: { durationMs: 100, prLink: evil } })
    gh = await startFakeGitHub()
    const run = await runAction(
      simInputs(sim, { prompt: 'x', 'github-token': 'ghs_fake_token', 'issue-number': '5' }),
      {
        env: ghEnv(gh)
      }
    )
    expect(run.outputs['pr-link']).toBe('')
    expect(JSON.parse(run.outputs.job ?? '{}')).toMatchObject({ status: 'completed', prLink: null })
    const comment = gh.commentsOn(5)[0]?.body ?? ''
    for (const sink of [run.summary, comment, JSON.stringify(run.outputs)]) expect(sink).not.toContain('$(touch')
    const warnings = runnerCommands(run.stdout).filter(c => c.name === 'warning')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]?.data).toContain(`"https://github.com/acme/docs/pull/12$(touch ${marker})" was refused`)
    for (const [, workflow] of copiedWorkflows()) runSteps(workflow, run.outputs, dir)
    expect(existsSync(marker)).toBe(false)
  })

  it.each(copiedWorkflows())('%s does not run it even when an output holds it', (_name, workflow) => {
    runSteps(workflow, { 'pr-link': evil, 'job-id': evil, status: evil }, dir)
    expect(existsSync(marker)).toBe(false)
  })

  it('a GitLab merge request link is passed on unchanged', async () => {
    const link = 'https://gitlab.acme.dev/docs/site/-/merge_requests/41'
    sim = await startSimulator({ job: { durationMs: 100, prLink: link } })
    const run = await runAction(simInputs(sim, { prompt: 'x' }))
    expect(run.code).toBe(0)
    expect(run.outputs['pr-link']).toBe(link)
    expect(run.stdout).not.toContain('::warning::')
  })
})

describe('an answer about another job', () => {
  const other = { id: 'B', status: 'completed', prLink: 'https://github.com/acme/docs/pull/666' }

  it('GET job/A answered with job B fails as a protocol error; B is not reported as A', async () => {
    const run = await againstHostile((_req, res) => json(res, 200, other), { 'job-id': 'A' })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(
      '::error::Get job answered with an unexpected body: it is job "B", not job A (a protocol error).'
    )
    expect(run.outputs['pr-link'] ?? '').toBe('')
    expect(run.outputs['job-id'] ?? '').not.toBe('B')
    expect(hostile?.requests).toHaveLength(1)
  })

  it('a message to A answered with job B fails, says the message was accepted, and polls nothing', async () => {
    const run = await againstHostile((_req, res) => json(res, 200, other), { 'job-id': 'A', prompt: 'more' })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(
      /::error::Send message: the service accepted the message to job A \(HTTP 200\), but its answer could not be read: it is job "B", not job A \(a protocol error\)\. To pick it up, dispatch the workflow with job-id: A and no prompt/
    )
    expect(run.outputs['pr-link'] ?? '').toBe('')
    expect(hostile?.requests.map(r => r.method)).toEqual(['POST'])
  })
})

describe('a success answer to a POST that cannot be read', () => {
  it.each([
    ['truncated JSON', '{"id":"job-1","status":"act'],
    ['no id', '{"status":"active"}'],
    // A dot segment would move the poll to GET /v2/agent/{project}/ (…/job/.. resolves there whatever its encoding).
    ['the id ..', '{"id":"..","status":"active"}'],
    ['the id .', '{"id":".","status":"active"}']
  ])('201 with %s: the job was created, do not re-run, find it and dispatch with job-id', async (_name, body) => {
    const run = await againstHostile((_req, res) => json(res, 201, body), { prompt: 'x' })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(
      /::error::Create job: the service created a job \(HTTP 201\), but its answer could not be read: .*Find its id in the dashboard and dispatch the workflow with job-id: <that id> to pick it up \(re-running this run would start a second job\)/
    )
    expect(run.stdout).not.toMatch(/may have reached the service/)
    expect(hostile?.requests).toHaveLength(1)
  })

  it('200 to a follow-up message: the message was accepted', async () => {
    const run = await againstHostile((_req, res) => json(res, 200, '<html>ok</html>'), { 'job-id': 'A', prompt: 'y' })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error::Send message: the service accepted the message to job A \(HTTP 200\)/)
    expect(run.stdout).toMatch(/dispatch the workflow with job-id: A and no prompt/)
    expect(hostile?.requests).toHaveLength(1)
  })
})

describe('a malformed analytics body names the field and the value', () => {
  it.each([
    [
      { totals: { human: 1, ai: 1, total: -11 }, visitors: [], hasMore: false },
      'totals.total is -11, not a count (a whole number from 0 to 2^53 − 1)'
    ],
    [{ totals: { human: 1, ai: 1, total: 2 }, visitors: [], hasMore: 'yes' }, 'hasMore is "yes", not true or false'],
    [
      {
        totals: { human: 1, ai: 1, total: 2 },
        visitors: [0, 1, 2].map(i => ({ path: `/${i}`, human: 1, ai: 0, total: 1 })).concat([{ human: 1 } as never]),
        hasMore: false
      },
      'visitors[3].path is missing, not a string'
    ]
  ])('%j → %s', async (body, what) => {
    const run = await againstHostile(
      (_req, res) => json(res, 200, body),
      { report: 'visitors', 'date-from': '2026-11-01', 'date-to': '2026-11-08' },
      'report'
    )
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(`Get visitors answered with an unexpected body: ${what}.`)
  })
})

describe('a collaborator with a custom repository role', () => {
  const event = (login: string) => ({
    action: 'labeled',
    issue: { number: 7, title: 'Document it', body: 'Please.', html_url: 'https://github.com/acme/docs-site/issues/7' },
    label: { name: 'docs' },
    sender: { login, type: 'User' },
    repository: { name: 'docs-site', owner: { login: 'acme' } }
  })
  const labeled = async (login: string, inputs: Record<string, string> = {}) => {
    sim = await startSimulator({ job: { durationMs: 100 } })
    gh = await startFakeGitHub({
      customRoles: { editor: { name: 'docs-editor', base: 'write' }, viewer: { name: 'docs-viewer', base: 'read' } }
    })
    return runAction(simInputs(sim, { 'github-token': 'ghs_fake_token', ...inputs }), {
      event: event(login),
      env: { GITHUB_EVENT_NAME: 'issues', ...ghEnv(gh) }
    })
  }

  it('is judged by the base permission: docs-editor (base write) may run the agent', async () => {
    const run = await labeled('editor')
    expect(run.code).toBe(0)
    expect(run.outputs.skipped).toBe('false')
    expect(sim?.jobs.size).toBe(1)
  })

  it('a refusal names the custom role and its base permission, in the log and (asked for) on the thread', async () => {
    const run = await labeled('viewer', { 'reply-on-refusal': 'true' })
    expect(run.outputs.skipped).toBe('true')
    expect(sim?.jobs.size).toBe(0)
    expect(run.stdout).toContain('@viewer has the custom role docs-viewer (base permission read)')
    expect(gh?.commentsOn(7)[0]?.body).toContain(
      '@viewer has the custom role docs-viewer (base permission read); running the docs agent needs write or more.'
    )
  })

  it('min-permission: maintain still tells a custom role on write apart from maintain', async () => {
    const run = await labeled('editor', { 'min-permission': 'maintain' })
    expect(run.outputs.skipped).toBe('true')
    expect(run.stdout).toContain('@editor has the custom role docs-editor (base permission write)')
  })
})
