// The agent step's ledger (src/step/agent-step.ts): the tracking issue of merged changes, told the job as soon as it
// starts with the changes it carries, settled against other merges' runs writing the same comment, then told its end;
// and the thread's own writes where the step alone decides them (a report's gaps, a waiting run given sweep-interval,
// a short run's read-back). In process, against the simulator and the fake GitHub over real HTTP.
import { agentStepWorld, BOT, RUN_ID } from '../../__fixtures__/agent-step-world.js'
import { useStepFiles } from '../../__fixtures__/step-files.js'
import { carriedKeys, describeCarried } from '../../src/agent/change/carried.js'
import type { AgentRequest } from '../../src/job/job.js'
import { agentStep, type Ledger } from '../../src/step/agent-step.js'
import { marker, parseMarker, type StatusMarker } from '../../src/thread/marker.js'
import type { IssueThread } from '../../src/thread/issue-thread.js'

const PULL = 101
const TRACKING = 50

const { outputs } = useStepFiles('step-ledger')
const { github, simulator, client, thread, context, writesOn, workingOn, ours } = agentStepWorld()

/** The tracking issue as the change's story makes it: what the job carries, from the marker as it stands. */
function ledgerOn(tracking: IssueThread, keys: string[]): Ledger {
  return {
    thread: tracking,
    about: (jobId, m = tracking.ref?.marker) => describeCarried(carriedKeys(m?.gaps, jobId, keys))
  }
}

