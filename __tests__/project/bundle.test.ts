import { readdirSync, readFileSync } from 'node:fs'
import { loadedBy } from '../../__fixtures__/loaded-files.js'
import { startFakeGitHub } from '../../__fixtures__/fake-github.js'
import { simInputs } from '../../__fixtures__/sim-inputs.js'
import { startSimulator } from '../../sim/server.js'
import { bundleState } from '../../script/bundle-digest.js'
import { contentsOf } from '../../script/bundle.js'

// One bundle holds the four actions (script/bundle.ts): each run loads dist/index.js, its action's story chunk and the
// chunks that story needs. These tests run each action's committed dist/ and read which files it loaded.
// patches/@actions+core+*.patch marks @actions/core side-effect free (actions/toolkit#1436), so webpack leaves out
// its OIDC client (@actions/http-client → undici) and platform helpers (@actions/exec), which the action never
// calls: about 480 kB less to load before the first request (docs/performance.md, finding 1).
const NO_KEY = { 'api-key': '', 'project-id': '0123456789abcdef01234567' }
const reportSources = (sources: string[]) => sources.filter(file => file.startsWith('src/report/'))

describe('what a run of each action loads from dist/', () => {
  it('the agent, to its first request: the toolkit it uses, no HTTP library (Node’s fetch), none of the report', async () => {
    const { run, packages, sources } = await loadedBy(NO_KEY)
    expect(run.stdout).toMatch(/^::error::Input 'api-key'/m) // refused before any request, after its settings
    expect(packages).toContain('@actions/core')
    expect(sources).toContain('src/service/http.ts')
    for (const name of ['undici', '@actions/http-client', '@actions/exec', '@actions/github', 'node-fetch-native'])
      expect(packages).not.toContain(name)
    expect(sources).toContain('src/agent/story.ts')
    expect(reportSources(sources)).toStrictEqual([])
  })

  it('the sweep, a whole run against GitHub: none of the report at all', async () => {
    const [sim, gh] = await Promise.all([startSimulator(), startFakeGitHub()])
    try {
      const { run, sources } = await loadedBy(simInputs(sim, { 'github-token': 'ghs_fake_token' }), {
        action: 'sweep',
        env: { GITHUB_EVENT_NAME: 'schedule', GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql` }
      })
      expect(run.code).toBe(0)
      expect(gh.requests.length).toBeGreaterThan(0) // it listed the labelled threads
      expect(sources).toContain('src/sweep/story.ts')
      expect(reportSources(sources)).toStrictEqual([])
    } finally {
      await Promise.all([sim.close(), gh.close()])
    }
  })

  it('the report, to its first request: its settings and the sections’ needs, not its registry, sections or step', async () => {
    const { run, sources } = await loadedBy(NO_KEY, { action: 'report' })
    expect(run.stdout).toMatch(/^::error::Input 'api-key'/m)
    const report = reportSources(sources)
    expect(report).toEqual(expect.arrayContaining(['src/report/needs.ts', 'src/report/settings.ts']))
    expect(
      report.filter(file => /registry|sections\/|visitors\/(section|export|run)\.ts|step\.ts/.test(file))
    ).toStrictEqual([])
  })

  it('the fleet, a whole plan: its plan alone, none of the report’s sections, registry or step, and no HTTP client', async () => {
    const { run, packages, sources } = await loadedBy(
      { projects: '0123456789abcdef01234567', 'requests-per-hour': '100' },
      { action: 'fleet', env: { GITHUB_EVENT_NAME: 'workflow_dispatch' } }
    )
    expect(run.code).toBe(0)
    expect(JSON.parse(run.outputs.matrix ?? '')).toHaveProperty('include')
    expect(Number(run.outputs.waves)).toBeGreaterThan(0)
    expect(sources).toEqual(
      expect.arrayContaining(['src/fleet/plan.ts', 'src/fleet/settings.ts', 'src/report/needs.ts'])
    )
    expect(
      reportSources(sources).filter(file =>
        /registry|sections\/|visitors\/(?!settings|range)|step\.ts|render/.test(file)
      )
    ).toStrictEqual([])
    expect(packages).not.toContain('@actions/github')
    expect(sources.filter(file => file.startsWith('src/service/'))).toStrictEqual([])
  })

  it('keeps @actions/core’s patch applied in node_modules', () => {
    const manifest = JSON.parse(readFileSync('node_modules/@actions/core/package.json', 'utf8')) as {
      sideEffects?: unknown
    }
    expect(manifest.sideEffects).toBe(false)
  })
})

describe('dist/ as committed', () => {
  it('is one copy of each chunk: the sub-actions’ folders hold only the file that names their action', () => {
    for (const action of ['sweep', 'report', 'fleet']) {
      expect(readdirSync(`dist/${action}`)).toStrictEqual(['index.js'])
      expect(readFileSync(`dist/${action}/index.js`, 'utf8')).toContain(`= "${action}"\nawait import("../index.js")`)
    }
    expect(readdirSync('dist').filter(file => file.endsWith('.map'))).toStrictEqual([])
  })

  it('reads package names and project sources from source-map paths, scoped and nested', () => {
    expect(
      contentsOf([
        'webpack://x/./node_modules/@actions/core/lib/core.js',
        'webpack://x/./node_modules/a/node_modules/b/index.js',
        'webpack://x/./src/agent/story.ts',
        'webpack://x/webpack/runtime/load script'
      ])
    ).toStrictEqual({ packages: ['@actions/core', 'b'], sources: ['src/agent/story.ts'] })
  })

  // Needs dist/ built from today's sources, so it runs with the bundle tests (npm run test:e2e), not in test:unit.
  it('is current for the committed sources (else .ci/run fails too)', () => {
    expect(bundleState()).toBe('current')
  })
})
