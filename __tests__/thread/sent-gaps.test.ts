// The report gaps a thread's jobs were sent, kept in the status comment's marker (only keys, capped), and how they get
// there: an AgentRequest's gapKeys through the status view into the marker, on create, follow-up, final and error.
import fc from 'fast-check'
import { marker, mergeMarkers, nextMarker, parseMarker, type StatusMarker } from '../../src/thread/marker.js'
import {
  addSentGaps,
  decodeSentGaps,
  encodeSentGaps,
  MAX_SENT_GAP_JOBS,
  MAX_SENT_GAP_KEYS,
  mergeSentGaps
} from '../../src/thread/sent-gaps.js'
import { renderStatus } from '../../src/thread/status-body.js'
import { runAgentJob } from '../../src/job/job.js'
import type { AgentJob, ServiceClient } from '../../src/service/client.js'

const key = fc.stringMatching(/^[A-Za-z0-9_.:/-]{1,64}$/)
const jobId = fc.string({ minLength: 1, maxLength: 30 })

describe('sent gaps in the marker', () => {
  it('round-trip, whatever the job ids, within the caps', () => {
    const sent = fc.uniqueArray(fc.record({ jobId, keys: fc.uniqueArray(key, { minLength: 1, maxLength: 12 }) }), {
      maxLength: 14,
      selector: s => s.jobId
    })
    fc.assert(
      fc.property(sent, gaps => {
        const m: StatusMarker = { jobId: 'j', runs: [{ runId: 1, jobId: 'j' }], gaps }
        const text = marker(m)
        expect(text.indexOf('-->')).toBe(text.length - 3)
        const read = parseMarker(text)?.gaps ?? []
        expect(read.length).toBeLessThanOrEqual(MAX_SENT_GAP_JOBS)
        expect(read.flatMap(s => s.keys).length).toBeLessThanOrEqual(MAX_SENT_GAP_KEYS)
        // What is kept is a prefix of what was given: newest jobs, their newest keys.
        read.forEach((s, i) => {
          expect(s.jobId).toBe(gaps[i]?.jobId)
          expect(gaps[i]?.keys.slice(0, s.keys.length)).toEqual(s.keys)
        })
      })
    )
  })

  it('an old marker without gaps parses as before, and a marker without gaps writes none', () => {
    expect(parseMarker('<!-- docs-agent-action:status job=j1 run=42 -->')).toEqual({
      jobId: 'j1',
      runs: [{ runId: 42, jobId: 'j1' }]
    })
    expect(parseMarker('<!-- docs-agent-action:status job=j1 run=42 -->')).not.toHaveProperty('gaps')
    expect(marker({ jobId: 'j', runs: [] })).toBe('<!-- docs-agent-action:status job=j -->')
    expect(marker({ jobId: 'j', runs: [], gaps: [] })).toBe('<!-- docs-agent-action:status job=j -->')
  })

  it('keeps only what looks like a key: reader text (spaces, @, <) never lands in the public marker', () => {
    expect(addSentGaps([], 'j', ['searches:3f9a', 'how do I rotate keys', 'me@x.io', '<b>', ''])).toEqual([
      { jobId: 'j', keys: ['searches:3f9a'] }
    ])
    expect(addSentGaps([], 'j', ['not a key'])).toStrictEqual([])
    expect(decodeSentGaps('j:a%20b,ok;:x;k:;bad%E0:y;j:again')).toEqual([{ jobId: 'j', keys: ['ok'] }])
    expect(encodeSentGaps([{ jobId: 'a;b:c,d', keys: ['k'] }])).toBe('a%3Bb%3Ac%2Cd:k')
  })

  it('adds a follow-up’s keys to its job first, a new job first, and the oldest fall off', () => {
    let sent = addSentGaps([], 'A', ['a1', 'a2'])
    sent = addSentGaps(sent, 'B', ['b1'])
    sent = addSentGaps(sent, 'A', ['a3', 'a1'])
    expect(sent).toEqual([
      { jobId: 'A', keys: ['a3', 'a1', 'a2'] },
      { jobId: 'B', keys: ['b1'] }
    ])
    const many = Array.from({ length: 45 }, (_, i) => `n${i}`)
    expect(addSentGaps(sent, 'C', many)).toEqual([
      { jobId: 'C', keys: many },
      { jobId: 'A', keys: ['a3', 'a1', 'a2'] },
      { jobId: 'B', keys: ['b1'] }
    ])
    expect(addSentGaps(addSentGaps(sent, 'C', many), 'D', ['d1', 'd2'])).toEqual([
      { jobId: 'D', keys: ['d1', 'd2'] },
      { jobId: 'C', keys: many },
      { jobId: 'A', keys: ['a3', 'a1', 'a2'] }
    ])
  })
})

