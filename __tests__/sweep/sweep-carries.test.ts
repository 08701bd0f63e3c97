// The sweep in process (src/sweep/sweep.ts) against the simulator and the fake GitHub: what it carries from the
// short run's comment into the states it writes (what the request asked, the prompt's quote), which markers it
// follows, and the threads it leaves because they changed while it checked them or could not be written.
import { getOctokit } from '@actions/github'
import { BOT, useSweepStep } from '../../__fixtures__/sweep-step.js'
import { sweepStep } from '../../src/sweep/sweep.js'
import { SWEEP_LABEL } from '../../src/thread/labels.js'
import { marker, parseMarker, type StatusMarker } from '../../src/thread/marker.js'

const w = useSweepStep()
const { shortRunOn, context, status, said } = w
const ABOUT = '\n\n<!-- docs-agent-action:about -->\n\n**From the docs-health report**, the gaps sent: 1. `/sso`'
const QUOTE = '\n\n<!-- docs-agent-action:prompt -->\n> Document SSO'

describe('what the sweep carries', () => {
  it('what the request asked stays in the final state it writes', async () => {
    await shortRunOn([7], true, ABOUT)
    await sweepStep(context([7]))
    const body = status(7)?.body ?? ''
    expect(body).toContain('**Docs pull request opened:**')
    expect(body.endsWith(`${ABOUT}\n`)).toBe(true)
  })

  it('what the request asked, kept in the marker of this version, stays in the final state', async () => {
    const job = await w.client().createJob('gaps')
    w.world.sim.finishJob(job.id, 'completed', 'https://github.com/acme/docs/pull/7')
    const about = '**From the docs-health report**, the gaps sent: 1. `/sso`'
    const m: StatusMarker = { jobId: job.id, runs: [{ runId: 107, jobId: job.id }], sweep: [0], about }
    w.world.gh.addComment(7, `${marker(m)}\n⏳ working`, BOT) // no mark in the body: the marker alone holds it
    w.world.gh.label(7, SWEEP_LABEL)
    await sweepStep(context([7]))
    const body = status(7)?.body ?? ''
    expect(body).toContain('**Docs pull request opened:**')
    expect(body.endsWith(`${ABOUT}\n`)).toBe(true)
    expect(parseMarker(body)?.about).toBe(about)
  })

  it('a marker of an earlier version: its texts, read from its body, move into the marker the sweep writes', async () => {
    await shortRunOn([7], false, QUOTE)
    await sweepStep(context([7]))
    expect(parseMarker(status(7)?.body ?? '')?.quote).toBe('> Document SSO')
    expect(status(7)?.body.split('\n')[0]).toContain(' quote=%3E%20Document%20SSO')
  })

  it('what the request asked stays when the job is gone from the service', async () => {
    const m: StatusMarker = { jobId: 'gone-job', runs: [{ runId: 1, jobId: 'gone-job' }], sweep: [0] }
    w.world.gh.addComment(7, `${marker(m)}\n⏳ working${ABOUT}`, BOT)
    w.world.gh.label(7, SWEEP_LABEL)
    const end = await sweepStep(context([7]))
    expect(end.message).toBe('Sweep of 1 labelled thread: 1 not found (closed out).')
    const body = status(7)?.body ?? ''
    expect(body).toContain("**The docs agent's job was not found**")
    expect(body.endsWith(`${ABOUT}\n`)).toBe(true)
  })

  it('the prompt’s quote stays in "still working"', async () => {
    await shortRunOn([7], false, QUOTE)
    await sweepStep(context([7]))
    const body = status(7)?.body ?? ''
    expect(body).toContain('is still working on it')
    expect(body.endsWith(`${QUOTE}\n`)).toBe(true)
  })
})

describe('what the sweep follows', () => {
  it('a marker waiting for an end but naming no job: label removed, the service asked nothing', async () => {
    const m: StatusMarker = { runs: [], sweep: [0] }
    w.world.gh.addComment(7, `${marker(m)}\n⏳ working`, BOT)
    w.world.gh.label(7, SWEEP_LABEL)
    const end = await sweepStep(context([7]))
    expect(end.message).toBe('Sweep of 1 labelled thread: 1 with nothing to follow.')
    expect(said()).toStrictEqual(['#7: no job left to follow here; label removed.'])
    expect(w.world.sim.requests).toStrictEqual([])
    expect(w.world.gh.labelsOn(7)).toStrictEqual([])
  })
})

