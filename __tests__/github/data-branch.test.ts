// src/github/data-branch.ts against the GitHub fake over real HTTP, through the run's own client: a branch created as
// an orphan, written on top, a file deleted, nothing to write; refusals (each step named, a missing permission told
// once, a change of its own that throws); reads of a folder and files at a head. Races: data-branch-races.test.ts.
import type { FakeGitHub } from '../../__fixtures__/fake-github.js'
import { addToIndex, BRANCH, dataBranchOfEachTest, writes } from '../../__fixtures__/data-branch.js'
import { runClient } from '../../__fixtures__/octokit.js'
import { DataBranchError, UnreadableFile } from '../../src/github/data-branch.js'

const world = dataBranchOfEachTest()
const { branch } = world
let gh: FakeGitHub
beforeEach(() => {
  gh = world.gh()
})

describe('commit', () => {
  it('creates a branch that does not exist as an orphan commit, reading nothing', async () => {
    const read: (string | undefined)[] = []
    const heads: (string | undefined)[] = []
    const result = await branch().commit('History: first week', async (reader, head) => {
      heads.push(head)
      return addToIndex('alpha', read)(reader)
    })
    expect(heads).toEqual([undefined])
    const [only] = gh.branchLog(BRANCH)
    expect(result).toEqual({ written: true, commit: only?.sha, attempts: 1 })
    expect(only).toMatchObject({ message: 'History: first week', parents: [] })
    expect(read).toEqual([undefined])
    expect(gh.branchFiles(BRANCH)).toEqual(
      new Map([
        ['alpha/fixes.json', '{"project":"alpha"}'],
        ['index.json', '["alpha"]']
      ])
    )
    expect(gh.requestCounts()).toEqual({ getRef: 1, createTree: 1, createGitCommit: 1, createRef: 1 })
    const created = gh.requests.find(r => r.route === 'createRef')?.body
    expect(created).toEqual({ ref: `refs/heads/${BRANCH}`, sha: only?.sha })
    const tree = gh.requests.find(r => r.route === 'createTree')?.body as Record<string, unknown>
    expect(tree).not.toHaveProperty('base_tree')
    expect(tree.tree).toContainEqual({ path: 'index.json', mode: '100644', type: 'blob', content: '["alpha"]' })
  })

  it('writes on top of the head, reading what the change asks once; a path written again stays one file', async () => {
    const first = gh.pushFiles(BRANCH, { 'index.json': '["alpha"]', 'alpha/weeks/2026-W46.json': 'w46' })
    const read: (string | undefined)[] = []
    const heads: (string | undefined)[] = []
    const result = await branch().commit('second', async (read2, head) => {
      heads.push(head)
      read.push(await read2('index.json'), await read2('index.json'), await read2('alpha/none.json'))
      return { 'index.json': '["alpha","beta"]', 'alpha/weeks/2026-W47.json': 'w47' }
    })
    const log = gh.branchLog(BRANCH)
    expect(result).toEqual({ written: true, commit: log[0]?.sha, attempts: 1 })
    expect(log.map(c => c.parents)).toEqual([[first], []])
    expect(read).toEqual(['["alpha"]', '["alpha"]', undefined])
    // The change is told the head it is made on: a branch that exists, where one made anew has none.
    expect(heads).toEqual([first])
    expect(gh.branchFiles(BRANCH)).toEqual(
      new Map([
        ['alpha/weeks/2026-W46.json', 'w46'],
        ['alpha/weeks/2026-W47.json', 'w47'],
        ['index.json', '["alpha","beta"]']
      ])
    )
    // The head (ref, commit), two reads, then tree, commit and ref: seven requests.
    expect(gh.requestCounts()).toEqual({
      getRef: 1,
      getGitCommit: 1,
      getContent: 2,
      createTree: 1,
      createGitCommit: 1,
      updateRef: 1
    })
    const treeBody = gh.requests.find(r => r.route === 'createTree')?.body as { base_tree?: string }
    expect(treeBody.base_tree).toMatch(/^[0-9a-f]{40}$/)
    expect(gh.requests.find(r => r.route === 'updateRef')?.body).toEqual({ sha: log[0]?.sha, force: false })
    expect(gh.requests.find(r => r.route === 'getContent')?.query).toEqual({ ref: first })

    await branch().commit('week 47 again', writes({ 'alpha/weeks/2026-W47.json': 'w47 re-run' }))
    expect(gh.branchFiles(BRANCH).get('alpha/weeks/2026-W47.json')).toBe('w47 re-run')
    expect(gh.branchFiles(BRANCH).size).toBe(3)
    expect(gh.branchLog(BRANCH)).toHaveLength(3)
  })

  it('deletes a file with null, leaves alone one the head lacks, and writes nothing for nothing', async () => {
    gh.pushFiles(BRANCH, { 'a.json': '1', 'b.json': '2' })
    const deleted = await branch().commit('drop a', writes({ 'a.json': null, 'gone.json': null }))
    expect(deleted).toMatchObject({ written: true, attempts: 1 })
    expect(gh.branchFiles(BRANCH)).toEqual(new Map([['b.json', '2']]))
    const tree = (gh.requests.find(r => r.route === 'createTree')?.body as { tree: unknown[] }).tree
    expect(tree).toEqual([{ path: 'a.json', mode: '100644', type: 'blob', sha: null }])
    const before = gh.requests.length
    expect(await branch().commit('nothing', writes({ 'gone.json': null }))).toEqual({
      written: false,
      reason: 'empty',
      message: 'nothing to write',
      attempts: 1
    })
    expect(await branch().commit('nothing', writes({}))).toMatchObject({ written: false, reason: 'empty' })
    expect(gh.requests.slice(before).map(r => r.route)).toEqual([
      'getRef',
      'getGitCommit',
      'getContent',
      'getRef',
      'getGitCommit'
    ])
    expect(gh.branchLog(BRANCH)).toHaveLength(2)
  })

  it('names the step GitHub refused: a tree, a commit, the head, a file the change reads', async () => {
    gh.pushFiles(BRANCH, { 'index.json': '[]' })
    const failedOn = async (route: Parameters<FakeGitHub['inject']>[0], status = 500) => {
      gh.inject(route, { kind: 'status', status }, status >= 500 ? 4 : 1) // the guard's retries of a 5xx
      const result = await branch().commit('x', addToIndex('x'))
      return result.written ? 'written' : `${result.reason}: ${result.message}`
    }
    expect(await failedOn('createTree')).toMatch(
      /^failed: GitHub did not let this run write a tree: Internal Server Error/
    )
    expect(await failedOn('createGitCommit', 404)).toMatch(
      /^failed: GitHub did not let this run write a commit: Not Found/
    )
    expect(await failedOn('getGitCommit', 404)).toMatch(/^failed: GitHub did not let this run read the head commit: /)
    expect(await failedOn('getRef')).toMatch(/^failed: GitHub did not let this run read the branch docs-health-data: /)
    expect(await failedOn('getContent')).toMatch(/^failed: GitHub did not let this run read index.json: /)
    expect(gh.branchLog(BRANCH)).toHaveLength(1)
  })

  it('rejects with what the change itself throws', async () => {
    const bug = new TypeError('the caller broke')
    await expect(branch().commit('x', async () => Promise.reject(bug))).rejects.toBe(bug)
  })
})

