import fc from 'fast-check'
import { describeOutcome, type Outcome, type RefFinding } from '../../src/job/outcome.js'
import { COMMENT_LIMIT, markerChange, renderStatus, truncate, type StatusView } from '../../src/thread/status-body.js'
import {
  marker,
  MAX_REMEMBERED_RUNS,
  mergeMarkers,
  nextMarker,
  parseMarker,
  type StatusMarker
} from '../../src/thread/marker.js'
import type { AgentJob } from '../../src/service/client.js'

const job: AgentJob = { id: 'job_1', status: 'completed', prLink: 'https://github.com/acme/docs/pull/3' }
const base = { runId: 42, runUrl: 'https://github.com/acme/docs-site/actions/runs/42' }

const runId = fc.integer({ min: 0, max: 10 ** 12 })
const jobId = fc.string({ minLength: 1, maxLength: 60 })
const statusMarker: fc.Arbitrary<StatusMarker> = fc
  .record({
    jobId: fc.option(jobId, { nil: undefined }),
    runs: fc.uniqueArray(fc.record({ runId, jobId: fc.option(jobId, { nil: undefined }) }), {
      selector: r => r.runId,
      maxLength: MAX_REMEMBERED_RUNS
    }),
    pending: fc.option(runId, { nil: undefined })
  })
  .map(({ pending, ...m }) => (pending === undefined ? m : { ...m, pending }))

describe('marker', () => {
  it('round-trips the thread memory, even job ids with characters that would end an HTML comment', () => {
    fc.assert(
      fc.property(statusMarker, m => {
        const text = marker(m)
        expect(text.indexOf('-->')).toBe(text.length - 3)
        expect(parseMarker(`${text}\nbody`)).toEqual(m)
      })
    )
  })
  it('reads the marker of earlier versions: run=N is a run that reached the marker’s job', () => {
    expect(parseMarker('<!-- docs-agent-action:status job=j1 run=42 -->')).toEqual({
      jobId: 'j1',
      runs: [{ runId: 42, jobId: 'j1' }]
    })
    expect(parseMarker('<!-- docs-agent-action:status run=42 -->')).toEqual({ runs: [{ runId: 42 }] })
  })
  it('ignores entries it cannot read instead of trusting them', () => {
    expect(parseMarker('<!-- docs-agent-action:status job=j run=x,7:%E0%A4%A,8 pending=y -->')).toEqual({
      jobId: 'j',
      runs: [
        { runId: 7, jobId: undefined },
        { runId: 8, jobId: 'j' }
      ]
    })
  })
  it('is only read at the start of a body', () => {
    expect(parseMarker(`hello\n${marker({ jobId: 'x', runs: [] })}`)).toBeUndefined()
    expect(parseMarker('<!-- something else -->')).toBeUndefined()
  })
})

describe('renderStatus', () => {
  const text = fc.option(fc.string({ unit: 'grapheme', maxLength: 80 }), { nil: undefined })
  const keys = fc.option(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 12 }), { maxLength: 4 }), {
    nil: undefined
  })
  const doneJob = fc.record({ id: jobId, status: fc.constantFrom('completed' as const, 'failed' as const) })
  const state = fc.oneof(
    fc.record({
      state: fc.constant('working' as const),
      jobId: fc.option(jobId, { nil: undefined }),
      prompt: text,
      followUp: fc.boolean(),
      sweep: fc.option(
        fc.oneof(
          fc.record({ kind: fc.constant('handed' as const), target: runId }),
          fc.record({ kind: fc.constant('checked' as const), checkedAt: fc.integer({ min: 0, max: 4e12 }) })
        ),
        { nil: undefined }
      )
    }),
    fc.record({ state: fc.constant('final' as const), job: doneJob, swept: fc.boolean() }),
    fc.record({
      state: fc.constant('error' as const),
      jobId: fc.option(jobId, { nil: undefined }),
      error: fc.string(),
      reached: fc.boolean()
    }),
    fc.record({ state: fc.constant('gone' as const), jobId })
  )
  it('returns the marker its body carries, so the thread never reads its own write back', () => {
    fc.assert(
      fc.property(
        statusMarker,
        state,
        runId,
        text,
        keys,
        fc.option(fc.integer({ min: 0, max: 4e9 }), { nil: undefined }),
        (previous, s, run, about, gapKeys, since) => {
          const view = (
            s.state === 'final'
              ? {
                  ...s,
                  outcome: describeOutcome({ mode: 'create', job: s.job, end: 'final', elapsedMs: 0 }, true, 60_000)
                }
              : s
          ) as StatusView
          const rendered = renderStatus({ ...view, runId: run, runUrl: base.runUrl, about, gapKeys, since }, previous)
          expect(parseMarker(rendered.body)).toEqual(rendered.marker)
        }
      )
    )
  })
})