describe('nextMarker and mergeMarkers keep the sent gaps', () => {
  const start: StatusMarker = { jobId: 'A', runs: [{ runId: 1, jobId: 'A' }], gaps: [{ jobId: 'A', keys: ['a1'] }] }

  it('a request that reached a known job records its keys; a claim, a miss or an unknown job leave them', () => {
    expect(nextMarker(start, { kind: 'reached', runId: 2, jobId: 'A', gapKeys: ['a2'] }).gaps).toEqual([
      { jobId: 'A', keys: ['a2', 'a1'] }
    ])
    expect(nextMarker(start, { kind: 'reached', runId: 2, jobId: 'B', gapKeys: ['b1'] }).gaps).toEqual([
      { jobId: 'B', keys: ['b1'] },
      { jobId: 'A', keys: ['a1'] }
    ])
    expect(nextMarker(start, { kind: 'reached', runId: 2, gapKeys: ['x'] }).gaps).toEqual(start.gaps)
    expect(nextMarker(start, { kind: 'reached', runId: 2, jobId: 'A' }).gaps).toEqual(start.gaps)
    expect(nextMarker(start, { kind: 'pending', runId: 3 }).gaps).toEqual(start.gaps)
    expect(nextMarker({ ...start, pending: 3 }, { kind: 'not-reached', runId: 3 })).toEqual(start)
  })

  it('merging two comments unites what each job was sent', () => {
    const other: StatusMarker = {
      runs: [],
      gaps: [
        { jobId: 'A', keys: ['a9'] },
        { jobId: 'B', keys: ['b1'] }
      ]
    }
    expect(mergeMarkers(start, other).gaps).toEqual([
      { jobId: 'A', keys: ['a1', 'a9'] },
      { jobId: 'B', keys: ['b1'] }
    ])
    expect(mergeMarkers({ runs: [] }, { runs: [] })).not.toHaveProperty('gaps')
  })

  it('addSentGaps leaves the memory as it was when nothing sent looks like a key', () => {
    const sent = [{ jobId: 'J1', keys: ['k1'] }]
    expect(addSentGaps(sent, 'J2', [])).toBe(sent)
    expect(addSentGaps(sent, 'J2', ['not a key', 'x'.repeat(65)])).toBe(sent)
  })

  it('keeps the newest ten jobs even when their keys fit', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => `J${i}:k${i}`).join(';')
    expect(decodeSentGaps(twelve).map(s => s.jobId)).toEqual(Array.from({ length: 10 }, (_, i) => `J${i}`))
  })

  it('encodeSentGaps writes jobs apart with ; and keys apart with ,', () => {
    expect(
      encodeSentGaps([
        { jobId: 'J1', keys: ['k1', 'k2'] },
        { jobId: 'J 2', keys: ['k3'] }
      ])
    ).toBe('J1:k1,k2;J%202:k3')
  })

  it('decodeSentGaps leaves out each group or key it cannot read, and keeps the rest', () => {
    expect(decodeSentGaps('J1')).toStrictEqual([])
    expect(decodeSentGaps(':k1')).toStrictEqual([])
    expect(decodeSentGaps('%E0%A4%A:k1;J2:k2')).toEqual([{ jobId: 'J2', keys: ['k2'] }])
    expect(decodeSentGaps('J1:k1:x;J2:k2')).toEqual([{ jobId: 'J2', keys: ['k2'] }])
    expect(decodeSentGaps('J1:k1;J1:k2')).toEqual([{ jobId: 'J1', keys: ['k1'] }])
    // toStrictEqual: toEqual would pass over an undefined left in the list.
    expect(decodeSentGaps('J1:ok,bad%20key,%E0%A4%A,ok')).toStrictEqual([{ jobId: 'J1', keys: ['ok'] }])
    expect(decodeSentGaps('J1:bad%20key;J2:k2')).toEqual([{ jobId: 'J2', keys: ['k2'] }])
  })

  it('mergeSentGaps keeps a job only the first knows as it is, then adds the jobs only the second knows', () => {
    const first = [{ jobId: 'C', keys: ['c1', 'c2'] }]
    const second = [
      { jobId: 'D', keys: ['d1'] },
      { jobId: 'C', keys: ['c2', 'c3'] }
    ]
    expect(mergeSentGaps(first, [{ jobId: 'D', keys: ['d1'] }])).toEqual([...first, { jobId: 'D', keys: ['d1'] }])
    expect(mergeSentGaps(first, second)).toEqual([
      { jobId: 'C', keys: ['c1', 'c2', 'c3'] },
      { jobId: 'D', keys: ['d1'] }
    ])
  })
})

