import { readdirSync, readFileSync } from 'node:fs'
import { bundleState } from '../../script/bundle-digest.js'
import { bundledPackages } from '../../script/licenses.js'

// patches/@actions+core+*.patch marks @actions/core side-effect free (actions/toolkit#1436), so webpack leaves out
// its OIDC client (@actions/http-client → undici) and platform helpers (@actions/exec), which the action never
// calls: about 480 kB less to load before the first request (docs/performance.md, finding 1).
describe('the bundle’s start path (dist/index.js)', () => {
  const packagesOf = (file: string): string[] =>
    bundledPackages((JSON.parse(readFileSync(`dist/${file}`, 'utf8')) as { sources: string[] }).sources)

  it('contains the toolkit it uses but not undici, @actions/http-client or @actions/exec', () => {
    const start = packagesOf('index.js.map')
    expect(start).toEqual(expect.arrayContaining(['@actions/core', 'ofetch']))
    expect(start).not.toContain('undici')
    expect(start).not.toContain('@actions/http-client')
    expect(start).not.toContain('@actions/exec')
    expect(start).not.toContain('@actions/github')
  })

  /** The src/report/ modules a bundle file was built from. */
  const reportIn = (map: string): string[] =>
    (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources
      .filter(source => source.includes('src/report/'))
      .map(source => source.replace(/^.*src\//, ''))

  it('holds none of the report: the agent action does not read its settings, and the v1 path is a chunk', () => {
    expect(reportIn('dist/index.js.map')).toStrictEqual([])
  })

  it('the sweep’s bundle holds none of the report at all; the report’s start path its settings and registry only', () => {
    const sweep = readdirSync('dist/sweep').filter(file => file.endsWith('.js.map'))
    expect(sweep.length).toBeGreaterThan(0)
    expect(sweep.flatMap(file => reportIn(`dist/sweep/${file}`))).toStrictEqual([])
    const report = reportIn('dist/report/index.js.map')
    expect(report).toEqual(expect.arrayContaining(['report/registry.ts', 'report/settings.ts']))
    expect(report.filter(file => /sections\/|visitors\/(section|export|run)\.ts|step\.ts/.test(file))).toStrictEqual([])
  })

  it('the fleet’s bundle is its plan alone: one file, none of the report’s sections, registry or step', () => {
    expect(readdirSync('dist/fleet').sort()).toStrictEqual(['index.js', 'index.js.map', 'package.json'])
    const fleet = reportIn('dist/fleet/index.js.map')
    expect(fleet).toEqual(
      expect.arrayContaining(['report/fleet/plan.ts', 'report/fleet/settings.ts', 'report/needs.ts'])
    )
    expect(
      fleet.filter(file => /registry|sections\/|visitors\/(?!settings|range)|step\.ts|render/.test(file))
    ).toStrictEqual([])
    expect(packagesOf('fleet/index.js.map')).toStrictEqual(['@actions/core'])
  })

  it('keeps @actions/core’s patch applied in node_modules', () => {
    const manifest = JSON.parse(readFileSync('node_modules/@actions/core/package.json', 'utf8')) as {
      sideEffects?: unknown
    }
    expect(manifest.sideEffects).toBe(false)
  })
})

// Needs dist/ built from today's sources, so it runs with the bundle tests (npm run test:e2e), not in test:unit.
describe('the committed dist/', () => {
  it('the committed dist/ is current for the committed sources (else .ci/run fails too)', () => {
    expect(bundleState()).toBe('current')
  })
})