describe('nextMarker', () => {
  const change = fc.oneof(
    fc.record({ kind: fc.constant('pending' as const), runId }),
    fc.record({ kind: fc.constant('reached' as const), runId, jobId: fc.option(jobId, { nil: undefined }) }),
    fc.record({ kind: fc.constant('not-reached' as const), runId })
  )
  it('a request that surely did not reach the service leaves the memory as it was (its own claim lifted)', () => {
    fc.assert(
      fc.property(statusMarker, runId, (m, run) => {
        const next = nextMarker(m, { kind: 'not-reached', runId: run })
        expect(next.jobId).toBe(m.jobId)
        expect(next.runs).toEqual(m.runs)
        expect(next.pending).toBe(m.pending === run ? undefined : m.pending)
      })
    )
  })
  it('a request that may have reached it records the run first, with its job, and keeps the cap', () => {
    fc.assert(
      fc.property(statusMarker, runId, fc.option(jobId, { nil: undefined }), (m, run, job) => {
        const next = nextMarker(m, { kind: 'reached', runId: run, jobId: job })
        expect(next.runs[0]).toEqual({ runId: run, jobId: job })
        expect(next.runs.filter(r => r.runId === run)).toHaveLength(1)
        expect(next.runs.length).toBeLessThanOrEqual(MAX_REMEMBERED_RUNS)
        expect(next.jobId).toBe(job ?? m.jobId)
        expect(next.pending).toBe(m.pending === run ? undefined : m.pending)
      })
    )
  })
  it('every result survives a round trip through the comment', () => {
    fc.assert(
      fc.property(statusMarker, change, (m, c) => {
        const next = nextMarker(m, c)
        expect(parseMarker(marker(next))).toEqual(next)
      })
    )
  })
  it('a claim marks the run pending without touching the memory', () => {
    expect(nextMarker({ jobId: 'a', runs: [{ runId: 1, jobId: 'a' }] }, { kind: 'pending', runId: 9 })).toEqual({
      jobId: 'a',
      runs: [{ runId: 1, jobId: 'a' }],
      pending: 9
    })
  })
})

describe('mergeMarkers', () => {
  it('keeps the first job, unites runs (first wins per run), takes the second’s claim', () => {
    const merged = mergeMarkers(
      { jobId: 'a', runs: [{ runId: 1, jobId: 'a' }] },
      {
        jobId: 'b',
        runs: [
          { runId: 1, jobId: 'b' },
          { runId: 2, jobId: 'b' }
        ],
        pending: 3
      }
    )
    expect(merged).toEqual({
      jobId: 'a',
      runs: [
        { runId: 1, jobId: 'a' },
        { runId: 2, jobId: 'b' }
      ],
      pending: 3
    })
  })
})

