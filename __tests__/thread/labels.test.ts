// The sweep's label against the fake GitHub over real HTTP: listing every labelled thread, adding the label where the
// server creates it, where it refuses a missing one (then creates it), a creation raced by another run, and removal.
import { jest } from '@jest/globals'
import { restoreEnvAfterEach } from '../../__fixtures__/env.js'
import { runClient } from '../../__fixtures__/octokit.js'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { addLabel, listLabelled, removeLabel, SWEEP_LABEL } from '../../src/thread/labels.js'
import type { Octokit } from '../../src/github/octokit.js'

let gh: FakeGitHub
let octokit: Octokit
restoreEnvAfterEach('GITHUB_API_URL')

async function start(options: Parameters<typeof startFakeGitHub>[0] = {}): Promise<void> {
  gh = await startFakeGitHub(options)
  octokit = runClient(gh)
}
/** The debug lines the run wrote (kept, not printed). */
let debugLines: string[] = []
beforeEach(() => {
  debugLines = []
  jest.spyOn(process.stdout, 'write').mockImplementation(((chunk: unknown) => {
    debugLines.push(
      ...String(chunk)
        .split('\n')
        .filter(line => line.startsWith('::debug::'))
    )
    return true
  }) as typeof process.stdout.write)
})
afterEach(async () => {
  jest.restoreAllMocks()
  await gh.close()
})

const thread = (issueNumber: number) => ({ owner: gh.owner, repo: gh.repo, issueNumber })
const routes = () => gh.requests.map(r => `${r.route} ${r.status}`)

describe('listLabelled', () => {
  it('lists every labelled issue and pull request, open or closed, through every page, oldest first', async () => {
    await start({ maxPerPage: 2 })
    for (const n of [9, 3, 7, 1, 5]) gh.label(n, SWEEP_LABEL)
    gh.label(4, 'other')
    gh.setPull(7, 'closed', true)
    expect(await listLabelled(octokit, { owner: gh.owner, repo: gh.repo })).toEqual([1, 3, 5, 7, 9])
    const lists = gh.requests.filter(r => r.route === 'listIssues')
    expect(lists).toHaveLength(3)
    expect(lists[0]?.query).toMatchObject({
      labels: SWEEP_LABEL,
      state: 'all',
      sort: 'created',
      direction: 'asc',
      per_page: '100'
    })
  })

  it('lists nothing when no thread has the label', async () => {
    await start()
    gh.label(2, 'other')
    expect(await listLabelled(octokit, { owner: gh.owner, repo: gh.repo })).toStrictEqual([])
  })
})

describe('addLabel', () => {
  it('adds the label in one request where GitHub creates a missing label itself', async () => {
    await start()
    await addLabel(octokit, thread(4))
    expect(gh.labelsOn(4)).toEqual([SWEEP_LABEL])
    expect(routes()).toEqual(['addLabels 200'])
  })

  it('creates the label, with its colour and description, where the server refuses a missing one (422)', async () => {
    await start({ labelsMustExist: true })
    await addLabel(octokit, thread(4))
    expect(gh.labelsOn(4)).toEqual([SWEEP_LABEL])
    expect(routes()).toEqual(['addLabels 422', 'createLabel 201', 'addLabels 200'])
    expect(gh.repoLabels.get(SWEEP_LABEL)).toEqual({
      color: 'fbca04',
      description: 'docs-agent-action: an agent job the scheduled sweep follows (removed when it ends)'
    })
  })

  it('creates the label and adds it again after a 404 too', async () => {
    await start()
    gh.inject('addLabels', { kind: 'status', status: 404, body: { message: 'Not Found' } })
    await addLabel(octokit, thread(4))
    expect(routes()).toEqual(['addLabels 404', 'createLabel 201', 'addLabels 200'])
    expect(debugLines).toEqual([`::debug::adding the label ${SWEEP_LABEL} answered 404: creating the label first`])
    expect(gh.labelsOn(4)).toEqual([SWEEP_LABEL])
  })

  it('adds the label when another run created it in between (createLabel answers 422 already_exists)', async () => {
    await start()
    gh.repoLabels.set(SWEEP_LABEL, { color: '000000', description: null })
    gh.inject('addLabels', { kind: 'status', status: 422, body: { message: 'Validation Failed' } })
    await addLabel(octokit, thread(4))
    expect(routes()).toEqual(['addLabels 422', 'createLabel 422', 'addLabels 200'])
    expect(gh.labelsOn(4)).toEqual([SWEEP_LABEL])
  })

  it('gives up on any other refusal of the creation, without adding again', async () => {
    await start({ labelsMustExist: true })
    gh.inject('createLabel', { kind: 'status', status: 403, body: { message: 'Resource not accessible' } })
    await expect(addLabel(octokit, thread(4))).rejects.toMatchObject({ status: 403 })
    expect(routes()).toEqual(['addLabels 422', 'createLabel 403'])
    expect(gh.labelsOn(4)).toStrictEqual([])
  })

  it('gives up on any other refusal of the label, without creating it', async () => {
    await start()
    gh.inject('addLabels', { kind: 'status', status: 403, body: { message: 'Resource not accessible' } })
    await expect(addLabel(octokit, thread(4))).rejects.toMatchObject({ status: 403 })
    expect(routes()).toEqual(['addLabels 403'])
  })
})

describe('removeLabel', () => {
  it('removes the label and leaves the others', async () => {
    await start()
    gh.label(6, 'bug')
    gh.label(6, SWEEP_LABEL)
    await removeLabel(octokit, thread(6))
    expect(gh.labelsOn(6)).toEqual(['bug'])
    expect(routes()).toEqual(['removeLabel 200'])
  })

  it('is fine when the label is already gone (404: another sweep removed it)', async () => {
    await start()
    await expect(removeLabel(octokit, thread(6))).resolves.toBeUndefined()
    expect(routes()).toEqual(['removeLabel 404'])
  })

  it('fails on any other refusal', async () => {
    await start()
    gh.label(6, SWEEP_LABEL)
    gh.inject('removeLabel', { kind: 'status', status: 403, body: { message: 'Resource not accessible' } })
    await expect(removeLabel(octokit, thread(6))).rejects.toMatchObject({ status: 403 })
    expect(gh.labelsOn(6)).toEqual([SWEEP_LABEL])
  })
})
