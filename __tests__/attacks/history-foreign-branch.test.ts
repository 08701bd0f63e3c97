// Attack on the docs-health history's ownership rule, through the bundles: a branch named in history-branch that
// exists without the history's marker (an index.json of `"format": "docs-health-index"` and a version) is never
// written, whatever files it has. A Pages branch whose static site has an index.json of its own stays as it was after
// a report run, a fix-gaps run, and a docs job for merged code recorded by the agent action (history-branch: main);
// each run says so in one warning naming history-branch, and its report, job and outputs stand.
import { changeWorldOfEachTest } from '../../__fixtures__/change-world-of-each-test.js'
import { reportComment, warnings, weeklyRun, historyWorldOfEachTest } from '../../__fixtures__/history-attack.js'
import type { FakeGitHub } from '../../__fixtures__/fake-github.js'

/** A static site as a Pages branch holds it: its own index.json (a search index), a README, pages and assets. */
const STATIC_SITE = {
  'index.json': `${JSON.stringify({
    pages: [
      { title: 'Home', url: '/' },
      { title: 'Install', url: '/install/' }
    ]
  })}\n`,
  'README.md': '# acme.github.io\n\nBuilt by the site generator.\n',
  'index.html': '<!doctype html><title>acme</title>\n',
  'assets/site.css': 'body { margin: 0 }\n',
  'assets/app.js': 'console.log("acme")\n'
}

/** The branch as it is: its commits and its files. */
const snapshot = (gh: FakeGitHub, branch: string) => ({ log: gh.branchLog(branch), files: gh.branchFiles(branch) })
const NOT_OURS = (branch: string) =>
  new RegExp(`^::warning::.*The branch ${branch} exists and is not a docs-health history .*history-branch`)

describe('the report with history-branch: gh-pages, a static site with an index.json of its own', () => {
  const world = historyWorldOfEachTest()
  let gh: FakeGitHub
  beforeEach(() => {
    gh = world().gh
    gh.pushFiles('gh-pages', STATIC_SITE, 'Deploy the site')
  })

  it('a weekly run: the report posted, one warning naming history-branch, the branch as it was', async () => {
    const before = snapshot(gh, 'gh-pages')
    const run = await weeklyRun(world(), { 'history-branch': 'gh-pages' })
    expect(run.code).toBe(0)
    expect(reportComment(gh)).toContain('## Docs health')
    expect(snapshot(gh, 'gh-pages')).toStrictEqual(before)
    // The report says, where its history would be, that it could not be used; no week of it is shown.
    expect(reportComment(gh)).toMatch(
      /Not shown, and this week not kept: the history on `[^`]+` could not be used\. The branch /
    )
    expect(reportComment(gh)).not.toMatch(/^\| 2026-W/m)
    expect(warnings(run)).toStrictEqual([expect.stringMatching(NOT_OURS('gh-pages'))])
    expect(gh.requestCounts()).not.toHaveProperty('createTree')
  })

  it('a fix-gaps run: the job sent and in the outputs, one warning, the branch as it was', async () => {
    const before = snapshot(gh, 'gh-pages')
    const run = await weeklyRun(world(), { 'history-branch': 'gh-pages', 'fix-gaps': 'true' })
    expect(run.code).toBe(0)
    expect(reportComment(gh)).toContain('## Docs health')
    expect(run.outputs['job-id']).toBeTruthy()
    expect(snapshot(gh, 'gh-pages')).toStrictEqual(before)
    expect(warnings(run)).toStrictEqual([expect.stringMatching(NOT_OURS('gh-pages'))])
    expect(gh.requestCounts()).not.toHaveProperty('createTree')
  })

  it('a static site deployed to the branch between the read and the write: refused at the write, never written', async () => {
    // The branch is not there when the history is read (a new branch); the site lands just before the run creates it.
    const fresh = 'site-to-be'
    gh.inject('createRef', { kind: 'before', run: () => void gh.pushFiles(fresh, STATIC_SITE, 'Deploy the site') })
    const run = await weeklyRun(world(), { 'history-branch': fresh })
    expect(run.code).toBe(0)
    expect(reportComment(gh)).toContain('## Docs health')
    expect(gh.branchLog(fresh).map(c => c.message)).toStrictEqual(['Deploy the site'])
    expect(gh.branchFiles(fresh)).toStrictEqual(new Map(Object.entries(STATIC_SITE)))
    expect(warnings(run)).toStrictEqual([expect.stringMatching(NOT_OURS(fresh))])
  })
})

describe('the agent action’s ledger with history-branch: main, a static site’s index.json on it', () => {
  const { world, merged, run, jobs } = changeWorldOfEachTest({ job: { durationMs: 300 } })

  it('a merged pull request: the docs job and its outputs stand, one warning naming history-branch, main as it was', async () => {
    world().gh.pushFiles('main', STATIC_SITE, 'The site and its code')
    const before = snapshot(world().gh, 'main')
    const result = await run(merged(), 'pull_request', { 'history-branch': 'main' })
    expect(result.code).toBe(0)
    expect(result.outputs).toMatchObject({ 'change-result': 'docs-pr-opened', 'job-id': jobs()[0]?.id })
    expect(snapshot(world().gh, 'main')).toStrictEqual(before)
    expect(warnings(result)).toStrictEqual([
      "::warning::History not written to main: The branch main exists and is not a docs-health history (its index.json is not the history's: format: not docs-health-index): the history is not read or written there. Name a branch of its own in history-branch. The docs job stands; the report will not list it under Docs that followed code."
    ])
    expect(world().gh.requestCounts()).not.toHaveProperty('createTree')
  })
})
