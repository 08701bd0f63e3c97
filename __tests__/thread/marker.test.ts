// The thread's memory in the status comment's hidden marker: how runs are written, what a hand-edited or damaged
// marker reads as, and how writes and merges keep it (no stray fields, no duplicate runs, at most ten). Pure.
import {
  marker,
  MAX_REMEMBERED_RUNS,
  MAX_SWEEP_TARGETS,
  mergeMarkers,
  nextMarker,
  parseMarker
} from '../../src/thread/marker.js'

const P = '<!-- docs-agent-action:status'
const runs = (n: number, from = 1) => Array.from({ length: n }, (_, i) => ({ runId: from + i, jobId: 'J' }))

describe('marker', () => {
  it('writes a run of the thread’s job bare, another job’s with its id, an unknown job as ?', () => {
    expect(marker({ jobId: 'J', runs: [{ runId: 3, jobId: 'J' }, { runId: 2, jobId: 'K' }, { runId: 1 }] })).toBe(
      `${P} job=J run=3,2:K,1:? -->`
    )
    expect(marker({ runs: [{ runId: 5 }] })).toBe(`${P} run=5:? -->`)
    expect(marker({ runs: [] })).toBe(`${P} -->`)
  })
})

describe('parseMarker', () => {
  it('an empty marker is an empty memory, with no stray fields', () => {
    expect(parseMarker(`${P} -->\nbody`)).toStrictEqual({ jobId: undefined, runs: [] })
  })

  it('a run entry must be digits, optionally with a job: anything else is skipped', () => {
    expect(parseMarker(`${P} job=J run=12x,x13,14:K,15 -->`)?.runs).toEqual([
      { runId: 14, jobId: 'K' },
      { runId: 15, jobId: 'J' }
    ])
  })

  it('the first entry of a run wins', () => {
    expect(parseMarker(`${P} run=5:A,5:B,6:? -->`)?.runs).toEqual([{ runId: 5, jobId: 'A' }, { runId: 6 }])
  })

  it('pending must be digits only', () => {
    for (const bad of ['12x', 'x12', '']) {
      expect(parseMarker(`${P} pending=${bad} -->`)).toStrictEqual({ jobId: undefined, runs: [] })
    }
    expect(parseMarker(`${P} pending=12 -->`)).toStrictEqual({ jobId: undefined, runs: [], pending: 12 })
  })

  it(`keeps at most ${MAX_REMEMBERED_RUNS} runs, the first ones`, () => {
    const body = marker({ jobId: 'J', runs: runs(12) })
    expect(parseMarker(body)?.runs).toEqual(runs(MAX_REMEMBERED_RUNS))
  })
})

describe('nextMarker', () => {
  it('a request that surely did not reach the service leaves an empty memory empty', () => {
    expect(nextMarker(undefined, { kind: 'not-reached', runId: 1 })).toStrictEqual({ jobId: undefined, runs: [] })
  })

  it('a run that reached the job again moves to the front, once', () => {
    const before = {
      jobId: 'A',
      runs: [
        { runId: 4, jobId: 'B' },
        { runId: 5, jobId: 'A' }
      ]
    }
    expect(nextMarker(before, { kind: 'reached', runId: 5, jobId: 'C' })).toStrictEqual({
      jobId: 'C',
      runs: [
        { runId: 5, jobId: 'C' },
        { runId: 4, jobId: 'B' }
      ]
    })
  })

  it('another run’s claim is kept through our write; our own claim is resolved by it', () => {
    const claimed = { jobId: 'A', runs: [], pending: 9 }
    expect(nextMarker(claimed, { kind: 'not-reached', runId: 8 })).toStrictEqual(claimed)
    expect(nextMarker(claimed, { kind: 'not-reached', runId: 9 })).toStrictEqual({ jobId: 'A', runs: [] })
  })
})

describe('mergeMarkers', () => {
  it('unites the runs, each once, at most ten; the first’s job; the second’s claim only if it has one', () => {
    const first = {
      jobId: 'A',
      runs: [
        { runId: 1, jobId: 'A' },
        { runId: 2, jobId: 'A' }
      ]
    }
    const second = {
      jobId: 'B',
      runs: [
        { runId: 2, jobId: 'B' },
        { runId: 3, jobId: 'B' }
      ]
    }
    expect(mergeMarkers(first, second)).toStrictEqual({
      jobId: 'A',
      runs: [
        { runId: 1, jobId: 'A' },
        { runId: 2, jobId: 'A' },
        { runId: 3, jobId: 'B' }
      ]
    })
    expect(mergeMarkers({ runs: runs(6) }, { runs: runs(6, 7), pending: 4 })).toStrictEqual({
      jobId: undefined,
      runs: runs(MAX_REMEMBERED_RUNS),
      pending: 4
    })
  })
})

