// The sweep's pure parts: the marker's `sweep` field and how each write changes it, `about` carried through the body,
// and how the sweep's end is told (its inputs: __tests__/run/).
import fc from 'fast-check'
import { describeOutcome } from '../../src/job/outcome.js'
import { markerChange, renderStatus, type StatusView } from '../../src/thread/status-body.js'
import { sweepEnd, type Swept } from '../../src/sweep/summary.js'
import { marker, MAX_SWEEP_TARGETS, mergeMarkers, nextMarker, parseMarker } from '../../src/thread/marker.js'

const base = { runId: 42, runUrl: 'https://github.com/acme/docs-site/actions/runs/42' }
const followed = { jobId: 'j1', runs: [{ runId: 7, jobId: 'j1' }], sweep: [0, 2001] }

describe("the marker's sweep field", () => {
  it('round-trips any list of triggers, newest kept, each once', () => {
    const ids = fc.array(fc.integer({ min: 0, max: 10 ** 12 }), { minLength: 1, maxLength: 40 })
    fc.assert(
      fc.property(ids, targets => {
        const parsed = parseMarker(marker({ runs: [], sweep: targets }))
        expect(parsed?.sweep).toEqual([...new Set(targets)].slice(-MAX_SWEEP_TARGETS))
      })
    )
  })

  it('a short run adds its trigger; a run that does not leave the job to the sweep keeps the others waiting', () => {
    const handed = nextMarker(followed, { kind: 'reached', runId: 8, jobId: 'j1', follow: 3003 })
    expect(handed.sweep).toEqual([0, 2001, 3003])
    expect(nextMarker(followed, { kind: 'reached', runId: 9, jobId: 'j1' }).sweep).toEqual([0, 2001])
    expect(nextMarker(followed, { kind: 'not-reached', runId: 9 }).sweep).toEqual([0, 2001])
    expect(nextMarker(followed, { kind: 'pending', runId: 9 })).toMatchObject({ pending: 9, sweep: [0, 2001] })
  })

  it('ends with the job: a waiting run or the sweep that saw it end clears it, a check or a time-out does not', () => {
    expect(nextMarker(followed, { kind: 'reached', runId: 9, jobId: 'j1', ended: true }).sweep).toBeUndefined()
    expect(nextMarker(followed, { kind: 'swept', ended: true })).toEqual({ jobId: 'j1', runs: followed.runs })
    expect(nextMarker(followed, { kind: 'swept', ended: false })).toEqual(followed)
    const timedOut = markerChange({
      ...base,
      state: 'final',
      job: { id: 'j1', status: 'active' },
      outcome: describeOutcome(
        { mode: 'create', job: { id: 'j1', status: 'active' }, end: 'timed-out', elapsedMs: 1 },
        true,
        1
      )
    })
    expect(nextMarker(followed, timedOut).sweep).toEqual([0, 2001])
  })

  it('a job gone from the service is forgotten with its triggers, so the next instruction starts a new job', () => {
    expect(nextMarker(followed, { kind: 'gone' })).toEqual({ runs: followed.runs })
  })

  it('the sweep writes no run of its own into the marker', () => {
    const checked: StatusView = {
      ...base,
      state: 'working',
      jobId: 'j1',
      followUp: false,
      sweep: { kind: 'checked', checkedAt: 0 }
    }
    expect(markerChange(checked)).toEqual({ kind: 'swept', ended: false })
    expect(parseMarker(renderStatus(checked, followed).body)).toEqual(followed)
  })

  it('merging duplicates unites the triggers', () => {
    expect(mergeMarkers({ runs: [], sweep: [1, 2] }, { runs: [], sweep: [2, 3] }).sweep).toEqual([1, 2, 3])
    expect(mergeMarkers({ runs: [] }, { runs: [] }).sweep).toBeUndefined()
  })
})

