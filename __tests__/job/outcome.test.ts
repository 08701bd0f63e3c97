import { describeOutcome, type AgentRunResult, type RefFinding } from '../../src/job/outcome.js'
import { renderJobSummary } from '../../src/step/job-summary.js'
import type { AgentJob } from '../../src/service/client.js'

const job = (over: Partial<AgentJob> = {}): AgentJob => ({
  id: 'job_123',
  status: 'completed',
  prLink: 'https://github.com/acme/docs/pull/7',
  model: 'claude-sonnet-4-5',
  source: { repository: 'https://github.com/acme/docs', ref: 'mintlify/agent-123' },
  createdAt: '2026-11-22T10:00:00.000Z',
  archivedAt: null,
  ...over
})
const result = (j: AgentJob, end: AgentRunResult['end'] = 'final'): AgentRunResult => ({
  mode: 'create',
  job: j,
  end,
  elapsedMs: 65_000
})

describe('describeOutcome', () => {
  it('completed with a PR link succeeds and names the PR', () => {
    const o = describeOutcome(result(job()), true, 1800_000)
    expect(o.level).toBe('success')
    expect(o.message).toContain('https://github.com/acme/docs/pull/7')
  })
  it('completed without a PR link and its branch not read is a notice with both readings, never "no files changed"', () => {
    const o = describeOutcome(result(job({ prLink: null })), true, 1800_000)
    expect(o).toMatchObject({ kind: 'unchecked', level: 'notice', title: 'No pull request' })
    expect(o.message).not.toMatch(/no files changed/i)
  })
  it('archived is a notice', () => {
    expect(describeOutcome(result(job({ status: 'archived', prLink: null })), true, 1).level).toBe('notice')
  })
  it('failed fails the step, or only warns with fail-on-job-failure false', () => {
    const failed = result(job({ status: 'failed', prLink: null }))
    expect(describeOutcome(failed, true, 1).level).toBe('failure')
    expect(describeOutcome(failed, false, 1).level).toBe('warning')
  })
  it('a timeout fails, says the job still runs, and how to resume', () => {
    const o = describeOutcome(result(job({ status: 'active', prLink: null }), 'timed-out'), true, 600_000)
    expect(o.level).toBe('failure')
    expect(o.message).toMatch(/still active after the timeout of 10m/)
    expect(o.message).toContain('job-id: job_123')
  })
  it('a cancelled run says the job keeps running', () => {
    const o = describeOutcome(result(job({ status: 'active' }), 'cancelled'), true, 1)
    expect(o.message).toMatch(/keeps running.*job-id: job_123/)
  })
  it('wait: false succeeds without a final status', () => {
    expect(describeOutcome(result(job({ status: 'active' }), 'not-waited'), true, 1)).toMatchObject({
      level: 'success',
      message: expect.stringMatching(/will not be updated.*dispatch the workflow with job-id: job_123/)
    })
  })
})

describe('renderJobSummary', () => {
  it('shows status, PR link, job id, model, source and duration', () => {
    const j = job()
    const md = renderJobSummary(result(j), describeOutcome(result(j), true, 1))
    expect(md).toContain('| Status | `completed` |')
    expect(md).toContain('[`https://github.com/acme/docs/pull/7`](https://github.com/acme/docs/pull/7)')
    expect(md).toContain('| Job id | `job_123` |')
    expect(md).toContain('claude-sonnet-4-5')
    expect(md).toContain('`mintlify/agent-123`')
    expect(md).toContain('| Waited | 1m 5s |')
  })
  it('escapes whatever the service returns', () => {
    const j = job({
      model: '<img src=x onerror=alert(1)>|x',
      prLink: 'javascript:alert(1)',
      source: { repository: 'https://github.com/a/b', ref: 'a`|b' }
    })
    const md = renderJobSummary(result(j), describeOutcome(result(j), true, 1))
    expect(md).not.toMatch(/<img/)
    expect(md).not.toContain('](javascript:')
    // every table row still has exactly three unescaped pipes
    for (const row of md.split('\n').filter(l => l.startsWith('| ') && !l.startsWith('| |'))) {
      expect(row.replace(/\\\|/g, '').split('|').length - 1).toBe(3)
    }
  })
})