describe('the tracking issue of merged changes', () => {
  it('is claimed, told the job and the changes it carries as soon as it starts, then its end', async () => {
    const tracking = thread(TRACKING)
    const request: AgentRequest = { mode: 'create', prompt: 'the change', gapKeys: ['pr-101'] }
    const end = await agentStep(request, context({ ledger: ledgerOn(tracking, ['pr-101']) }))
    const jobId = outputs()['job-id'] ?? ''
    expect(end).toMatchObject({
      level: 'success',
      kind: 'pr-opened',
      jobId,
      prLink: simulator().jobs.get(jobId)?.prLink
    })
    await end.thread()
    const [claim, working, final, ...more] = writesOn(TRACKING)
    expect(more).toStrictEqual([])
    expect(parseMarker(claim ?? '')).toMatchObject({ runs: [], pending: RUN_ID })
    expect(parseMarker(working ?? '')).toMatchObject({
      jobId,
      runs: [{ runId: RUN_ID, jobId }],
      gaps: [{ jobId, keys: ['pr-101'] }]
    })
    expect(working).toContain('Merged changes this docs job carries: #101.')
    expect(working).toContain('is working on it')
    expect(final).toContain(String(simulator().jobs.get(jobId)?.prLink))
    // The tracking issue gets no reaction: it asked nothing.
    expect(github().reactions).toStrictEqual([])
  })

  it('remembers earlier jobs beside this one: the job’s own changes settle the write, written once', async () => {
    const earlier: StatusMarker = {
      jobId: 'K',
      runs: [{ runId: 30, jobId: 'K' }],
      gaps: [{ jobId: 'K', keys: ['pr-90'] }]
    }
    github().addComment(TRACKING, `${marker(earlier)}\nended`, BOT)
    const tracking = thread(TRACKING)
    await tracking.existing()
    const request: AgentRequest = { mode: 'create', prompt: 'the change', gapKeys: ['pr-101', 'pr-102'] }
    const end = await agentStep(request, context({ ledger: ledgerOn(tracking, ['pr-101', 'pr-102']) }))
    await end.thread()
    const working = workingOn(TRACKING)
    expect(working).toHaveLength(1)
    expect(parseMarker(working[0] ?? '')?.gaps).toEqual([
      { jobId: end.jobId, keys: ['pr-101', 'pr-102'] },
      { jobId: 'K', keys: ['pr-90'] }
    ])
  })

  /** Another merge's run's write: its change added to the job, or its claim made before any job was known. */
  const others: [string, (jobId: string) => StatusMarker, string[]][] = [
    [
      'adds its change to the job and drops ours',
      jobId => ({ jobId, runs: [{ runId: 40, jobId }], gaps: [{ jobId, keys: ['pr-100'] }] }),
      ['pr-100', 'pr-101', 'pr-102']
    ],
    [
      'adds its change and drops ours, which an earlier job was sent too',
      jobId => ({
        jobId,
        runs: [{ runId: 40, jobId }],
        gaps: [
          { jobId, keys: ['pr-100'] },
          { jobId: 'K', keys: ['pr-101', 'pr-102'] }
        ]
      }),
      ['pr-100', 'pr-101', 'pr-102']
    ],
    ['is its claim, made from a read before any job', () => ({ runs: [], pending: 40 }), ['pr-101', 'pr-102']]
  ]

  it.each(others)(
    'another merge’s write that %s is answered by writing again, once, with what the job carries then',
    async (_title, other, carried) => {
      const tracking = thread(TRACKING)
      const keys = ['pr-101', 'pr-102']
      let overwritten = false
      // Another merge's run, writing from a read older than ours, lands right after our working write: before GitHub
      // answers the read-back that follows it.
      github().inject(
        'getComment',
        {
          kind: 'before',
          run: () => {
            const comment = ours(TRACKING)
            const jobId = comment && parseMarker(comment.body)?.jobId
            if (overwritten || !comment || !jobId) return
            comment.body = `${marker(other(jobId))}\nworking`
            overwritten = true
          }
        },
        10
      )
      const request: AgentRequest = { mode: 'create', prompt: 'the change', gapKeys: keys }
      const end = await agentStep(request, context({ ledger: ledgerOn(tracking, keys) }))
      await end.thread()
      expect(overwritten).toBe(true)
      const working = workingOn(TRACKING)
      // Ours, then once more after the other run's write: not a third time.
      expect(working).toHaveLength(2)
      // Written again from the marker as it stood: another merge's change in it is named too.
      const pulls = carried.map(key => `#${key.slice(3)}`).join(', ')
      expect(working[1]).toContain(`Merged changes this docs job carries: ${pulls}.`)
      const [mine] = parseMarker(working[1] ?? '')?.gaps ?? []
      expect([mine?.jobId, [...(mine?.keys ?? [])].sort()]).toEqual([end.jobId, carried])
    }
  )

  it('a job attached to again (a batch’s re-run) carries no new change: its working state is written once', async () => {
    simulator().setJobPlan({ durationMs: 600_000 })
    const job = await client().createJob('the batch')
    const tracking = thread(TRACKING)
    const end = await agentStep(
      { mode: 'attach', jobId: job.id },
      context({ wait: false, ledger: ledgerOn(tracking, []) })
    )
    await end.thread()
    const working = writesOn(TRACKING).filter(body => parseMarker(body)?.jobId === job.id)
    expect(working.length).toBeGreaterThanOrEqual(1)
    expect(github().requests.filter(r => r.route === 'getComment')).toHaveLength(1)
  })

  it('a short run leaves the pull request’s comment to the sweep, not the tracking issue’s', async () => {
    simulator().setJobPlan({ durationMs: 600_000 })
    const [pull, tracking] = [thread(PULL), thread(TRACKING)]
    const request: AgentRequest = { mode: 'create', prompt: 'the change', gapKeys: ['pr-101'] }
    const ctx = context({
      wait: false,
      sweepIntervalMs: 600_000,
      issueThread: pull,
      ledger: ledgerOn(tracking, ['pr-101'])
    })
    const end = await agentStep(request, ctx)
    await end.thread()
    expect(parseMarker(ours(PULL)?.body ?? '')?.sweep).toEqual([0])
    expect(github().labelsOn(PULL)).toEqual(['docs-agent: working'])
    // The step's line names the sweep's interval; the pull request's comment, like the tracking issue's, says what
    // the job carries.
    expect(end.message).toContain('the sweep checks it every 10m and finishes the status comment when it ends')
    expect(ours(PULL)?.body).toContain('Merged changes this docs job carries: #101.')
    const m = parseMarker(ours(TRACKING)?.body ?? '')
    expect(m).toMatchObject({ jobId: end.jobId, gaps: [{ jobId: end.jobId, keys: ['pr-101'] }] })
    expect(m?.sweep).toBeUndefined()
    expect(github().labelsOn(TRACKING)).toStrictEqual([])
  })
})
