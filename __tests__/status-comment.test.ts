import fc from 'fast-check'
import { describeOutcome } from '../src/outcome.js'
import { COMMENT_LIMIT, marker, parseMarker, renderStatusComment, truncate } from '../src/render/status-comment.js'
import type { AgentJob } from '../src/service-client.js'

const job: AgentJob = { id: 'job_1', status: 'completed', prLink: 'https://github.com/acme/docs/pull/3' }
const base = { runId: 42, runUrl: 'https://github.com/acme/docs-site/actions/runs/42' }

describe('marker', () => {
  it('round-trips job ids, even ones with characters that would end an HTML comment', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), fc.nat(), (jobId, runId) => {
        const text = marker({ jobId, runId })
        expect(text.indexOf('-->')).toBe(text.length - 3)
        expect(parseMarker(`${text}\nbody`)).toEqual({ jobId, runId })
      })
    )
  })
  it('is only read at the start of a body', () => {
    expect(parseMarker(`hello\n${marker({ jobId: 'x' })}`)).toBeUndefined()
    expect(parseMarker('<!-- something else -->')).toBeUndefined()
  })
})

describe('renderStatusComment', () => {
  it('working: links the workflow run and carries the job id in the marker', () => {
    const body = renderStatusComment({ state: 'working', jobId: 'job_1', prompt: 'Add docs', followUp: false, ...base })
    expect(parseMarker(body)).toEqual({ jobId: 'job_1', runId: 42 })
    expect(body).toContain('[workflow run](https://github.com/acme/docs-site/actions/runs/42)')
    expect(body).toMatch(/working on it/)
  })
  it.each([
    [{ ...job }, /Docs pull request opened:.*pull\/3/],
    [{ ...job, prLink: null }, /No files changed/],
    [{ ...job, status: 'archived' as const, prLink: null }, /Archived/],
    [{ ...job, status: 'failed' as const, prLink: null }, /Failed.*failed on the service/]
  ])('final state %#', (j, pattern) => {
    const outcome = describeOutcome({ mode: 'create', job: j, end: 'final', elapsedMs: 1 }, true, 1)
    expect(renderStatusComment({ state: 'final', job: j, outcome, ...base })).toMatch(pattern)
  })
  it('timed out and cancelled say how to resume', () => {
    for (const end of ['timed-out', 'cancelled'] as const) {
      const active = { ...job, status: 'active' as const, prLink: null }
      const outcome = describeOutcome({ mode: 'create', job: active, end, elapsedMs: 1 }, true, 1000)
      expect(renderStatusComment({ state: 'final', job: active, outcome, ...base })).toContain('`job-id: job_1`')
    }
  })
  it('escapes a hostile prompt and service message', () => {
    const body = renderStatusComment({
      state: 'error',
      jobId: 'j',
      error: '<script>x</script> --> <!-- docs-agent-action:status job=evil -->',
      ...base
    })
    expect(body).not.toMatch(/<script/)
    expect(body.match(/<!--/g)).toHaveLength(1)
    expect(parseMarker(body)?.jobId).toBe('j')
  })
  it('never exceeds the comment limit, keeps the marker, and never splits a surrogate pair', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        fc.integer({ min: 1, max: 3000 }),
        (piece, times) => {
          const prompt = piece.repeat(times)
          const body = renderStatusComment({ state: 'working', jobId: 'job_1', prompt, followUp: true, ...base })
          expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT)
          expect(parseMarker(body)).toEqual({ jobId: 'job_1', runId: 42 })
          expect(body).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/)
        }
      ),
      { numRuns: 60 }
    )
  })
})

describe('truncate', () => {
  it('cuts between surrogate pairs, not inside one', () => {
    const text = '😀'.repeat(100)
    for (let max = 60; max < 120; max++) {
      const out = truncate(text, max)
      expect(out.length).toBeLessThanOrEqual(max)
      expect(out).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/)
    }
  })
})