describe('renderJobSummary, word for word', () => {
  it('a job that says only its id and status: a dash for every fact it does not give', () => {
    const j: AgentJob = { id: 'job_9', status: 'active' }
    const r: AgentRunResult = { mode: 'message', job: j, end: 'not-waited', elapsedMs: 1200 }
    const md = renderJobSummary(r, describeOutcome(r, true, 60_000))
    // Nothing was removed from the prompt: no line about it between the message and the table.
    expect(md.split('\n')[3]).toBe('')
    expect(md.split('\n')[4]).toBe('| | |')
    expect(md.split('\n').slice(-12)).toEqual([
      '| | |',
      '|---|---|',
      '| Status | `active` |',
      '| Pull request | — |',
      '| Job id | `job_9` |',
      '| Model | — |',
      '| Source repository | — |',
      '| Source ref | — |',
      '| Created | — |',
      '| Waited | not waited (wait: false) |',
      '| Run | follow-up message |',
      ''
    ])
  })

  it('every fact given, the outcome first, hidden characters counted', () => {
    const j = job()
    const r: AgentRunResult = { ...result(j), mode: 'attach', hiddenRemoved: 3 }
    const md = renderJobSummary(r, describeOutcome(r, true, 1))
    expect(md.split('\n')).toEqual([
      '## ✅ Docs agent: Pull request opened',
      '',
      'Job job\\_123 completed: `https://github.com/acme/docs/pull/7`',
      '',
      '> Removed 3 hidden characters from the prompt: only the text a reader of it sees on GitHub is sent \\(no invisible characters, HTML comments, attributes, link-reference definitions or other markup GitHub does not show\\).',
      '',
      '| | |',
      '|---|---|',
      '| Status | `completed` |',
      '| Pull request | [`https://github.com/acme/docs/pull/7`](https://github.com/acme/docs/pull/7) |',
      '| Job id | `job_123` |',
      '| Model | claude-sonnet-4-5 |',
      '| Source repository | [`https://github.com/acme/docs`](https://github.com/acme/docs) |',
      '| Source ref | `mintlify/agent-123` |',
      '| Created | 2026-11-22T10:00:00.000Z |',
      '| Waited | 1m 5s |',
      '| Run | attached to a running job |',
      ''
    ])
  })
})

describe('describeOutcome, the rarer ends', () => {
  it('a status this version does not know warns, naming it', () => {
    const o = describeOutcome(result(job({ status: 'paused' as AgentJob['status'], prLink: null })), true, 1)
    expect(o).toMatchObject({ kind: 'unknown', level: 'warning', title: 'paused' })
    expect(o.message).toBe("Job job_123 ended with the unknown status 'paused'.")
  })

  it('a short run that found its job already ended reports the end, not a hand-over to the sweep', () => {
    const o = describeOutcome({ ...result(job()), sweep: { intervalMs: 600_000 } }, true, 1)
    expect(o).toMatchObject({ kind: 'pr-opened', level: 'success' })
  })

  it('an archived job names its pull request when it has one', () => {
    expect(describeOutcome(result(job({ status: 'archived' })), true, 1).message).toBe(
      'Job job_123 was archived; its pull request: https://github.com/acme/docs/pull/7.'
    )
    expect(describeOutcome(result(job({ status: 'archived', prLink: null })), true, 1).message).toBe(
      'Job job_123 was archived.'
    )
  })
  it('a short run left to a sweep whose interval is not known says it checks on its schedule', () => {
    const r: AgentRunResult = { ...result(job({ status: 'active' }), 'not-waited'), sweep: {} }
    expect(describeOutcome(r, true, 1).message).toBe(
      'Job job_123 is active; not waiting for it (wait: false): the sweep checks it on its schedule and finishes the status comment when it ends.'
    )
  })
})

describe('describeOutcome, every end whole', () => {
  const of = (j: AgentJob, end: AgentRunResult['end'] = 'final', over: Partial<AgentRunResult> = {}, fail = true) =>
    describeOutcome({ ...result(j, end), ...over }, fail, 120_000)

  it('the ends of the job', () => {
    expect(of(job())).toEqual({
      kind: 'pr-opened',
      level: 'success',
      title: 'Pull request opened',
      message: 'Job job_123 completed: https://github.com/acme/docs/pull/7'
    })
    expect(of(job({ prLink: null }))).toEqual({
      kind: 'unchecked',
      level: 'notice',
      title: 'No pull request',
      message:
        'Job job_123 completed without a pull request: either nothing changed, or the agent committed straight to its branch; this run could not read that repository to tell (its branch was not read).',
      found: { kind: 'unknown', why: 'its branch was not read' }
    })
    expect(of(job({ status: 'archived', prLink: null }))).toEqual({
      kind: 'archived',
      level: 'notice',
      title: 'Archived',
      message: 'Job job_123 was archived.'
    })
    expect(of(job({ status: 'failed' }))).toEqual({
      kind: 'failed',
      level: 'failure',
      title: 'Failed',
      message: 'Job job_123 failed on the service (the agent met an unrecoverable error).'
    })
    expect(of(job({ status: 'failed' }), 'final', {}, false)).toEqual({
      kind: 'failed',
      level: 'warning',
      title: 'Failed',
      message:
        'Job job_123 failed on the service (the agent met an unrecoverable error). Not failing the step (fail-on-job-failure: false).'
    })
  })

  it('the ends of the run: not waited, with and without the sweep', () => {
    const active = job({ status: 'active', prLink: null })
    expect(of(active, 'not-waited')).toEqual({
      kind: 'started',
      level: 'success',
      title: 'Started',
      message:
        'Job job_123 is active; not waiting for it (wait: false), so this status will not be updated when the job ends. To follow it, dispatch the workflow with job-id: job_123 and no prompt to wait for it.'
    })
    expect(of(active, 'not-waited', { sweep: { intervalMs: 600_000 } })).toEqual({
      kind: 'started',
      level: 'success',
      title: 'Started',
      message:
        'Job job_123 is active; not waiting for it (wait: false): the sweep checks it every 10m and finishes the status comment when it ends.'
    })
  })

  it('the ends of the run: timed out and cancelled, with the advice a re-run allows', () => {
    const active = job({ status: 'active', prLink: null })
    expect(of(active, 'timed-out', { rerun: 'attaches' })).toEqual({
      kind: 'timed-out',
      level: 'failure',
      title: 'Timed out',
      message:
        'Job job_123 is still active after the timeout of 2m. It keeps running on the service. Re-run this workflow, or dispatch it with job-id: job_123, to pick it up.',
      rerun: 'attaches'
    })
    expect(of(active, 'cancelled', { rerun: 'resends-message' })).toEqual({
      kind: 'cancelled',
      level: 'failure',
      title: 'Cancelled',
      message:
        'The run was cancelled while job job_123 was active. It keeps running on the service. To pick it up, dispatch the workflow with job-id: job_123 and no prompt (re-running this run would send the message again).',
      rerun: 'resends-message'
    })
  })
})

