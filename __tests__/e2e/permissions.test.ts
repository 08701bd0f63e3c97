// A workflow whose token lacks a permission: the run ends green, and one visible warning per missing permission,
// in the log and in the job summary, names the line to add, however many calls GitHub refused for it.
import { runnerCommands } from '../../__fixtures__/runner-commands.js'
import { startWorld, closeWorld, type World } from '../../__fixtures__/world.js'
import type { TokenPermissions } from '../../__fixtures__/fake-github-token.js'
import { scheduledReport } from '../../__fixtures__/report-run.js'
import { simInputs } from '../../__fixtures__/sim-inputs.js'
import { runAction } from '../../script/local-runner.js'

let world: World
afterEach(() => closeWorld(world))

const issue = { number: 7, title: 'Document --dry-run', body: 'The CLI has a new flag.' }
const labeled = {
  action: 'labeled',
  issue,
  label: { name: 'docs' },
  sender: { login: 'writer', type: 'User' },
  repository: { name: 'docs-site', owner: { login: 'acme' } }
}

async function runWith(tokenPermissions: TokenPermissions, inputs: Record<string, string> = {}) {
  world = await startWorld(
    { job: { durationMs: 200 } },
    { permissions: { writer: 'write' }, issues: { 7: issue }, tokenPermissions }
  )
  const { sim, gh } = world
  return runAction(simInputs(sim, { 'github-token': 'ghs_fake_token', ...inputs }), {
    event: labeled,
    env: { GITHUB_EVENT_NAME: 'issues', GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` }
  })
}

const warnings = (stdout: string) => runnerCommands(stdout).filter(c => c.name === 'warning')
const refusedWrites = () => world.gh.requests.filter(r => r.status === 403)

it('a token that may only read: the run is green, with exactly one warning naming issues: write', async () => {
  const result = await runWith({ contents: 'read', issues: 'read', 'pull-requests': 'read' })
  expect(result.code).toBe(0)
  expect(result.outputs).toMatchObject({ status: 'completed', 'pr-link': expect.stringMatching(/^https:/) })
  // The reaction, the claim, the label … each refused: one warning all the same.
  expect(refusedWrites().length).toBeGreaterThan(1)
  expect(warnings(result.stdout).map(c => c.data)).toEqual([
    expect.stringMatching(
      /^The workflow's token lacks a permission: GitHub refused POST \/repos\/\{owner\}\/\{repo\}\/issues\/.* \(403\)\. Add "issues: write" to the job's "permissions:" \(or "pull-requests: write"\)\./
    )
  ])
  expect(world.gh.comments).toHaveLength(0)
  // The summary says it once, with the job's result after it.
  expect(result.summary.match(/The workflow's token lacks a permission/g)).toHaveLength(1)
  expect(result.summary).toContain("Add `issues: write` to the job's `permissions:` (or `pull-requests: write`).")
  expect(result.summary).toContain('Pull request opened')
})

it('a token with no permissions at all: reading the thread is refused too, and each missing permission is one warning', async () => {
  const result = await runWith({ contents: 'read' })
  expect(result.code).toBe(0)
  expect(result.outputs.status).toBe('completed')
  const lines = warnings(result.stdout).map(c => c.data)
  expect(lines).toEqual([
    expect.stringMatching(
      /lacks a permission: GitHub refused GET .* Add "issues: read" .* \(or "pull-requests: read"\)/
    ),
    expect.stringMatching(
      /lacks a permission: GitHub refused POST .* Add "issues: write" .* \(or "pull-requests: write"\)/
    )
  ])
  expect(result.summary.match(/The workflow's token lacks a permission/g)).toHaveLength(2)
})

it('a token that may write issues: no warning, the status comment is there', async () => {
  const result = await runWith({ contents: 'read', issues: 'write' })
  expect(result.code).toBe(0)
  expect(warnings(result.stdout)).toEqual([])
  expect(refusedWrites()).toEqual([])
  expect(world.gh.commentsOn(7)).toHaveLength(1)
  expect(result.summary).not.toContain('lacks a permission')
})

it('a weekly report to an issue with a read-only token: green, the report in the summary, one warning', async () => {
  world = await startWorld({}, { tokenPermissions: { contents: 'read', issues: 'read' } })
  const result = await scheduledReport(world.sim, world.gh, { report: 'searches' }, true)
  expect(result.code).toBe(0)
  expect(world.gh.comments).toHaveLength(0)
  expect(warnings(result.stdout).map(c => c.data)).toEqual([
    expect.stringContaining(
      'GitHub refused POST /repos/{owner}/{repo}/issues/{issue_number}/comments (403). Add "issues: write"'
    )
  ])
  expect(result.summary).toContain("⚠️ **The workflow's token lacks a permission.**")
  expect(result.summary).toMatch(/### Searches/)
})