describe('a GitHub that hangs', () => {
  it('the write that timed out and one after it: reason skipped, the guard’s one warning the only one', async () => {
    const warnings: string[] = []
    // The tree's write never answers; every other request has the 2 s, thousands of loopback round trips.
    const octokit = runClient(gh, 'ghs_fake_token', { requestTimeoutMs: 2000, warn: line => void warnings.push(line) })
    gh.inject('createTree', { kind: 'delay', ms: Infinity })
    const timedOut = await branch({}, octokit).commit('a', writes({ 'a.json': '1' }))
    expect(timedOut).toMatchObject({ written: false, reason: 'skipped', attempts: 1 })
    expect(timedOut.written || timedOut.message).toMatch(/write a tree: GitHub did not answer POST/)
    const skipped = await branch({}, octokit).commit('b', writes({ 'b.json': '1' }))
    expect(skipped).toMatchObject({ written: false, reason: 'skipped', attempts: 1 })
    expect(skipped.written || skipped.message).toMatch(/read the branch .*skipped: GitHub did not answer POST/)
    expect(warnings).toEqual([expect.stringMatching(/^GitHub did not answer POST .*git\/trees within/)])
    expect(gh.branchLog(BRANCH)).toEqual([])
  })
})

describe('a missing permission', () => {
  it('a token that may only read: one warning for contents: write, and each write refused with reason permission', async () => {
    gh = await world.restart({ tokenPermissions: { contents: 'read' } })
    const warnings: string[] = []
    const summaries: string[] = []
    const octokit = runClient(gh, 'ghs_fake_token', {
      warn: line => void warnings.push(line),
      summarize: async text => void summaries.push(text)
    })
    gh.pushFiles(BRANCH, { 'index.json': '[]' })
    for (const key of ['alpha', 'beta']) {
      const result = await branch({}, octokit).commit(key, addToIndex(key))
      expect(result).toMatchObject({ written: false, reason: 'permission', attempts: 1 })
      expect(result.written || result.message).toMatch(
        /^GitHub did not let this run write a tree: Resource not accessible by integration/
      )
    }
    expect(warnings).toEqual([expect.stringContaining('Add "contents: write" to the job\'s "permissions:"')])
    expect(warnings[0]).toContain('POST /repos/{owner}/{repo}/git/trees')
    expect(summaries).toHaveLength(1)
    expect(gh.branchLog(BRANCH)).toHaveLength(1)
  })

  it('a 403 without the header is told by its route: contents: write', async () => {
    const warnings: string[] = []
    const octokit = runClient(gh, 'ghs_fake_token', {
      warn: line => void warnings.push(line),
      summarize: async () => undefined
    })
    gh.inject('createTree', {
      kind: 'status',
      status: 403,
      body: { message: 'Resource not accessible by integration' }
    })
    const result = await branch({}, octokit).commit('x', writes({ 'a.json': '1' }))
    expect(result).toMatchObject({ written: false, reason: 'permission' })
    expect(warnings).toEqual([expect.stringContaining('"contents: write"')])
  })

  it('reads refused: readFolder throws a DataBranchError of reason permission', async () => {
    gh = await world.restart({ tokenPermissions: { issues: 'write' } })
    const octokit = runClient(gh, 'ghs_fake_token', { summarize: async () => undefined })
    const error = await branch({}, octokit)
      .readFolder('alpha/weeks')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DataBranchError)
    expect(error).toMatchObject({ name: 'DataBranchError', reason: 'permission' })
    expect((error as Error).message).toMatch(
      /^GitHub did not let this run read the branch docs-health-data: Resource not accessible/
    )
  })
})

