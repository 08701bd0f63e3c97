// What became of the fixes the loop sent (src/report/history/fix-states.ts): the job's state and pull request from
// the service, the merge from GitHub; settled fixes never asked again, at most 10 a run, a cancel let through.
import { jest } from '@jest/globals'
import { CancelledError } from '../../../src/action/errors.js'
import type { FixRecord, FixState } from '../../../src/report/history/format.js'
import type { DirectCommits } from '../../../src/github/direct-commits.js'
import {
  fixesToAsk,
  fixStates,
  MAX_FIXES_ASKED,
  settled,
  type PullMerge
} from '../../../src/report/history/fix-states.js'

beforeEach(() => jest.spyOn(process.stdout, 'write').mockImplementation(() => true))
afterEach(() => jest.restoreAllMocks())

const fix = (job: string, state: FixState = 'open'): FixRecord => ({
  job,
  sent: '2026-11-16T08:00:00Z',
  week: '2026-W46',
  origin: 'fix-gaps',
  state,
  gaps: []
})
const PR = 'https://github.com/acme/docs/pull/7'
const jobs = (answers: Record<string, { status: string; prLink?: string | null } | Error>) => {
  const asked: string[] = []
  const getJob = async (id: string) => {
    asked.push(id)
    const answer = answers[id]
    if (answer instanceof Error) throw answer
    if (!answer) throw Object.assign(new Error('Job not found'), { status: 404 })
    return answer
  }
  return { asked, getJob }
}
const merges = (answer: PullMerge) => {
  const asked: string[] = []
  return { asked, pullMerge: async (link: string) => (asked.push(link), answer) }
}

describe('settled and fixesToAsk', () => {
  it.each([
    ['merged', true],
    ['closed', true],
    ['no-pr', true],
    ['open', false],
    ['unknown', false]
  ] as const)('%s is settled: %p', (state, expected) => {
    expect(settled(state)).toBe(expected)
  })
  it('asks the newest fixes not settled, at most 10', () => {
    const fixes = [fix('m', 'merged'), ...Array.from({ length: 12 }, (_, i) => fix(`j${i}`)), fix('u', 'unknown')]
    expect(MAX_FIXES_ASKED).toBe(10)
    expect(fixesToAsk(fixes).map(f => f.job)).toStrictEqual(Array.from({ length: 10 }, (_, i) => `j${i}`))
    expect(fixesToAsk([fix('c', 'closed'), fix('u', 'unknown'), fix('n', 'no-pr')]).map(f => f.job)).toStrictEqual([
      'u'
    ])
  })
})

describe('fixStates', () => {
  it('an active job: open, with its pull request when it has one already', async () => {
    const { getJob } = jobs({ a: { status: 'active', prLink: PR }, b: { status: 'active', prLink: null } })
    const states = await fixStates([fix('a'), fix('b')], { getJob })
    expect(states).toStrictEqual(
      new Map([
        ['a', { state: 'open', pr: PR }],
        ['b', { state: 'open' }]
      ])
    )
  })
  it('a final job without a pull request, or one the service no longer has: no-pr, GitHub not asked', async () => {
    const { getJob } = jobs({ a: { status: 'completed', prLink: null }, c: { status: 'failed', prLink: '' } })
    const github = merges({ state: 'open' })
    const states = await fixStates([fix('a'), fix('b'), fix('c')], { getJob, pullMerge: github.pullMerge })
    expect(states).toStrictEqual(
      new Map([
        ['a', { state: 'no-pr' }],
        ['b', { state: 'no-pr' }],
        ['c', { state: 'no-pr' }]
      ])
    )
    expect(github.asked).toStrictEqual([])
  })
  it.each([
    [
      { state: 'merged', mergedAt: '2026-11-18T10:00:00Z' },
      { state: 'merged', pr: PR, merged: '2026-11-18T10:00:00Z' }
    ],
    [{ state: 'merged' }, { state: 'unknown', pr: PR }],
    [{ state: 'closed' }, { state: 'closed', pr: PR }],
    [{ state: 'open' }, { state: 'open', pr: PR }],
    [{ state: 'unreadable' }, { state: 'unknown', pr: PR }]
  ] as const)('a final job whose pull request is %p: %p', async (merge, expected) => {
    const { getJob } = jobs({ a: { status: 'completed', prLink: PR } })
    const github = merges(merge)
    expect(await fixStates([fix('a', 'unknown')], { getJob, pullMerge: github.pullMerge })).toStrictEqual(
      new Map([['a', expected]])
    )
    expect(github.asked).toStrictEqual([PR])
  })
  it('without GitHub the pull request is unknown', async () => {
    const { getJob } = jobs({ a: { status: 'archived', prLink: PR } })
    expect(await fixStates([fix('a')], { getJob })).toStrictEqual(new Map([['a', { state: 'unknown', pr: PR }]]))
  })
  it('a job that cannot be read is left as it was, with a debug line; settled ones are never asked', async () => {
    const out = jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const { getJob, asked } = jobs({ a: new Error('socket hang up'), b: { status: 'active' } })
    const states = await fixStates([fix('m', 'merged'), fix('a'), fix('b')], { getJob })
    expect(out.mock.calls.map(([line]) => String(line))).toContain(
      '::debug::fix a: the job could not be read (socket hang up); asked again next run\n'
    )
    expect(asked).toStrictEqual(['a', 'b'])
    expect(states).toStrictEqual(new Map([['b', { state: 'open' }]]))
  })
  it('a cancel goes through', async () => {
    const getJob = async () => {
      throw new CancelledError()
    }
    await expect(fixStates([fix('a')], { getJob })).rejects.toBeInstanceOf(CancelledError)
  })
})