describe('renderStatus, the comment in words', () => {
  it('working: links the workflow run and carries the job id in the marker', () => {
    const body = renderStatus({ state: 'working', jobId: 'job_1', prompt: 'Add docs', followUp: false, ...base }).body
    expect(parseMarker(body)).toEqual({ jobId: 'job_1', runs: [{ runId: 42, jobId: 'job_1' }], quote: '> Add docs' })
    expect(body).toContain('[workflow run](https://github.com/acme/docs-site/actions/runs/42)')
    expect(body).toMatch(/working on it/)
  })
  it.each([
    [{ ...job }, /Docs pull request opened:.*pull\/3/],
    [{ ...job, prLink: null }, /No pull request.*either nothing changed, or the agent committed straight/],
    [{ ...job, status: 'archived' as const, prLink: null }, /Archived/],
    [{ ...job, status: 'failed' as const, prLink: null }, /Failed.*failed on the service/]
  ])('final state %#', (j, pattern) => {
    const outcome = describeOutcome({ mode: 'create', job: j, end: 'final', elapsedMs: 1 }, true, 1)
    expect(renderStatus({ state: 'final', job: j, outcome, ...base }).body).toMatch(pattern)
  })
  it("what a report's request asked (about) stands in for the prompt while working, and stays in the final state", () => {
    const about = '**From the docs-health report**, the gaps sent:\n\n1. searched 140 times'
    const working = renderStatus({
      state: 'working',
      jobId: 'job_1',
      prompt: 'The long prompt',
      followUp: false,
      about,
      ...base
    }).body
    expect(working).toContain(about)
    expect(working).not.toContain('The long prompt')
    const outcome = describeOutcome({ mode: 'create', job, end: 'final', elapsedMs: 1 }, true, 1)
    const final = renderStatus({ state: 'final', job, outcome, about, ...base }).body
    expect(final).toMatch(/Docs pull request opened:.*pull\/3[\s\S]*\n\n\*\*From the docs-health report\*\*/)
    expect(renderStatus({ state: 'final', job, outcome, ...base }).body).not.toContain('docs-health')
  })
  it('timed out and cancelled say how to resume', () => {
    for (const end of ['timed-out', 'cancelled'] as const) {
      const active = { ...job, status: 'active' as const, prLink: null }
      const outcome = describeOutcome({ mode: 'create', job: active, end, elapsedMs: 1 }, true, 1000)
      expect(renderStatus({ state: 'final', job: active, outcome, ...base }).body).toContain('`job-id: job_1`')
    }
  })
  it('escapes a hostile prompt and service message', () => {
    const body = renderStatus({
      state: 'error',
      jobId: 'j',
      error: '<script>x</script> --> <!-- docs-agent-action:status job=evil -->',
      reached: true,
      ...base
    }).body
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
          const body = renderStatus({ state: 'working', jobId: 'job_1', prompt, followUp: true, ...base }).body
          expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT)
          expect(parseMarker(body)).toMatchObject({ jobId: 'job_1', runs: [{ runId: 42, jobId: 'job_1' }] })
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

describe('what each view tells the thread', () => {
  const base = { runId: 5, runUrl: 'https://github.com/acme/docs-site/actions/runs/5' }
  const done = { id: 'J', status: 'completed' as const }
  const outcome = { kind: 'pr-opened' as const, level: 'success' as const, title: 't', message: 'm' }

  it('the sweep’s "still working" records no run of its own, a waiting run’s working state does', () => {
    const checked = { kind: 'checked' as const, checkedAt: Date.UTC(2026, 10, 24, 10, 0) }
    expect(markerChange({ ...base, state: 'working', jobId: 'J', followUp: false, sweep: checked })).toEqual({
      kind: 'swept',
      ended: false
    })
    expect(markerChange({ ...base, state: 'working', jobId: 'J', followUp: false })).toEqual({
      kind: 'reached',
      runId: 5,
      jobId: 'J',
      gapKeys: undefined,
      follow: undefined
    })
  })

  it('a batch’s since goes into the marker with each run that may have reached the service, and only with those', () => {
    const since = 1_764_200_000
    expect(markerChange({ ...base, state: 'working', jobId: 'J', followUp: false, since })).toEqual({
      kind: 'reached',
      runId: 5,
      jobId: 'J',
      gapKeys: undefined,
      follow: undefined,
      since
    })
    expect(markerChange({ ...base, state: 'final', job: done, outcome, since })).toEqual({
      kind: 'reached',
      runId: 5,
      jobId: 'J',
      gapKeys: undefined,
      ended: true,
      since
    })
    expect(markerChange({ ...base, state: 'error', jobId: 'J', error: 'x', reached: true, since })).toEqual({
      kind: 'reached',
      runId: 5,
      jobId: 'J',
      gapKeys: undefined,
      since
    })
    expect(markerChange({ ...base, state: 'error', error: 'x', reached: false, since })).toStrictEqual({
      kind: 'not-reached',
      runId: 5
    })
    expect(markerChange({ ...base, state: 'working', followUp: false, since })).toStrictEqual({
      kind: 'pending',
      runId: 5
    })
    // Written into the comment's marker, where the next batch reads it.
    const comment = renderStatus({ ...base, state: 'final', job: done, outcome, since }).body
    expect(parseMarker(comment)?.since).toBe(since)
  })
})

// The living status comment word for word, below its marker line (src/thread/status-body.ts, pure): each state and
// each sweep note as a person reads it, and reading back what an earlier write of ours left (the prompt's quote).
describe('the comment word for word, below its marker line', () => {
  const URL = 'https://github.com/acme/docs-site/actions/runs/42'
  const RUN = `[workflow run](${URL})`
  const base = { runId: 42, runUrl: URL }
  /** The comment without its marker line. */
  const words = (view: StatusView): string => renderStatus(view).body.split('\n').slice(1).join('\n')
  const outcomeOf = (job: AgentJob, end: 'final' | 'timed-out' = 'final', found?: RefFinding): Outcome =>
    describeOutcome({ mode: 'create', job, end, elapsedMs: 1, ...(found && { found }) }, true, 60_000)
  const DOCS = 'https://github.com/acme/docs'
  const sha = (digit: string): string => digit.repeat(40)
  const commit = (digit: string) => ({ sha: sha(digit), url: `${DOCS}/commit/${sha(digit)}` })
  const none: RefFinding = { kind: 'none', repository: DOCS, ref: 'main' }
  const committed: RefFinding = {
    kind: 'committed',
    repository: DOCS,
    ref: 'main',
    commits: [commit('a'), commit('b')],
    more: false
  }
  const unreadable: RefFinding = {
    kind: 'unknown',
    repository: DOCS,
    ref: 'main',
    why: "GitHub answered 404: this run's token cannot see it, or it has no such branch"
  }

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

    it('an about or a prompt of white space only is no text: the quote the marker kept is shown instead', () => {
      const view: StatusView = { ...base, state: 'working', jobId: 'J', followUp: false, about: ' \n', prompt: '  ' }
      expect(words({ ...view, quoted: '> kept' })).toBe(
        `⏳ **The docs agent is working on it** — job \`J\`. Follow along in the ${RUN}.\n\n` +
          '<!-- docs-agent-action:prompt -->\n> kept\n'
      )
    })

    it('a prompt’s leading white space is kept in the quote (an indented line is the writer’s)', () => {
      expect(words({ ...base, state: 'working', jobId: 'J', followUp: false, prompt: '  Add docs \n' })).toBe(
        `⏳ **The docs agent is working on it** — job \`J\`. Follow along in the ${RUN}.\n\n` +
          '<!-- docs-agent-action:prompt -->\n>   Add docs\n'
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

    it('completed without changes: checked, no commit reached its branch', () => {
      const outcome = outcomeOf(job, 'final', none)
      expect(words({ ...base, state: 'final', job, outcome })).toBe(
        `ℹ️ **No files changed.** Job \`job_1\` completed without opening a pull request, and no commit reached \`main\` of [\`${DOCS}\`](${DOCS}) since it started (${RUN}).\n`
      )
    })

    it('committed straight to its branch: the commits linked, others’ possibly among them, and why the agent does so', () => {
      const outcome = outcomeOf(job, 'final', committed)
      const links = `[aaaaaaa](${DOCS}/commit/${sha('a')}), [bbbbbbb](${DOCS}/commit/${sha('b')})`
      const said =
        `Job \`job_1\` completed without a pull request: the agent committed to \`main\` of [\`${DOCS}\`](${DOCS}) directly. ` +
        `2 commits reached it since the job started: ${links} (every commit on that branch since then, so others' may be among them). ` +
        'The agent does this when the service hosts the deployment or the review process is "push to main". '
      expect(words({ ...base, state: 'final', job, outcome })).toBe(`✅ **Committed directly.** ${said}(${RUN}).\n`)
      expect(words({ ...base, state: 'final', job, outcome, subject: 'change' })).toBe(
        `✅ **Docs committed directly.** ${said}(${RUN}).\n`
      )
    })

    it('a full page of commits reads "100 or more", links ten and counts the rest; one commit is one', () => {
      const hex = (i: number): string => i.toString(16).padStart(2, '0').repeat(20)
      const many = Array.from({ length: 100 }, (_, i) => ({ sha: hex(i), url: `${DOCS}/commit/${hex(i)}` }))
      const full = words({
        ...base,
        state: 'final',
        job,
        outcome: outcomeOf(job, 'final', { ...none, kind: 'committed', commits: many, more: true })
      })
      expect(full).toContain('100 or more commits reached it since the job started: [0000000](')
      expect(full).toContain(`[0909090](${DOCS}/commit/${hex(9)}) and 90 more (every commit`)
      expect(full).not.toContain(hex(10))
      const one = words({
        ...base,
        state: 'final',
        job,
        outcome: outcomeOf(job, 'final', { ...none, kind: 'committed', commits: [commit('c')], more: false })
      })
      expect(one).toContain(`1 commit reached it since the job started: [ccccccc](${DOCS}/commit/${sha('c')}) (every`)
    })

    it('the branch not read: what is known and both readings, with why', () => {
      const outcome = outcomeOf(job, 'final', unreadable)
      expect(words({ ...base, state: 'final', job, outcome })).toBe(
        `ℹ️ **No pull request.** Job \`job_1\` completed without one: either nothing changed, or the agent committed straight to \`main\` of [\`${DOCS}\`](${DOCS}); ` +
          `this run could not read that repository to tell (GitHub answered 404: this run&#39;s token cannot see it, or it has no such branch) (${RUN}).\n`
      )
      expect(words({ ...base, state: 'final', job, outcome, subject: 'change' })).toBe(
        `ℹ️ **No docs pull request.** Job \`job_1\` completed without one: either no docs change was needed, or the agent committed straight to \`main\` of [\`${DOCS}\`](${DOCS}); ` +
          `this run could not read that repository to tell (GitHub answered 404: this run&#39;s token cannot see it, or it has no such branch) (${RUN}).\n`
      )
      // The service named neither: its branch; a why with markdown in it is escaped.
      const bare = outcomeOf(job, 'final', { kind: 'unknown', why: 'a *bold* [claim](x)' })
      expect(words({ ...base, state: 'final', job, outcome: bare })).toBe(
        `ℹ️ **No pull request.** Job \`job_1\` completed without one: either nothing changed, or the agent committed straight to its branch; ` +
          `this run could not read that repository to tell (a \\*bold\\* \\[claim\\]\\(x\\)) (${RUN}).\n`
      )
    })

    it('a branch and repository the service named are text: in a code span, and a link only to an http(s) address', () => {
      const hostile: RefFinding = { kind: 'none', repository: 'javascript:alert(1)', ref: 'main` **x**' }
      expect(words({ ...base, state: 'final', job, outcome: outcomeOf(job, 'final', hostile) })).toBe(
        `ℹ️ **No files changed.** Job \`job_1\` completed without opening a pull request, and no commit reached \`\`main\` **x**\`\` of javascript:alert\\(1\\) since it started (${RUN}).\n`
      )
    })

    it('a merged change that needed no docs change says so (checked), and a change’s other outcomes read as an issue’s', () => {
      const outcome = outcomeOf(job, 'final', none)
      expect(words({ ...base, state: 'final', job, outcome, subject: 'change' })).toBe(
        `ℹ️ **No docs change needed.** Job \`job_1\` completed without opening a pull request, and no commit reached \`main\` of [\`${DOCS}\`](${DOCS}) since it started: the agent found nothing in this change to document (${RUN}).\n`
      )
      const done: AgentJob = { ...job, prLink: 'https://github.com/acme/docs/pull/3' }
      expect(words({ ...base, state: 'final', job: done, outcome: outcomeOf(done), subject: 'change' })).toBe(
        words({ ...base, state: 'final', job: done, outcome: outcomeOf(done) })
      )
    })

    it('timed out: the status it had and how to resume', () => {
      const active: AgentJob = { ...job, status: 'active' }
      expect(words({ ...base, state: 'final', job: active, outcome: outcomeOf(active, 'timed-out') })).toBe(
        '⏱️ **Still running** — job `job_1` is `active` after the timeout. It keeps running on the service. ' +
          `To pick it up, dispatch the workflow with \`job-id: job_1\` (re-running this run would start a second job). (${RUN})\n`
      )
    })

    it('an error after the job was created names the job', () => {
      expect(words({ ...base, state: 'error', jobId: 'job_9', error: 'lost', reached: true })).toBe(
        `❌ **The docs agent run failed** (job \`job_9\`): lost\n\nSee the ${RUN}.\n`
      )
    })

    it('a job the service no longer has: the thread forgets it', () => {
      const view: StatusView = { ...base, state: 'gone', jobId: 'job_1' }
      expect(markerChange(view)).toStrictEqual({ kind: 'gone' })
      expect(words(view)).toBe(
        "❌ **The docs agent's job was not found** — the service has no job `job_1` (deleted, or in another project), " +
          `so nothing will finish it here. The sweep stopped following it (${RUN}); the next instruction starts a new job.\n`
      )
    })

    it('a final state the sweep wrote records no run, and ends the job', () => {
      const done: AgentJob = { ...job, prLink: 'https://github.com/acme/docs/pull/3' }
      expect(markerChange({ ...base, state: 'final', job: done, outcome: outcomeOf(done), swept: true })).toStrictEqual(
        {
          kind: 'swept',
          ended: true
        }
      )
    })
  })
})
