// src/github/blob-batch.ts through DataBranch.snapshot (data-branch.ts), against the GitHub fake over real HTTP and
// the run's own client: many files and a folder at one commit in one GraphQL request, the paths as variables; and each
// way GraphQL cannot give a file, that file alone read through the contents API: a blob GitHub cuts or gives no
// text of, an error naming its path, an answer of another shape; every file when the request fails whole (a 5xx, a
// 403, a schema without the field, no GraphQL at all) or is refused (no `contents: read`), never the week lost; and
// a GitHub that hangs costs one timeout, as the guard promises.
import type { FakeGitHub, GhFault } from '../../__fixtures__/fake-github.js'
import { BRANCH, dataBranchOfEachTest } from '../../__fixtures__/data-branch.js'
import { runClient } from '../../__fixtures__/octokit.js'
import { BATCH_BYTES, GRAPHQL_TEXT_BYTES, readBatch } from '../../src/github/blob-batch.js'
import { DataBranchError, UnreadableFile } from '../../src/github/data-branch.js'

const world = dataBranchOfEachTest()
const { branch } = world
let gh: FakeGitHub
beforeEach(() => {
  gh = world.gh()
})

const FILES = {
  'index.json': '{"format":"docs-health-index"}',
  'alpha/fixes.json': '{"note":"ünïcode ✓ \\u0000"}',
  'alpha/weeks/2026-W46.json': '{"week":"2026-W46"}',
  'alpha/weeks/2026-W47.json': '{"week":"2026-W47"}',
  'alpha/weeks/old/2025-W01.json': '{}'
}
const seed = (extra: Record<string, string> = {}) => gh.pushFiles(BRANCH, { ...FILES, ...extra })
/** The texts read through a snapshot of `files` (and the weeks' folder) at `head`. */
async function readAll(head: string, files: string[], fault?: GhFault) {
  if (fault) gh.inject('graphqlRepository', fault)
  const snapshot = await branch().snapshot(head, { files: files.map(path => ({ path })), folders: ['alpha/weeks'] })
  const texts: Record<string, string | undefined> = {}
  for (const path of files) texts[path] = await snapshot.read(path)
  const folder = Object.fromEntries([...(await snapshot.folder('alpha/weeks'))].map(([name, f]) => [name, f.size]))
  return { texts, folder }
}
const contentReads = () =>
  gh.requests.filter(r => r.route === 'getContent').map(r => decodeURIComponent(r.path.replace(/^.*\/contents\//, '')))

describe('one request', () => {
  it('gives every file and the folder at the commit: texts, absent files, a folder where a file was asked', async () => {
    const head = seed()
    const asked = ['index.json', 'alpha/fixes.json', 'alpha/none.json', 'alpha/weeks', 'alpha/weeks/2026-W47.json']
    const { texts, folder } = await readAll(head, asked)
    expect(texts).toStrictEqual({
      'index.json': FILES['index.json'],
      'alpha/fixes.json': FILES['alpha/fixes.json'],
      'alpha/none.json': undefined,
      'alpha/weeks': undefined,
      'alpha/weeks/2026-W47.json': FILES['alpha/weeks/2026-W47.json']
    })
    // The folder's files (not its folder), with their sizes in bytes.
    expect(folder).toStrictEqual({ '2026-W46.json': 19, '2026-W47.json': 19 })
    expect(gh.requestCounts()).toStrictEqual({ graphqlRepository: 1 })
    // The paths travel as variables, never inside the query's text.
    const { query, variables } = gh.requests[0]?.body as { query: string; variables: Record<string, string> }
    expect(query).not.toMatch(/json|alpha/)
    expect(Object.values(variables)).toStrictEqual([
      'acme',
      'docs-site',
      `${head}:alpha/weeks`,
      ...asked.map(path => `${head}:${path}`)
    ])
  })

  it('a folder that is not there, or a file where a folder was asked: no files, nothing more asked', async () => {
    const head = seed()
    const answer = await readBatch(runClient(gh), { owner: 'acme', repo: 'docs-site' }, head, {
      folders: ['beta/weeks', 'alpha/fixes.json']
    })
    expect(answer.folders).toStrictEqual(
      new Map([
        ['beta/weeks', new Map()],
        ['alpha/fixes.json', new Map()]
      ])
    )
    expect(gh.requestCounts()).toStrictEqual({ graphqlRepository: 1 })
  })

  it('asks nothing for nothing', async () => {
    const head = seed()
    const snapshot = await branch().snapshot(head, {})
    expect(gh.requests).toHaveLength(0)
    expect(await snapshot.read('index.json')).toBe(FILES['index.json'])
    expect(gh.requestCounts()).toStrictEqual({ getContent: 1 })
  })
})

describe('a file GraphQL cannot give is read alone through the contents API', () => {
  it('a blob GitHub cuts (isTruncated): read whole, the others from the batch', async () => {
    const big = `{"x":"${'a'.repeat(GRAPHQL_TEXT_BYTES)}"}`
    const head = seed({ 'alpha/big.json': big })
    const { texts } = await readAll(head, ['index.json', 'alpha/big.json'])
    expect(texts['alpha/big.json']).toBe(big)
    expect(texts['index.json']).toBe(FILES['index.json'])
    expect(contentReads()).toStrictEqual(['alpha/big.json'])
  })

  it('a file listed larger than GitHub gives is not asked of GraphQL at all', async () => {
    const head = seed()
    const files = [{ path: 'index.json', size: GRAPHQL_TEXT_BYTES + 1 }, { path: 'alpha/fixes.json' }]
    const snapshot = await branch().snapshot(head, { files })
    expect(await snapshot.read('index.json')).toBe(FILES['index.json'])
    const { variables } = gh.requests[0]?.body as { variables: Record<string, string> }
    expect(Object.values(variables)).toStrictEqual(['acme', 'docs-site', `${head}:alpha/fixes.json`])
    expect(contentReads()).toStrictEqual(['index.json'])
  })

  it('a binary blob (text null): read as the contents API gives it', async () => {
    const binary = 'PK\u0000\u0001 not text'
    const head = seed({ 'alpha/weeks/2026-W45.json': binary })
    const { texts } = await readAll(head, ['alpha/weeks/2026-W45.json', 'index.json'])
    expect(texts['alpha/weeks/2026-W45.json']).toBe(binary)
    expect(contentReads()).toStrictEqual(['alpha/weeks/2026-W45.json'])
  })

  it('one over the contents API’s 1 MB too: UnreadableFile, as before', async () => {
    const head = seed({ 'alpha/huge.json': 'x'.repeat(1024 * 1024 + 1) })
    const snapshot = await branch().snapshot(head, { files: [{ path: 'alpha/huge.json' }] })
    await expect(snapshot.read('alpha/huge.json')).rejects.toBeInstanceOf(UnreadableFile)
  })

  it('an error naming one path: that path alone read one by one', async () => {
    const head = seed()
    const { texts, folder } = await readAll(head, ['index.json', 'alpha/fixes.json'], {
      kind: 'status',
      status: 200,
      body: {
        data: { repository: { d0: null, f0: { __typename: 'Blob', text: 'stale', isTruncated: false }, f1: null } },
        errors: [{ type: 'INTERNAL', path: ['repository', 'f0', 'text'], message: 'Something went wrong' }]
      }
    })
    // The index (an error names it) read alone; the ledger and the folder answered as not there.
    expect(texts).toStrictEqual({ 'index.json': FILES['index.json'], 'alpha/fixes.json': undefined })
    expect(folder).toStrictEqual({})
    expect(contentReads()).toStrictEqual(['index.json'])
  })

  it('an answer of another shape: each such path read one by one', async () => {
    const head = seed()
    const blob = (text: unknown, isTruncated: unknown = false) => ({ __typename: 'Blob', text, isTruncated })
    const entry = (over: Record<string, unknown>) => ({ name: 'a.json', type: 'blob', oid: 'x', ...over })
    const files = [blob(42), blob('x', 'no'), blob(null), blob('x', null), { __typename: 'Commit' }, 'text', [], {}]
    const folders = [
      { __typename: 'Tree', entries: [entry({ object: { byteSize: -1 } })] },
      { __typename: 'Tree', entries: [entry({ object: { byteSize: 1.5 } })] },
      { __typename: 'Tree', entries: [entry({ name: 7, object: { byteSize: 1 } })] },
      { __typename: 'Tree', entries: [entry({ oid: null, object: { byteSize: 1 } })] },
      { __typename: 'Tree', entries: [entry({ object: null })] },
      { __typename: 'Tree', entries: 'none' },
      { __typename: 'Tree', entries: [null] },
      { __typename: 'Commit' }
    ]
    for (const [i, file] of files.entries()) {
      gh.inject('graphqlRepository', {
        kind: 'status',
        status: 200,
        body: { data: { repository: { d0: folders[i], f0: file } } }
      })
      const snapshot = await branch().snapshot(head, { files: [{ path: 'index.json' }], folders: ['alpha/weeks'] })
      expect(await snapshot.read('index.json')).toBe(FILES['index.json'])
      expect([...(await snapshot.folder('alpha/weeks')).keys()]).toStrictEqual(['2026-W46.json', '2026-W47.json'])
    }
    expect(contentReads()).toHaveLength(2 * files.length)
  })
})

describe('a request GraphQL fails whole: every file read one by one, none lost', () => {
  const failures: [string, GhFault][] = [
    ['a 502, not retried', { kind: 'status', status: 502 }],
    ['a 403 GitHub gives no permission for', { kind: 'status', status: 403 }],
    ['no GraphQL (an old GitHub Enterprise Server: 404)', { kind: 'status', status: 404 }],
    [
      'a schema without the field (errors, no data)',
      {
        kind: 'status',
        status: 200,
        body: { errors: [{ path: ['query', 'repository', 'd0'], message: "Field 'byteSize' doesn't exist" }] }
      }
    ],
    ['an error naming no path', { kind: 'status', status: 200, body: { data: null, errors: [{ message: 'x' }] } }],
    ['errors that are not a list', { kind: 'status', status: 200, body: { data: null, errors: 'x' } }],
    [
      'an error naming a field not asked',
      { kind: 'status', status: 200, body: { errors: [{ path: ['repository', 'z'] }] } }
    ],
    ['a repository of null', { kind: 'status', status: 200, body: { data: { repository: null } } }],
    ['no alias asked answered', { kind: 'status', status: 200, body: { data: { repository: {} } } }]
  ]
  it.each(failures)('%s', async (_name, fault) => {
    const head = seed()
    const { texts, folder } = await readAll(head, ['index.json', 'alpha/fixes.json', 'alpha/none.json'], fault)
    expect(texts).toStrictEqual({
      'index.json': FILES['index.json'],
      'alpha/fixes.json': FILES['alpha/fixes.json'],
      'alpha/none.json': undefined
    })
    expect(folder).toStrictEqual({ '2026-W46.json': 19, '2026-W47.json': 19 })
    expect(gh.requestCounts()).toStrictEqual({ graphqlRepository: 1, getContent: 4 })
  })

  it('a token without contents: read: GraphQL refuses each path, and the read one by one says why', async () => {
    gh = await world.restart({ tokenPermissions: { issues: 'write' } })
    const warnings: string[] = []
    const octokit = runClient(gh, 'ghs_fake_token', {
      warn: line => void warnings.push(line),
      summarize: async () => {}
    })
    const head = gh.pushFiles(BRANCH, FILES)
    const snapshot = await branch({}, octokit).snapshot(head, { files: [{ path: 'index.json' }] })
    const error = await snapshot.read('index.json').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DataBranchError)
    expect(error).toMatchObject({ reason: 'permission' })
    expect(warnings).toStrictEqual([expect.stringContaining('"contents: read"')])
    expect(gh.requestCounts()).toStrictEqual({ graphqlRepository: 1, getContent: 1 })
  })

  it('a GraphQL request that never answers costs one timeout: the reads after it are skipped', async () => {
    const octokit = runClient(gh, 'ghs_fake_token', { requestTimeoutMs: 300 })
    const head = seed()
    gh.inject('graphqlRepository', { kind: 'delay', ms: Infinity })
    const snapshot = await branch({}, octokit).snapshot(head, { files: [{ path: 'index.json' }] })
    const error = await snapshot.read('index.json').catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'DataBranchError', reason: 'skipped' })
    expect(gh.requestCounts()).toStrictEqual({ graphqlRepository: 1 })
  })
})

describe('chunks', () => {
  it(`a new request only when the listed sizes pass ${BATCH_BYTES} bytes`, async () => {
    const head = seed()
    // Twenty files of a twentieth each fill one request; the next opens another.
    const names = Object.keys(FILES)
    const files = Array.from({ length: 21 }, (_, i) => ({
      path: names[i % names.length] ?? '',
      size: BATCH_BYTES / 20
    }))
    expect(BATCH_BYTES / 20).toBeLessThanOrEqual(GRAPHQL_TEXT_BYTES)
    const snapshot = await branch().snapshot(head, { files, folders: ['alpha/weeks'] })
    for (const { path } of files) expect(await snapshot.read(path)).toBe(FILES[path as keyof typeof FILES])
    expect(gh.requestCounts()).toStrictEqual({ graphqlRepository: 2 })
    const asked = gh.requests.map(r => Object.keys((r.body as { variables: object }).variables).length - 2)
    expect(asked).toStrictEqual([21, 1])
  })
})
