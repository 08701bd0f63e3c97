// A job that completes without a pull request, through the bundle (issue 38 §2): the service's agent commits straight
// to the deployment branch where the service hosts it, so "no files changed" is said only when the run checked that no
// commit reached the job's branch since it started; otherwise the comment, the summary and the outputs say what it
// found, or both readings when the docs repository cannot be read. The agent's commits land while the job runs: the
// fake GitHub takes them just before the listing is asked (a `before` fault), on the one clock the tests share.
import { changeWorldOfEachTest } from '../../__fixtures__/change-world-of-each-test.js'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { runAction } from '../../script/local-runner.js'

const TOKEN = 'ghs_fake_token'
const DOCS = 'https://github.com/acme/docs'
/** The job works on the deployment branch and opens no pull request, as where the service hosts the deployment. */
const DIRECT = { durationMs: 200, prLink: null, branch: 'main' } as const

describe('a labelled issue whose job completes without a pull request', () => {
  let sim: Simulator
  let gh: FakeGitHub
  beforeEach(async () => {
    sim = await startSimulator({ job: DIRECT })
    gh = await startFakeGitHub({
      permissions: { writer: 'write' },
      issues: { 7: { title: 'Document --dry-run', body: 'The CLI has a new flag.' } }
    })
  })
  afterEach(async () => {
    await sim.close()
    await gh.close()
  })

  const labeled = {
    action: 'labeled',
    issue: {
      number: 7,
      title: 'Document --dry-run',
      body: 'The CLI has a new flag.',
      html_url: 'https://github.com/acme/docs-site/issues/7',
      user: { login: 'writer' }
    },
    label: { name: 'docs' },
    sender: { login: 'writer', type: 'User' },
    repository: { name: 'docs-site', owner: { login: 'acme' } }
  }
  const run = () =>
    runAction(
      {
        'api-key': sim.apiKey,
        'project-id': sim.projectId,
        'api-url': sim.url,
        'poll-interval': '50ms',
        'github-token': TOKEN
      },
      { event: labeled, env: { GITHUB_EVENT_NAME: 'issues', GITHUB_API_URL: gh.url } }
    )
  /** The docs repository, with a commit on main from before any job. */
  const docsRepository = (): void => {
    gh.addRepository('acme/docs')
    gh.pushFiles('main', { 'index.mdx': 'old' }, 'before', { repository: 'acme/docs', date: '2026-11-01T00:00:00Z' })
  }
  const comment = () => gh.commentsOn(7)[0]?.body ?? ''

  it('commits reached its branch since it started: comment, summary and outputs say committed, never "no files changed"', async () => {
    docsRepository()
    let agent = ''
    const commit = () => (agent = gh.pushFiles('main', { 'cli.mdx': '--dry-run' }, 'docs', { repository: 'acme/docs' }))
    gh.inject('listCommits', { kind: 'before', run: commit })
    const result = await run()
    expect(result.code).toBe(0)
    expect(agent).toMatch(/^[0-9a-f]{40}$/)
    const link = `[${agent.slice(0, 7)}](${DOCS}/commit/${agent})`
    expect(comment()).toContain('✅ **Committed directly.**')
    expect(comment()).toContain(`the agent committed to \`main\` of [\`${DOCS}\`](${DOCS}) directly.`)
    expect(comment()).toContain(`1 commit reached it since the job started: ${link} (every commit on that branch`)
    expect(result.summary).toContain('Docs agent: Committed directly')
    expect(result.summary).toContain(`| Commits on its branch since it started | 1 commit: ${link} |`)
    expect(result.outputs).toMatchObject({ 'pr-link': '', published: 'direct-commit', status: 'completed' })
    for (const said of [comment(), result.summary, result.stdout]) expect(said).not.toMatch(/no files changed/i)
    // One listing, of the job's branch since it started, in the job's repository.
    const asked = gh.requests.filter(r => r.route === 'listCommits')
    expect(asked.map(r => [r.path, r.query.sha])).toEqual([['/repos/acme/docs/commits', 'main']])
    expect(gh.reactions.map(r => r.content).sort()).toEqual(['eyes', 'rocket'])
  })

  it('none did: "no files changed", said as checked', async () => {
    docsRepository()
    const result = await run()
    expect(result.code).toBe(0)
    expect(comment()).toContain(
      `ℹ️ **No files changed.** Job \`${result.outputs['job-id']}\` completed without opening a pull request, and no commit reached \`main\` of [\`${DOCS}\`](${DOCS}) since it started`
    )
    expect(result.stdout).toMatch(/^::notice title=No files changed::.*\(checked: no commit reached main of/m)
    expect(result.summary).toContain('| Commits on its branch since it started | none (checked) |')
    expect(result.outputs).toMatchObject({ 'pr-link': '', published: 'nothing' })
  })

  it('the docs repository unreadable (404): what is known and both readings, never "no files changed"', async () => {
    const result = await run()
    expect(result.code).toBe(0)
    expect(comment()).toContain(
      `ℹ️ **No pull request.** Job \`${result.outputs['job-id']}\` completed without one: either nothing changed, or the agent committed straight to \`main\` of [\`${DOCS}\`](${DOCS}); this run could not read that repository to tell (GitHub answered 404`
    )
    expect(result.summary).toMatch(/either nothing changed, or the agent committed straight to main of/)
    expect(result.outputs).toMatchObject({ 'pr-link': '', published: 'unknown' })
    for (const said of [comment(), result.summary, result.stdout]) expect(said).not.toMatch(/no files changed/i)
  })
})

describe('a merged code pull request whose docs job committed straight to the docs branch', () => {
  // Code and docs in one repository (acme/docs), as the change world has them.
  const { world, merged, run, ours } = changeWorldOfEachTest({ job: DIRECT })

  it('is never told "No docs change needed": the comment, change-result and published say the docs were committed', async () => {
    const { gh } = world()
    gh.pushFiles('main', { 'index.mdx': 'old' }, 'before', { date: '2026-11-01T00:00:00Z' })
    let agent = ''
    gh.inject('listCommits', { kind: 'before', run: () => (agent = gh.pushFiles('main', { 'cli.mdx': 'x' }, 'docs')) })
    const result = await run(merged())
    expect(result.code).toBe(0)
    const body = ours(101)[0]?.body ?? ''
    expect(body).toContain('✅ **Docs committed directly.**')
    expect(body).toContain(`[${agent.slice(0, 7)}](${DOCS}/commit/${agent})`)
    expect(body).not.toContain('No docs change needed')
    expect(result.outputs).toMatchObject({
      'change-result': 'docs-committed',
      published: 'direct-commit',
      'pr-link': ''
    })
    expect(result.summary).toContain('This change: docs-committed.')
    expect(gh.requests.filter(r => r.route === 'listCommits')).toHaveLength(1)
  })
})
