// src/github/data-branch.ts when other writers move the branch: between a run's read and its PATCH (read again, the
// change made again on the new head), a branch created first by another run, two writes at once, five conflicts in a
// row, the jittered waits, the deadline and a cancel between attempts, and which refusals of the move are retried.
import { jest } from '@jest/globals'
import type { FakeGitHub } from '../../__fixtures__/fake-github.js'
import { addToIndex, BRANCH, dataBranchOfEachTest, rival } from '../../__fixtures__/data-branch.js'
import { logLinesOfEachTest } from '../../__fixtures__/log-lines.js'
import { CancelledError } from '../../src/action/errors.js'
import { RETRY_BASE_MS, WRITE_ATTEMPTS, type ChangeFiles } from '../../src/github/data-branch.js'

const world = dataBranchOfEachTest()
const { branch, waits } = world
let gh: FakeGitHub
beforeEach(() => {
  gh = world.gh()
})
const lines = logLinesOfEachTest()

describe('another writer', () => {
  it('retries when another writer moves the branch between its read and its PATCH, the change made again on the new head', async () => {
    gh.pushFiles(BRANCH, { 'index.json': '["alpha"]' })
    gh.inject('updateRef', rival(gh, { 'index.json': '["alpha","gamma"]', 'gamma/fixes.json': '{}' }))
    const seen: (string | undefined)[] = []
    const result = await branch().commit('beta', addToIndex('beta', seen))
    expect(result).toMatchObject({ written: true, attempts: 2 })
    expect(seen).toEqual(['["alpha"]', '["alpha","gamma"]'])
    expect(JSON.parse(gh.branchFiles(BRANCH).get('index.json') ?? '')).toEqual(['alpha', 'beta', 'gamma'])
    expect([...gh.branchFiles(BRANCH).keys()]).toEqual(['beta/fixes.json', 'gamma/fixes.json', 'index.json'])
    expect(gh.branchLog(BRANCH).map(c => c.message)).toEqual(['beta', 'rival', 'another writer'])
    expect(waits).toEqual([RETRY_BASE_MS])
    expect(gh.requests.filter(r => r.route === 'updateRef').map(r => r.status)).toEqual([422, 200])
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^::debug::The branch docs-health-data moved while this run wrote it \(Update is not a fast forward/
      )
    )
  })

  it('retries when another run creates the branch first, then writes on top of it', async () => {
    gh.inject('createRef', rival(gh, { 'index.json': '["gamma"]' }))
    const result = await branch().commit('beta', addToIndex('beta'))
    expect(result).toMatchObject({ written: true, attempts: 2 })
    expect(gh.branchFiles(BRANCH).get('index.json')).toBe('["beta","gamma"]')
    expect(gh.requests.filter(r => /Ref$/.test(r.route)).map(r => `${r.route} ${r.status}`)).toEqual([
      'getRef 404',
      'createRef 422',
      'getRef 200',
      'updateRef 200'
    ])
  })

  it('two writes at once both land, the shared index merged', async () => {
    gh.pushFiles(BRANCH, { 'index.json': '[]' })
    // Both read the same head before either writes: each change waits for the other's first call.
    let arrived = 0
    let release = (): void => undefined
    const barrier = new Promise<void>(resolve => (release = resolve))
    const together =
      (key: string): ChangeFiles =>
      async read => {
        const files = await addToIndex(key)(read)
        if (++arrived === 2) release()
        await barrier
        return files
      }
    const [a, b] = await Promise.all([
      branch().commit('alpha', together('alpha')),
      branch().commit('beta', together('beta'))
    ])
    expect([a?.written, b?.written]).toEqual([true, true])
    expect([a?.attempts, b?.attempts].sort()).toEqual([1, 2])
    expect(gh.branchFiles(BRANCH).get('index.json')).toBe('["alpha","beta"]')
    expect(gh.branchFiles(BRANCH).has('alpha/fixes.json') && gh.branchFiles(BRANCH).has('beta/fixes.json')).toBe(true)
    expect(gh.branchLog(BRANCH)).toHaveLength(3)
  })

  it('gives up after five conflicts in a row, waiting longer each time, and never forces', async () => {
    gh.pushFiles(BRANCH, { 'index.json': '[]' })
    gh.inject('updateRef', rival(gh, { 'other.json': 'x' }), WRITE_ATTEMPTS)
    const change = jest.fn(addToIndex('beta'))
    const result = await branch().commit('beta', change)
    expect(result).toEqual({
      written: false,
      reason: 'conflict',
      message: 'Another run kept moving the branch docs-health-data: not written (5 attempts were made).',
      attempts: 5
    })
    expect(change).toHaveBeenCalledTimes(5)
    expect(waits).toEqual([1, 2, 4, 8].map(n => n * RETRY_BASE_MS))
    expect(gh.branchFiles(BRANCH).has('beta/fixes.json')).toBe(false)
    expect(
      gh.requests.filter(r => r.route === 'updateRef').every(r => (r.body as { force: boolean }).force === false)
    ).toBe(true)
  })

  it('jitters each wait by ±50 %', async () => {
    gh.pushFiles(BRANCH, { 'index.json': '[]' })
    gh.inject('updateRef', rival(gh, { 'other.json': 'x' }), 2)
    await branch({ random: () => 0 }).commit('low', addToIndex('low'))
    gh.inject('updateRef', rival(gh, { 'other.json': 'y' }))
    await branch({ random: () => 0.999 }).commit('high', addToIndex('high'))
    expect(waits).toEqual([RETRY_BASE_MS / 2, RETRY_BASE_MS, Math.round(RETRY_BASE_MS * 1.499)])
  })

  it('stops when the wait would end after the deadline, or the run is cancelled', async () => {
    gh.pushFiles(BRANCH, { 'index.json': '[]' })
    const now = () => 1_000_000
    gh.inject('updateRef', rival(gh, { 'other.json': 'x' }))
    const late = await branch({ now, deadline: 1_000_000 + RETRY_BASE_MS - 1 }).commit('late', addToIndex('late'))
    expect(late).toMatchObject({ written: false, reason: 'conflict', attempts: 1 })
    expect(late.written || late.message).toMatch(/not written \(it would end after the run's timeout\)\.$/)
    gh.inject('updateRef', rival(gh, { 'other.json': 'y' }))
    const exact = await branch({ now, deadline: 1_000_000 + RETRY_BASE_MS }).commit('exact', addToIndex('exact'))
    expect(exact).toMatchObject({ written: true, attempts: 2 })
    const cancel = new AbortController()
    cancel.abort()
    gh.inject('updateRef', rival(gh, { 'other.json': 'z' }))
    const cancelled = await branch({ signal: cancel.signal }).commit('cancelled', addToIndex('cancelled'))
    expect(cancelled.written || cancelled.message).toMatch(/\(the run was cancelled\)\.$/)
    expect(waits).toEqual([RETRY_BASE_MS])
  })

  it('stops when the run is cancelled during a wait', async () => {
    gh.pushFiles(BRANCH, { 'index.json': '[]' })
    gh.inject('updateRef', rival(gh, { 'other.json': 'x' }))
    const cancel = new AbortController()
    const sleep = async (_ms: number, signal?: AbortSignal) => {
      cancel.abort()
      if (signal?.aborted) throw new CancelledError()
    }
    const result = await branch({ sleep, signal: cancel.signal }).commit('beta', addToIndex('beta'))
    expect(result).toMatchObject({ written: false, reason: 'conflict', attempts: 1 })
    expect(result.written || result.message).toMatch(/\(the run was cancelled\)\.$/)
  })

  it('retries a 409 and a reference gone, and fails on any other refusal of the move', async () => {
    gh.pushFiles(BRANCH, { 'index.json': '[]' })
    gh.inject('updateRef', { kind: 'status', status: 409, body: { message: 'Reference update failed' } })
    gh.inject('updateRef', { kind: 'status', status: 422, body: { message: 'Reference does not exist' } })
    expect(await branch().commit('a', addToIndex('a'))).toMatchObject({ written: true, attempts: 3 })
    gh.inject('updateRef', { kind: 'status', status: 422, body: { message: 'Object does not exist' } })
    const failed = await branch().commit('b', addToIndex('b'))
    expect(failed).toEqual({
      written: false,
      reason: 'failed',
      message: 'GitHub did not let this run move docs-health-data: Object does not exist',
      attempts: 1
    })
    // Only a 422 says so: the same words with another status are a failure.
    gh.inject('updateRef', { kind: 'status', status: 400, body: { message: 'Update is not a fast forward' } })
    expect(await branch().commit('d', addToIndex('d'))).toMatchObject({ written: false, reason: 'failed', attempts: 1 })
    gh.inject('updateRef', { kind: 'status', status: 404 })
    expect(await branch().commit('c', addToIndex('c'))).toMatchObject({ written: false, reason: 'failed', attempts: 1 })
  })
})