describe('gapKeys from the request to the status comment', () => {
  const base = { runId: 7, runUrl: 'https://github.com/acme/docs-site/actions/runs/7', gapKeys: ['g1', 'g2'] }
  const gapsOf = (body: string) => parseMarker(body)?.gaps

  it('the working comment of a job records them with the job; the claim before a create does not', () => {
    expect(gapsOf(renderStatus({ ...base, state: 'working', jobId: 'J', followUp: false }).body)).toEqual([
      { jobId: 'J', keys: ['g1', 'g2'] }
    ])
    expect(gapsOf(renderStatus({ ...base, state: 'working', followUp: false }).body)).toBeUndefined()
  })

  it('the final comment keeps them though the working write never happened; an error only when the request reached a job', () => {
    const job: AgentJob = { id: 'J', status: 'completed', prLink: 'https://github.com/acme/docs/pull/1' }
    const outcome = { kind: 'pr-opened', level: 'success', title: 'PR', message: 'ok' } as const
    expect(gapsOf(renderStatus({ ...base, state: 'final', job, outcome }).body)).toEqual([
      { jobId: 'J', keys: ['g1', 'g2'] }
    ])
    const error = { ...base, state: 'error' as const, jobId: 'J', error: 'boom' }
    expect(gapsOf(renderStatus({ ...error, reached: true }).body)).toEqual([{ jobId: 'J', keys: ['g1', 'g2'] }])
    expect(gapsOf(renderStatus({ ...error, reached: false }).body)).toBeUndefined()
  })

  it('a create that becomes a follow-up to another run’s job carries its gap keys', async () => {
    const started: unknown[] = []
    const job: AgentJob = { id: 'OTHER', status: 'active' }
    const client = { sendMessage: async () => job } as unknown as ServiceClient
    await runAgentJob({
      client,
      request: { mode: 'create', prompt: 'fix the gaps', gapKeys: ['g1'] },
      wait: false,
      pollIntervalMs: 10,
      deadline: Date.now() + 10_000,
      claim: async () => 'OTHER',
      onStarted: (_job, request) => started.push(request)
    })
    expect(started).toEqual([{ mode: 'message', jobId: 'OTHER', prompt: 'fix the gaps', gapKeys: ['g1'] }])
  })
})