describe('a job completed without a pull request, as its branch tells it', () => {
  const DOCS = 'https://github.com/acme/docs'
  const commit = (digit: string) => ({ sha: digit.repeat(40), url: `${DOCS}/commit/${digit.repeat(40)}` })
  const done = job({ prLink: null, source: { repository: DOCS, ref: 'main' } })
  const of = (found: RefFinding) => describeOutcome({ ...result(done), found }, true, 1)

  it('commits reached it: committed, a success, every commit since the start named as such, and why the agent does so', () => {
    const found: RefFinding = { kind: 'committed', repository: DOCS, ref: 'main', commits: [commit('a')], more: false }
    expect(of(found)).toEqual({
      kind: 'committed',
      level: 'success',
      title: 'Committed directly',
      message:
        `Job job_123 completed without a pull request: the agent committed to main of ${DOCS} directly. ` +
        "1 commit reached main since the job started (aaaaaaa): every commit on that branch since then, so others' may be among them. " +
        'The agent does this when the service hosts the deployment or the review process is "push to main".',
      found
    })
  })

  it('names five short shas and counts the rest; a full page is "100 or more"', () => {
    const digits = ['1', '2', '3', '4', '5', '6', '7']
    const message = of({
      kind: 'committed',
      repository: DOCS,
      ref: 'main',
      commits: digits.map(commit),
      more: false
    }).message
    expect(message).toContain(
      '7 commits reached main since the job started (1111111, 2222222, 3333333, 4444444, 5555555 and 2 more)'
    )
    const full = of({ kind: 'committed', repository: DOCS, ref: 'main', commits: digits.map(commit), more: true })
    expect(full.message).toContain('7 or more commits reached main')
  })

  it('none reached it: "no files changed", said as checked', () => {
    expect(of({ kind: 'none', repository: DOCS, ref: 'main' })).toMatchObject({
      kind: 'no-changes',
      level: 'notice',
      title: 'No files changed',
      message: `Job job_123 completed; no files changed, so no pull request was opened (checked: no commit reached main of ${DOCS} since the job started).`
    })
  })

  it('not read: both readings, where, and why', () => {
    const found: RefFinding = { kind: 'unknown', repository: DOCS, ref: 'main', why: 'GitHub answered 404' }
    expect(of(found).message).toBe(
      `Job job_123 completed without a pull request: either nothing changed, or the agent committed straight to main of ${DOCS}; this run could not read that repository to tell (GitHub answered 404).`
    )
  })

  it('what was found goes into the job summary: the commits linked, none checked, or why not', () => {
    const summary = (found: RefFinding) => renderJobSummary({ ...result(done), found }, of(found))
    const row = '| Commits on its branch since it started |'
    expect(
      summary({ kind: 'committed', repository: DOCS, ref: 'main', commits: [commit('a')], more: false })
    ).toContain(`${row} 1 commit: [aaaaaaa](${DOCS}/commit/${'a'.repeat(40)}) |`)
    const eleven = 'abcdef0123456'.split('').slice(0, 11).map(commit)
    const many = summary({ kind: 'committed', repository: DOCS, ref: 'main', commits: eleven, more: true })
    expect(many).toContain(`${row} 11 or more commits: [aaaaaaa](`)
    expect(many).toContain(`[3333333](${DOCS}/commit/${'3'.repeat(40)}) and 1 more |`)
    expect(many).not.toContain('4444444')
    expect(summary({ kind: 'none', repository: DOCS, ref: 'main' })).toContain(`${row} none (checked) |`)
    expect(summary({ kind: 'unknown', why: 'a | pipe' })).toContain(`${row} not known: a \\| pipe |`)
    expect(renderJobSummary(result(job()), describeOutcome(result(job()), true, 1))).not.toContain(row)
  })
})
