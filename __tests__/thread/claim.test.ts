import { jest } from '@jest/globals'
import { CLAIM_FRESH_MS, CLAIM_WAIT_MS, claimThread, rivalClaim } from '../../src/thread/claim.js'
import type { CommentRef } from '../../src/thread/status-comment.js'
import type { IssueThread } from '../../src/thread/issue-thread.js'
import type { StatusMarker } from '../../src/thread/marker.js'

const NOW = Date.parse('2026-12-01T10:00:00Z')
const ref = (marker: StatusMarker, updatedAt = new Date(NOW).toISOString(), id = 1): CommentRef => ({
  id,
  url: 'https://github.com/acme/docs-site/issues/7#issuecomment-1',
  marker,
  updatedAt
})

describe('rivalClaim', () => {
  it('is another run’s fresh claim, never our own, never a stale one', () => {
    expect(rivalClaim(ref({ runs: [], pending: 5 }), 6, NOW)).toBe(5)
    expect(rivalClaim(ref({ runs: [], pending: 6 }), 6, NOW)).toBeUndefined()
    expect(rivalClaim(ref({ runs: [] }), 6, NOW)).toBeUndefined()
    expect(rivalClaim(undefined, 6, NOW)).toBeUndefined()
    const old = new Date(NOW - CLAIM_FRESH_MS - 1).toISOString()
    expect(rivalClaim(ref({ runs: [], pending: 5 }, old), 6, NOW)).toBeUndefined()
  })

  it('holds a claim exactly as old as the limit as fresh, and one whose age GitHub did not say too', () => {
    const limit = new Date(NOW - CLAIM_FRESH_MS).toISOString()
    expect(rivalClaim(ref({ runs: [], pending: 5 }, limit), 6, NOW)).toBe(5)
    const undated: CommentRef = { id: 1, url: 'u', marker: { runs: [], pending: 5 } }
    expect(rivalClaim(undated, 6, NOW)).toBe(5)
  })
})

/** A issueThread whose comment holds the given markers in turn (what `show` writes, what `read` finds). */
function fakeThread(start: CommentRef | undefined, afterShow: CommentRef | undefined, reads: CommentRef[]) {
  const shown: unknown[] = []
  let readCount = 0
  const issueThread = {
    ref: start,
    show: async (view: unknown) => (shown.push(view), afterShow),
    read: async () => reads[Math.min(readCount++, reads.length - 1)]
  }
  return { issueThread: issueThread as unknown as IssueThread, shown, reads: () => readCount }
}

describe('claimThread', () => {
  const view = { phase: 'claim' as const, runId: 6, render: () => ({ body: 'claim', marker: { runs: [] } }) }
  let clock = NOW
  const options = () => ({
    deadline: NOW + 3_600_000,
    now: () => clock,
    sleep: async (ms: number) => void (clock += ms)
  })
  beforeEach(() => (clock = NOW))

  it('a claim that holds: start our own job', async () => {
    const { issueThread, shown } = fakeThread(undefined, ref({ runs: [], pending: 6 }), [])
    await expect(claimThread(issueThread, view, options())).resolves.toBeUndefined()
    expect(shown).toEqual([{ ...view, jobId: undefined }])
  })
  it('another run’s claim already there: not overwritten; its job is followed up once it shows', async () => {
    const { issueThread, shown } = fakeThread(ref({ runs: [], pending: 5 }), undefined, [
      ref({ runs: [], pending: 5 }),
      ref({ jobId: 'A', runs: [{ runId: 5, jobId: 'A' }] })
    ])
    await expect(claimThread(issueThread, view, options())).resolves.toBe('A')
    expect(shown).toHaveLength(0)
  })
  it('settled on an older comment whose claim resolved without a job of that run: start our own', async () => {
    const { issueThread } = fakeThread(undefined, ref({ runs: [], pending: 5 }), [
      ref({ jobId: 'OLD', runs: [{ runId: 4, jobId: 'OLD' }] })
    ])
    await expect(claimThread(issueThread, view, options())).resolves.toBeUndefined()
  })
  it('settled on an older comment whose run already started its job: follow it up', async () => {
    const { issueThread } = fakeThread(undefined, ref({ jobId: 'A', runs: [{ runId: 5, jobId: 'A' }] }), [])
    await expect(claimThread(issueThread, view, options())).resolves.toBe('A')
  })
  it('a claim that never resolves is waited for a bounded time only', async () => {
    const { issueThread, reads } = fakeThread(ref({ runs: [], pending: 5 }), undefined, [ref({ runs: [], pending: 5 })])
    await expect(claimThread(issueThread, view, options())).resolves.toBeUndefined()
    expect(clock - NOW).toBe(CLAIM_WAIT_MS)
    expect(reads()).toBeLessThanOrEqual(CLAIM_WAIT_MS / 1000)
  })
  it('says whom it waits for, and that it starts its own job when that run gave the thread none', async () => {
    const lines: string[] = []
    jest.spyOn(process.stdout, 'write').mockImplementation(((chunk: unknown) => {
      lines.push(String(chunk))
      return true
    }) as typeof process.stdout.write)
    try {
      const { issueThread } = fakeThread(ref({ runs: [], pending: 5 }), undefined, [
        ref({ jobId: 'OLD', runs: [{ runId: 4, jobId: 'OLD' }] })
      ])
      await expect(claimThread(issueThread, view, options())).resolves.toBeUndefined()
    } finally {
      jest.restoreAllMocks()
    }
    expect(lines.join('').split('\n').filter(Boolean)).toEqual([
      'Run 5 is starting a job on this thread: waiting for it, to send this prompt there as a follow-up.',
      "Run 5 gave this thread no job to follow up: starting one of this run's own."
    ])
  })
  it('settled on an older comment holding another run’s fresh claim: waits for that run’s job', async () => {
    const { issueThread, shown } = fakeThread(undefined, ref({ runs: [], pending: 5 }), [
      ref({ runs: [], pending: 5 }),
      ref({ jobId: 'J5', runs: [{ runId: 5, jobId: 'J5' }] })
    ])
    await expect(claimThread(issueThread, view, options())).resolves.toBe('J5')
    expect(shown).toHaveLength(1)
  })
  it('waits no longer than the run’s deadline: the last wait is cut to the time left', async () => {
    const slept: number[] = []
    const { issueThread } = fakeThread(ref({ runs: [], pending: 5 }), undefined, [ref({ runs: [], pending: 5 })])
    const sleep = async (ms: number) => void (slept.push(ms), (clock += ms))
    await expect(
      claimThread(issueThread, view, { ...options(), deadline: NOW + 2_500, sleep })
    ).resolves.toBeUndefined()
    expect(slept).toEqual([1000, 1000, 500])
  })
  it('GitHub failing to read the comment while it waits: start our own job', async () => {
    const { issueThread, reads } = fakeThread(ref({ runs: [], pending: 5 }), undefined, [
      undefined as unknown as CommentRef
    ])
    await expect(claimThread(issueThread, view, options())).resolves.toBeUndefined()
    expect(reads()).toBe(1)
  })
  it('GitHub unavailable (nothing written): start our own job', async () => {
    const { issueThread } = fakeThread(undefined, undefined, [])
    await expect(claimThread(issueThread, view, options())).resolves.toBeUndefined()
  })
})