describe('reads', () => {
  it('a branch that does not exist: no head, no files, one request', async () => {
    expect(await branch().readFolder('alpha/weeks')).toEqual({ head: undefined, files: new Map() })
    expect(gh.requestCounts()).toEqual({ getRef: 1 })
  })

  it("a folder's files by name with their blob shas (not its folders), and each file's text at that head", async () => {
    const head = gh.pushFiles(BRANCH, {
      'alpha/weeks/2026-W46.json': '{"week":"2026-W46"}',
      'alpha/weeks/2026-W47.json': '{"week":"2026-W47","note":"ünïcode ✓"}',
      'alpha/weeks/old/2025-W01.json': '{}',
      'alpha/fixes.json': '{}'
    })
    const data = branch()
    const { head: read, files } = await data.readFolder('alpha/weeks')
    expect(read).toBe(head)
    expect([...files.keys()]).toEqual(['2026-W46.json', '2026-W47.json'])
    expect([...files.values()].every(sha => /^[0-9a-f]{40}$/.test(sha))).toBe(true)
    expect(gh.requestCounts()).toEqual({ getRef: 1, getContent: 1 })
    expect(await data.readText('alpha/weeks/2026-W47.json', head)).toBe('{"week":"2026-W47","note":"ünïcode ✓"}')
    expect(await data.readText('alpha/weeks/2026-W48.json', head)).toBeUndefined()
    expect(await data.readText('alpha/weeks', head)).toBeUndefined()
    expect(await data.readFolder('beta/weeks')).toEqual({ head, files: new Map() })
    expect(await data.readFolder('alpha/fixes.json')).toEqual({ head, files: new Map() })
  })

  it('a file too large for the contents API is an UnreadableFile, not an absent file', async () => {
    const head = gh.pushFiles(BRANCH, { 'big.json': 'x'.repeat(1024 * 1024 + 1) })
    const error = await branch()
      .readText('big.json', head)
      .catch((e: unknown) => e)
    // Its own kind, so a reader can skip that file alone: a DataBranchError all the same.
    expect(error).toBeInstanceOf(UnreadableFile)
    expect(error).toBeInstanceOf(DataBranchError)
    expect(error).toMatchObject({
      path: 'big.json',
      reason: 'failed',
      message: "big.json has no text GitHub's contents API gives"
    })
  })

  it('a folder GitHub fails to list is a DataBranchError naming it, not an empty folder', async () => {
    gh.pushFiles(BRANCH, { 'alpha/weeks/2026-W47.json': '{}' })
    gh.inject('getContent', { kind: 'status', status: 500 }, 4) // the guard's retries of a 5xx
    const error = await branch()
      .readFolder('alpha/weeks')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DataBranchError)
    expect(error).toMatchObject({ reason: 'failed' })
    expect((error as Error).message).toMatch(/^GitHub did not let this run read alpha\/weeks: Internal Server Error/)
  })
})