describe('about, carried by the sweep', () => {
  it('reads back what a working state wrote, so the swept final state shows it as the waiting run’s does', () => {
    const text = fc.string({ minLength: 1, maxLength: 200 }).filter(t => t.trim() !== '' && !t.includes('-->'))
    fc.assert(
      fc.property(text, about => {
        const body = renderStatus({ ...base, state: 'working', jobId: 'j', followUp: false, about }).body
        expect(parseMarker(body)?.about).toBe(about.trim())
      })
    )
    expect(
      parseMarker(renderStatus({ ...base, state: 'working', jobId: 'j', followUp: false }).body)?.about
    ).toBeUndefined()
  })

  it('the prompt’s quote of a working state is carried into the sweep’s "still working", as written', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200, unit: 'binary' }), prompt => {
        const first = renderStatus({ ...base, state: 'working', jobId: 'j', followUp: false, prompt }).body
        const quoted = parseMarker(first)?.quote
        const sweep = { kind: 'checked', checkedAt: 0 } as const
        const again = renderStatus({ ...base, state: 'working', jobId: 'j', followUp: false, quoted, sweep }).body
        expect(parseMarker(again)?.quote).toBe(quoted)
        expect(again.split('\n').filter(l => l.startsWith('> '))).toEqual(
          first.split('\n').filter(l => l.startsWith('> '))
        )
      }),
      // Any code unit (white space, lone surrogates, controls): the CI found " " and "! " at the default 100 runs.
      { numRuns: 2000 }
    )
  })
})

describe('the end of a sweep', () => {
  const swept = (verdict: Swept['verdict'], issue = 1): Swept => ({ issue, verdict, said: '' })

  it('succeeds when every thread was handled, warns when some are left, fails when halted', () => {
    expect(sweepEnd(2, [swept('ended'), swept('working', 2)], undefined)).toMatchObject({
      level: 'success',
      message: 'Sweep of 2 labelled threads: 1 ended (comment finished), 1 still working.'
    })
    expect(sweepEnd(1, [swept('left')], undefined).level).toBe('warning')
    const cancelled = sweepEnd(3, [swept('ended')], 'cancelled')
    expect(cancelled.level).toBe('failure')
    expect(cancelled.message).toMatch(
      /^The sweep was cancelled\..*2 threads not reached keep their comment and label\./
    )
    expect(sweepEnd(0, [], undefined)).toMatchObject({
      level: 'success',
      message: expect.stringMatching(/nothing to check/)
    })
  })

  it('the summary: the line, then one row per thread by number, a dash for what is not known', () => {
    const rows: Swept[] = [
      { issue: 12, jobId: 'job-b', status: 'active', verdict: 'working', said: '' },
      {
        issue: 3,
        jobId: 'job-a',
        status: 'completed',
        prLink: 'https://github.com/acme/docs/pull/9',
        verdict: 'ended',
        said: ''
      },
      { issue: 7, verdict: 'unfollowed', said: '' }
    ]
    expect(sweepEnd(3, rows, undefined).summary).toBe(
      [
        '## 🧹 Docs agent sweep',
        '',
        'Sweep of 3 labelled threads: 1 ended \\(comment finished\\), 1 still working, 1 with nothing to follow.',
        '',
        '| Thread | Job | Status | Pull request | Sweep |',
        '|---|---|---|---|---|',
        '| #3 | `job-a` | `completed` | [`https://github.com/acme/docs/pull/9`](https://github.com/acme/docs/pull/9) | finished |',
        '| #7 | — | — | — | label removed (nothing to follow) |',
        '| #12 | `job-b` | `active` | — | still working |',
        ''
      ].join('\n')
    )
    expect(rows.map(r => r.issue)).toStrictEqual([12, 3, 7])
    expect(sweepEnd(0, [], undefined).summary).toBe(
      '## 🧹 Docs agent sweep\n\nSweep: no labelled thread, nothing to check.\n'
    )
  })

  it('says it word for word: none checked, every thread reached, a halt', () => {
    expect(sweepEnd(2, [], 'cancelled').message).toBe(
      'The sweep was cancelled. Sweep of 2 labelled threads: none checked. 2 threads not reached keep their comment and label.'
    )
    expect(sweepEnd(1, [swept('gone')], new Error('401 from the service')).message).toBe(
      'The sweep stopped: 401 from the service Sweep of 1 labelled thread: 1 not found (closed out).'
    )
    expect(sweepEnd(2, [swept('unfollowed'), swept('left', 2)], undefined).message).toBe(
      'Sweep of 2 labelled threads: 1 with nothing to follow, 1 left for the next sweep.'
    )
  })
})
