// The living status comment word for word, below its marker line (src/agent/status-body.ts, pure): each state and
// each sweep note as a person reads it, and reading back what an earlier write of ours left (the prompt's quote).
import { describeOutcome, type Outcome } from '../../src/agent/outcome.js'
import { markerChange, quotedIn, renderStatusComment, type StatusView } from '../../src/agent/status-body.js'
import type { AgentJob } from '../../src/service/client.js'

const URL = 'https://github.com/acme/docs-site/actions/runs/42'
const RUN = `[workflow run](${URL})`
const base = { runId: 42, runUrl: URL }
/** The comment without its marker line. */
const words = (view: StatusView): string => renderStatusComment(view).split('\n').slice(1).join('\n')
const outcomeOf = (job: AgentJob, end: 'final' | 'timed-out' = 'final'): Outcome =>
  describeOutcome({ mode: 'create', job, end, elapsedMs: 1 }, true, 60_000)

describe('working', () => {
  it('the claim before a job: no job, no quote', () => {
    expect(words({ ...base, state: 'working', followUp: false })).toBe(
      `⏳ **The docs agent is working on it**. Follow along in the ${RUN}.\n`
    )
  })

  it('a follow-up with its job and the prompt quoted, trailing white space left out', () => {
    expect(words({ ...base, state: 'working', jobId: 'job_1', prompt: 'Add docs  \n', followUp: true })).toBe(
      `⏳ **The docs agent is working on your follow-up** — job \`job_1\`. Follow along in the ${RUN}.\n\n` +
        '<!-- docs-agent-action:prompt -->\n> Add docs\n'
    )
  })

  it('handed to the sweep: how often it checks', () => {
    const sweep = { kind: 'handed', target: 0, intervalMs: 600_000 } as const
    expect(words({ ...base, state: 'working', jobId: 'J', followUp: false, sweep })).toBe(
      `⏳ **The docs agent is working on it** — job \`J\` (the sweep checks it every 10m and finishes this comment). Started in the ${RUN}.\n`
    )
  })

  it('checked by a sweep of unknown interval: when, to the minute, in UTC', () => {
    const sweep = { kind: 'checked', checkedAt: Date.UTC(2026, 10, 24, 10, 0, 7, 123) } as const
    expect(words({ ...base, state: 'working', jobId: 'J', followUp: false, sweep })).toBe(
      `⏳ **The docs agent is still working on it** — job \`J\`, last checked 2026-11-24 10:00 UTC by the ${RUN} (the sweep checks it on its schedule).\n`
    )
  })
})

describe('the last word', () => {
  const job: AgentJob = { id: 'job_1', status: 'completed', prLink: null }

  it('an error before any job', () => {
    expect(words({ ...base, state: 'error', error: 'boom *now*', reached: false })).toBe(
      `❌ **The docs agent run failed**: boom \\*now\\*\n\nSee the ${RUN}.\n`
    )
  })

  it('a pull request opened: its link, shown as code', () => {
    const done: AgentJob = { ...job, prLink: 'https://github.com/acme/docs/pull/3' }
    expect(words({ ...base, state: 'final', job: done, outcome: outcomeOf(done) })).toBe(
      '✅ **Docs pull request opened:** [`https://github.com/acme/docs/pull/3`](https://github.com/acme/docs/pull/3)' +
        `\n\nJob \`job_1\` completed (${RUN}).\n`
    )
  })

  it('completed without changes', () => {
    const outcome = outcomeOf(job)
    expect(words({ ...base, state: 'final', job, outcome })).toBe(
      `ℹ️ **No files changed.** Job \`job_1\` completed without opening a pull request (${RUN}).\n`
    )
  })

  it('timed out: the status it had and how to resume', () => {
    const active: AgentJob = { ...job, status: 'active' }
    expect(words({ ...base, state: 'final', job: active, outcome: outcomeOf(active, 'timed-out') })).toBe(
      '⏱️ **Still running** — job `job_1` is `active` after the timeout. It keeps running on the service. ' +
        `To pick it up, dispatch the workflow with \`job-id: job_1\` (re-running this run would start a second job). (${RUN})\n`
    )
  })

  it('a final state the sweep wrote records no run, and ends the job', () => {
    const done: AgentJob = { ...job, prLink: 'https://github.com/acme/docs/pull/3' }
    expect(markerChange({ ...base, state: 'final', job: done, outcome: outcomeOf(done), swept: true })).toStrictEqual({
      kind: 'swept',
      ended: true
    })
  })
})

describe('reading back the prompt’s quote', () => {
  it('as written, without the note of a cut, and none when the mark is missing or nothing follows it', () => {
    const mark = '<!-- docs-agent-action:prompt -->'
    const cut = '\n\n…(cut to fit GitHub’s comment size limit)\n'
    expect(quotedIn(`x\n${mark}\n> a long quote${cut}`)).toBe('> a long quote')
    expect(quotedIn(`\n${mark}\n> at the start`)).toBe('> at the start')
    expect(quotedIn(`x\n${mark}\n  \n`)).toBeUndefined()
    expect(quotedIn(`x ${mark}\n> not on its own line`)).toBeUndefined()
  })
})