describe('what the sweep leaves for the next one', () => {
  /** While the sweep's GET of the job is on its way, another hand rewrites the thread's comment (marker or not). */
  async function rewrittenWhileChecked(next: (jobId: string) => StatusMarker | undefined) {
    const jobId = (await shortRunOn([7])).get(7) ?? ''
    let rewritten = 0
    const client = w.sweepClientWith(() => {
      const comment = status(7)
      const m = next(jobId)
      if (comment) comment.body = `${m ? marker(m) : ''}\n⏳ another run's words`
      rewritten++
    })
    const end = await sweepStep({ ...context([7]), client })
    expect(rewritten).toBe(1)
    return { end, jobId }
  }

  it('a thread whose job changed while it was checked (a new job started there): left as it is', async () => {
    const { end, jobId } = await rewrittenWhileChecked(() => ({ jobId: 'new-job', runs: [], sweep: [0] }))
    expect(end.level).toBe('warning')
    expect(said()).toStrictEqual([
      `#7: job ${jobId} is completed, but the thread changed while it was checked; left for the next sweep.`
    ])
    expect(status(7)?.body).toContain("another run's words")
    expect(w.world.gh.labelsOn(7)).toStrictEqual([SWEEP_LABEL])
  })

  it('a thread a waiting run finished while it was checked (nothing waits any more): left as it is', async () => {
    const { end } = await rewrittenWhileChecked(jobId => ({ jobId, runs: [{ runId: 5, jobId }] }))
    expect(end.level).toBe('warning')
    expect(status(7)?.body).toContain("another run's words")
    expect(w.world.gh.reactions).toStrictEqual([])
  })

  it('a thread whose comment lost its marker while it was checked: left, the sweep goes on', async () => {
    const { end } = await rewrittenWhileChecked(() => undefined)
    expect(end.level).toBe('warning')
    expect(said()).toHaveLength(1)
    expect(status(7)?.body).toBe("\n⏳ another run's words")
  })

  it('a job that ended whose comment GitHub will not edit: left, said so, label kept', async () => {
    const jobId = (await shortRunOn([7])).get(7) ?? ''
    w.world.gh.inject('updateComment', { kind: 'status', status: 403, body: { message: 'Forbidden' } }, 5)
    const end = await sweepStep(context([7]))
    expect(end.level).toBe('warning')
    expect(said()).toStrictEqual([
      `#7: job ${jobId} is completed, but its status comment could not be edited; left for the next sweep.`
    ])
    expect(w.world.gh.labelsOn(7)).toStrictEqual([SWEEP_LABEL])
    expect(parseMarker(status(7)?.body ?? '')?.sweep).toStrictEqual([0])
  })
})

describe('a job the sweep sees complete without a pull request', () => {
  const octokit = () => getOctokit('ghs_fake_token', { baseUrl: w.world.gh.url })
  async function completedOnMain(): Promise<string> {
    w.world.sim.setJobPlan({ durationMs: 60_000, branch: 'main' })
    const jobId = (await shortRunOn([7], false)).get(7) ?? ''
    w.world.sim.finishJob(jobId, 'completed', null)
    w.world.gh.addRepository('acme/docs')
    w.world.gh.pushFiles('main', { 'a.mdx': 'old' }, 'before', {
      repository: 'acme/docs',
      date: '2026-11-01T00:00:00Z'
    })
    return jobId
  }

  it('reads its branch, as a waiting run does: the commits that reached it are said, never "no files changed"', async () => {
    await completedOnMain()
    let agent = ''
    const commit = () => (agent = w.world.gh.pushFiles('main', { 'b.mdx': 'new' }, 'docs', { repository: 'acme/docs' }))
    w.world.gh.inject('listCommits', { kind: 'before', run: commit })
    await sweepStep({ ...context([7]), github: async () => octokit() })
    const body = status(7)?.body ?? ''
    expect(body).toContain('✅ **Committed directly.**')
    expect(body).toContain(`[${agent.slice(0, 7)}](https://github.com/acme/docs/commit/${agent})`)
    expect(w.world.gh.requestCounts().listCommits).toBe(1)
  })

  it('none reached it: "no files changed", checked', async () => {
    await completedOnMain()
    await sweepStep({ ...context([7]), github: async () => octokit() })
    expect(status(7)?.body).toContain('**No files changed.**')
  })

  it('without a client: both readings, and no listing', async () => {
    await completedOnMain()
    await sweepStep(context([7]))
    expect(status(7)?.body).toContain('either nothing changed, or the agent committed straight to `main`')
    expect(w.world.gh.requestCounts().listCommits).toBeUndefined()
  })
})