describe('the sweep field', () => {
  it('reads only whole numbers, each once, the newest MAX_SWEEP_TARGETS; one side of a merge or a first follow is kept', () => {
    expect(parseMarker('<!-- docs-agent-action:status sweep=1,x2,3y,04,5,1 -->')?.sweep).toEqual([1, 4, 5])
    const many = Array.from({ length: MAX_SWEEP_TARGETS + 5 }, (_, i) => i)
    expect(parseMarker(marker({ runs: [], sweep: many }))?.sweep).toEqual(many.slice(-MAX_SWEEP_TARGETS))
    expect(mergeMarkers({ runs: [], sweep: [1] }, { runs: [] }).sweep).toEqual([1])
    expect(mergeMarkers({ runs: [] }, { runs: [], sweep: [2] }).sweep).toEqual([2])
    expect(nextMarker({ runs: [] }, { kind: 'reached', runId: 1, jobId: 'j', follow: 5 }).sweep).toEqual([5])
  })
})

describe('the since field', () => {
  it('is written as epoch seconds after the sweep field, and read back with the text after it', () => {
    expect(marker({ runs: [], sweep: [3], since: 1_764_288_000 })).toBe(`${P} sweep=3 since=1764288000 -->`)
    expect(marker({ runs: [], since: 0 })).toBe(`${P} since=0 -->`)
    expect(marker({ runs: [] })).toBe(`${P} -->`)
    const m = { jobId: 'J', runs: [{ runId: 1, jobId: 'J' }], since: 1_764_288_000, about: 'merged changes' }
    expect(parseMarker(marker(m))).toStrictEqual(m)
  })

  it('reads only 1 to 12 digits', () => {
    expect(parseMarker(`${P} since=0 -->`)?.since).toBe(0)
    expect(parseMarker(`${P} since=999999999999 -->`)?.since).toBe(999_999_999_999)
    for (const bad of ['', 'x1', '1x', '-5', '1.5', '1e9', '9999999999999']) {
      expect(parseMarker(`${P} since=${bad} -->`)).toStrictEqual({ jobId: undefined, runs: [] })
    }
  })

  it('is kept across every other change', () => {
    const base = { jobId: 'J', runs: [{ runId: 1, jobId: 'J' }], since: 500 }
    expect(nextMarker(base, { kind: 'pending', runId: 2 })).toStrictEqual({ ...base, pending: 2 })
    expect(nextMarker(base, { kind: 'not-reached', runId: 2 })).toStrictEqual(base)
    expect(nextMarker(base, { kind: 'reached', runId: 2, jobId: 'J' })).toStrictEqual({
      ...base,
      runs: [{ runId: 2, jobId: 'J' }, ...base.runs]
    })
    expect(nextMarker(base, { kind: 'swept', ended: true })).toStrictEqual(base)
    expect(nextMarker(base, { kind: 'gone' })).toStrictEqual({ runs: base.runs, since: 500 })
  })

  it('a marker without it gains none from a change without it', () => {
    const base = { jobId: 'J', runs: [] }
    expect(nextMarker(base, { kind: 'pending', runId: 2 })).toStrictEqual({ ...base, pending: 2 })
    expect(nextMarker(base, { kind: 'reached', runId: 2, jobId: 'J' })).toStrictEqual({
      jobId: 'J',
      runs: [{ runId: 2, jobId: 'J' }]
    })
    expect(nextMarker(undefined, { kind: 'not-reached', runId: 2 })).toStrictEqual({ jobId: undefined, runs: [] })
  })

  it('a batch that reached the job takes the larger of its own and the marker’s', () => {
    const reached = (since: number) => ({ kind: 'reached' as const, runId: 2, jobId: 'J', since })
    expect(nextMarker({ runs: [], since: 100 }, reached(50)).since).toBe(100)
    expect(nextMarker({ runs: [], since: 100 }, reached(150)).since).toBe(150)
    expect(nextMarker({ runs: [] }, reached(5)).since).toBe(5)
    expect(nextMarker(undefined, reached(0))).toStrictEqual({ jobId: 'J', runs: [{ runId: 2, jobId: 'J' }], since: 0 })
  })

  it('a merge takes the larger, or the one side that has it', () => {
    expect(mergeMarkers({ runs: [], since: 100 }, { runs: [], since: 50 }).since).toBe(100)
    expect(mergeMarkers({ runs: [], since: 50 }, { runs: [], since: 100 }).since).toBe(100)
    expect(mergeMarkers({ runs: [], since: 7 }, { runs: [] }).since).toBe(7)
    expect(mergeMarkers({ runs: [] }, { runs: [], since: 7 }).since).toBe(7)
    expect(mergeMarkers({ runs: [] }, { runs: [], since: 0 })).toStrictEqual({ jobId: undefined, runs: [], since: 0 })
    expect(mergeMarkers({ runs: [] }, { runs: [] })).toStrictEqual({ jobId: undefined, runs: [] })
  })
})