describe('a job that completed without a pull request: its branch asked', () => {
  const DOCS = 'https://github.com/acme/docs'
  const url = (digit: string) => `${DOCS}/commit/${digit.repeat(40)}`
  const done = { status: 'completed', prLink: null, source: { repository: DOCS, ref: 'main' } }
  const branch = (found: DirectCommits | undefined) => {
    const asked: unknown[] = []
    return { asked, directCommits: async (job: unknown) => (asked.push(job), found) }
  }
  const stateOf = async (found: DirectCommits | undefined, answer: Record<string, unknown> = done) => {
    const { getJob } = jobs({ a: answer as { status: string } })
    const github = branch(found)
    const states = await fixStates([fix('a')], { getJob, directCommits: github.directCommits })
    return { state: states.get('a'), asked: github.asked }
  }
  const committed = (commits: { sha: string; url: string; date?: string }[]): DirectCommits => ({
    kind: 'committed',
    repository: DOCS,
    ref: 'main',
    commits,
    more: false
  })

  it('commits reached it: merged when the newest did, with that commit; the job asked about as the service gave it', async () => {
    const found = committed([
      { sha: 'a'.repeat(40), url: url('a'), date: '2026-11-18T10:00:00Z' },
      { sha: 'b'.repeat(40), url: url('b'), date: '2026-11-19T09:30:00+01:00' },
      { sha: 'c'.repeat(40), url: url('c') }
    ])
    const { state, asked } = await stateOf(found)
    expect(state).toStrictEqual({ state: 'merged', merged: '2026-11-19T08:30:00.000Z', commit: url('b') })
    expect(asked).toStrictEqual([done])
  })

  it('an address longer than the ledger reads is not kept; commits without a date leave it to the next run', async () => {
    const long = `${DOCS}/${'x'.repeat(500)}`
    expect(
      (await stateOf(committed([{ sha: 'a'.repeat(40), url: long, date: '2026-11-18T10:00:00Z' }]))).state
    ).toStrictEqual({
      state: 'merged',
      merged: '2026-11-18T10:00:00.000Z'
    })
    expect((await stateOf(committed([{ sha: 'a'.repeat(40), url: url('a'), date: 'soon' }]))).state).toBeUndefined()
  })

  it('none reached it, or it cannot be read: no-pr, settled; GitHub failing: asked again next run', async () => {
    expect((await stateOf({ kind: 'none', repository: DOCS, ref: 'main' })).state).toStrictEqual({ state: 'no-pr' })
    for (const reason of ['no-source', 'elsewhere', 'no-token', 'unreadable'] as const)
      expect((await stateOf({ kind: 'unknown', reason, why: 'w' })).state).toStrictEqual({ state: 'no-pr' })
    expect((await stateOf({ kind: 'unknown', reason: 'failed', why: 'GitHub answered 502' })).state).toBeUndefined()
    expect((await stateOf(undefined)).state).toStrictEqual({ state: 'no-pr' })
  })

  it('only a completed job is asked about; without the source, no-pr as before', async () => {
    const failed = await stateOf(committed([]), { ...done, status: 'failed' })
    expect(failed).toStrictEqual({ state: { state: 'no-pr' }, asked: [] })
    const { getJob } = jobs({ a: done })
    expect(await fixStates([fix('a')], { getJob })).toStrictEqual(new Map([['a', { state: 'no-pr' }]]))
  })
})
