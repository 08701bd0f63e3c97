import fc from 'fast-check'
import { explainStartFailure, JobMayExistError, rerunEffect, type AgentRequest } from '../../src/job/job.js'
import { CancelledError } from '../../src/action/errors.js'
import { ServiceError } from '../../src/service/http.js'
import { describeOutcome, resumeHint, type Rerun } from '../../src/job/outcome.js'
import type { AgentJob } from '../../src/service/client.js'

const RERUNS: Rerun[] = ['attaches', 'starts-second-job', 'resends-message']
const rerun = fc.constantFrom(...RERUNS)
const jobId = fc.stringMatching(/^[a-z0-9_-]{1,30}$/)

describe('resumeHint', () => {
  it('advises a re-run exactly when a re-run attaches, and always names the job-id to dispatch with', () => {
    fc.assert(
      fc.property(jobId, rerun, (id, how) => {
        const hint = resumeHint(id, how)
        expect(/re-run this workflow/i.test(hint)).toBe(how === 'attaches')
        expect(hint).toContain(`job-id: ${id}`)
        expect(hint).not.toContain('\n')
      })
    )
  })
  it('says what a re-run would duplicate where it does not attach', () => {
    expect(resumeHint('j', 'starts-second-job')).toBe(
      'To pick it up, dispatch the workflow with job-id: j (re-running this run would start a second job).'
    )
    expect(resumeHint('j', 'resends-message')).toMatch(/job-id: j and no prompt \(re-running .*message again\)/)
  })
  it('without a job id sends the reader to the dashboard, and warns of a second job only where a re-run makes one', () => {
    expect(resumeHint(undefined, 'starts-second-job')).toMatch(/dashboard.*would start a second job/)
    expect(resumeHint(undefined, 'attaches')).not.toMatch(/second job|re-run this/i)
  })
  it('quotes the input for the medium', () => {
    expect(resumeHint('j', 'attaches', t => `\`${t}\``)).toContain('`job-id: j`')
  })
})

describe('rerunEffect', () => {
  const create: AgentRequest = { mode: 'create', prompt: 'p' }
  const message: AgentRequest = { mode: 'message', jobId: 'j', prompt: 'p' }
  const attach: AgentRequest = { mode: 'attach', jobId: 'j' }
  it('attaches where the thread remembers the run or the request is an attach; else names the duplicate', () => {
    expect([create, message, attach].map(r => rerunEffect(r, true))).toEqual(['attaches', 'attaches', 'attaches'])
    expect([create, message, attach].map(r => rerunEffect(r, false))).toEqual([
      'starts-second-job',
      'resends-message',
      'attaches'
    ])
  })
})

describe('describeOutcome uses the same advice', () => {
  const job: AgentJob = { id: 'job_9', status: 'active' }
  it.each(RERUNS)('timed out / cancelled with rerun %s', how => {
    for (const end of ['timed-out', 'cancelled'] as const) {
      const o = describeOutcome({ mode: 'create', job, end, elapsedMs: 1, rerun: how }, true, 1000)
      expect(o.message.endsWith(resumeHint('job_9', how))).toBe(true)
      expect(o.rerun).toBe(how)
    }
  })
  it('without a known rerun never advises a re-run', () => {
    const o = describeOutcome({ mode: 'create', job, end: 'timed-out', elapsedMs: 1 }, true, 1000)
    expect(o.message).not.toMatch(/re-run this workflow/i)
  })
})

describe('explainStartFailure', () => {
  const create: AgentRequest = { mode: 'create', prompt: 'p' }
  const message: AgentRequest = { mode: 'message', jobId: 'j1', prompt: 'p' }
  const maybe = new ServiceError('Create job failed: HTTP 502.', 'Create job', 'http', 502, true)
  const surely = new ServiceError('Create job failed: HTTP 400.', 'Create job', 'http', 400, false)
  const unread = new ServiceError(
    'Create job answered HTTP 201 with a body that is not JSON.',
    'Create job',
    'malformed',
    201
  )

  it('a request that surely did not reach the service, and any attach, pass through unchanged', () => {
    expect(explainStartFailure(surely, create, 'starts-second-job')).toBe(surely)
    expect(explainStartFailure(maybe, { mode: 'attach', jobId: 'j' }, 'attaches')).toBe(maybe)
  })
  it('a cancel before the request left stays a cancel, saying that no job was started', () => {
    const before = explainStartFailure(new CancelledError(false), create, 'starts-second-job')
    expect(before).toBeInstanceOf(CancelledError)
    expect(before).toMatchObject({
      inFlight: false,
      message: 'The run was cancelled before the request was sent: no job was started.'
    })
  })
  it.each([
    ['maybe', maybe, /not sent again.*A job may exist/],
    ['unread', unread, /the job was created, but its id could not be read/],
    [
      'cancelled mid-request',
      new CancelledError(true),
      /^Cancelled while the create request was in flight.*a job may exist/
    ]
  ])('a create %s: one line saying so, with the dashboard hint', (_name, error, said) => {
    const out = explainStartFailure(error, create, 'starts-second-job')
    expect(out).toBeInstanceOf(JobMayExistError)
    const text = (out as Error).message
    expect(text).toMatch(said)
    expect(text).toContain(resumeHint(undefined, 'starts-second-job'))
    expect(text).not.toContain('\n')
  })
  it('a follow-up that may have reached its job names that job and the advice for this run', () => {
    const out = explainStartFailure(maybe, message, 'attaches') as JobMayExistError
    expect(out.jobId).toBe('j1')
    expect(out.message).toContain(
      `The message may have reached job j1, so it was not sent again. ${resumeHint('j1', 'attaches')}`
    )
  })
})
