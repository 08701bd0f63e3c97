import { readFileSync } from 'node:fs'
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

  it('holds the report’s registry (the settings read the sections’ needs) but no section’s code', () => {
    const sources = (JSON.parse(readFileSync('dist/index.js.map', 'utf8')) as { sources: string[] }).sources
    const report = sources
      .filter(source => source.includes('src/report/'))
      .map(source => source.replace(/^.*src\//, ''))
    expect(report).toContain('report/registry.ts')
    expect(report.filter(file => /sections\/|visitors\/(section|export|run)\.ts|step\.ts/.test(file))).toStrictEqual([])
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
