/**
 * The thread's memory, kept in the status comment's hidden marker: the thread's job, which runs' requests may have
 * reached the service (a re-run of one attaches; of any other run, acts afresh), a run claiming the thread, the
 * triggers waiting for the sweep, the report gaps sent, and what the request asked (the text the sweep carries).
 */
import { decodeComponent } from '../text/uri.js'
import { addSentGaps, decodeSentGaps, encodeSentGaps, mergeSentGaps, type SentGaps } from './sent-gaps.js'
import { decodeText, encodeText, legacyText, type MarkerText } from './marker-text.js'

export { withText, type MarkerText } from './marker-text.js'

const MARKER_PREFIX = '<!-- docs-agent-action:status'

/** What one run's request did to the thread's job: reached it (may have), with the job it concerned. */
export interface RunClaim {
  runId: number
  /** Undefined when a create may have reached the service but its job id is unknown. */
  jobId?: string
}

/** The thread's memory, kept in the status comment's hidden marker (`about` and `quote`: marker-text.ts). */
export interface StatusMarker extends MarkerText {
  /** The thread's job: follow-ups go to it. */
  jobId?: string
  /** Runs whose request may have reached the service, newest first: a re-run of one attaches, never resends. */
  runs: RunClaim[]
  /** A run starting a new job on this thread right now (claimed before its create request). */
  pending?: number
  /** The report gaps the thread's jobs were sent, newest job first (absent when none: older markers have none). */
  gaps?: SentGaps[]
  /**
   * Present while a short run (wait: false) has left the thread's job to the sweep: the triggers that wait for the
   * job's end, each to get the reaction a waiting run gives (a comment id; 0: the issue itself).
   */
  sweep?: number[]
  /** The tracking issue of merged changes: until when (epoch seconds) the last batch gathered merged pull requests. */
  since?: number
}

/** How many runs the marker remembers; older ones fall off (a re-run of one would act afresh). */
export const MAX_REMEMBERED_RUNS = 10
/** How many triggers wait for the sweep's reaction; older ones fall off (they keep their 👀). */
export const MAX_SWEEP_TARGETS = 20

/**
 * The hidden marker that finds the status comment again: `job=J run=R1,R2:K,R3:? pending=P gaps=J:k1,k2;K:k3
 * sweep=C1,0 about=T quote=T`. A run entry without a job is for J; `?` means the job id is unknown. Job ids, gap keys
 * and texts are URI-encoded, so no value can hold `;`, `,`, `:`, ` ` or `-->`.
 */
export function marker(m: StatusMarker): string {
  const job = m.jobId !== undefined ? ` job=${encodeURIComponent(m.jobId)}` : ''
  const entry = (r: RunClaim): string =>
    r.jobId === m.jobId && r.jobId !== undefined
      ? String(r.runId)
      : `${r.runId}:${r.jobId === undefined ? '?' : encodeURIComponent(r.jobId)}`
  const runs = m.runs.length > 0 ? ` run=${m.runs.map(entry).join(',')}` : ''
  const pending = m.pending !== undefined ? ` pending=${m.pending}` : ''
  const gaps = m.gaps?.length ? ` gaps=${encodeSentGaps(m.gaps)}` : ''
  const sweep = m.sweep ? ` sweep=${m.sweep.join(',')}` : ''
  const since = m.since !== undefined ? ` since=${m.since}` : ''
  return `${MARKER_PREFIX}${job}${runs}${pending}${gaps}${sweep}${since}${encodeText(m)} -->`
}

/**
 * Reads the marker at the start of a comment body; undefined when the body has none. A marker of an earlier version
 * has no `about` or `quote`: those are read where that version wrote them, in the body (marker-text.ts).
 */
export function parseMarker(body: string): StatusMarker | undefined {
  const match = /^<!-- docs-agent-action:status((?: [a-z]+=[^\s>]*)*) -->/.exec(body)
  if (!match) return undefined
  const fields = new Map(
    (match[1] ?? '')
      .trim()
      .split(' ')
      .filter(Boolean)
      .map(kv => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)] as const)
  )
  const job = fields.get('job')
  const jobId = job ? decodeComponent(job) : undefined
  const runs: RunClaim[] = []
  for (const entry of (fields.get('run') ?? '').split(',')) {
    const parsed = /^(\d{1,15})(?::(.*))?$/.exec(entry)
    if (!parsed || runs.some(r => r.runId === Number(parsed[1]))) continue
    const [, runId, id] = parsed
    runs.push({ runId: Number(runId), jobId: id === undefined ? jobId : id === '?' ? undefined : decodeComponent(id) })
  }
  const pending = /^\d{1,15}$/.test(fields.get('pending') ?? '') ? Number(fields.get('pending')) : undefined
  const sweep = fields.has('sweep') ? sweepTargets(fields.get('sweep') ?? '') : undefined
  const since = /^\d{1,12}$/.test(fields.get('since') ?? '') ? Number(fields.get('since')) : undefined
  const text = fields.has('about') || fields.has('quote') ? decodeText(fields) : legacyText(body)
  return withGaps(
    {
      jobId,
      runs: runs.slice(0, MAX_REMEMBERED_RUNS),
      ...(pending !== undefined ? { pending } : {}),
      ...(sweep ? { sweep } : {}),
      ...(since !== undefined ? { since } : {}),
      ...text
    },
    decodeSentGaps(fields.get('gaps') ?? '')
  )
}

/** The sweep's reaction targets as written (`C1,0`): whole numbers, each once, the newest MAX_SWEEP_TARGETS. */
function sweepTargets(text: string): number[] {
  const ids = text.split(',').filter(id => /^\d{1,15}$/.test(id))
  return [...new Set(ids.map(Number))].slice(-MAX_SWEEP_TARGETS)
}

/** The marker with its sent gaps, the field left out when there are none (as in markers of earlier versions). */
function withGaps(m: Omit<StatusMarker, 'gaps'>, gaps: SentGaps[] | undefined): StatusMarker {
  return gaps?.length ? { ...m, gaps } : m
}

/**
 * What a write says about this run's request: claimed before it, may have reached the service, or surely not; or,
 * from the sweep, which is no request of a run: the job checked (and whether it has ended), or gone from the service.
 */
export type MarkerChange =
  | { kind: 'pending'; runId: number }
  /**
   * `gapKeys`: the report gaps the request sent to the job (kept only with a known job id). `follow`: a short run
   * leaves the job to the sweep, this trigger waiting for its end. `ended`: the job has ended (the sweep is done).
   */
  | {
      kind: 'reached'
      runId: number
      jobId?: string
      gapKeys?: readonly string[]
      follow?: number
      ended?: boolean
      /** A batch of merged changes gathered those merged until then (epoch seconds). */
      since?: number
    }
  | { kind: 'not-reached'; runId: number }
  | { kind: 'swept'; ended: boolean }
  /** The thread's job is not on the service (404): forgotten, so the next instruction starts a new one. */
  | { kind: 'gone' }

/**
 * The marker after a write: only a request that may have reached the service records its run (so a re-run attaches);
 * one that surely did not leaves the thread's memory as it was (so a re-run sends it).
 */
export function nextMarker(previous: StatusMarker | undefined, change: MarkerChange): StatusMarker {
  const base: StatusMarker = previous ?? { runs: [] }
  if (change.kind === 'swept' || change.kind === 'gone') {
    const { sweep: _done, ...unfollowed } = base
    const { jobId: _gone, ...forgotten } = unfollowed
    return change.kind === 'gone' ? forgotten : change.ended ? unfollowed : base
  }
  const pending = base.pending === change.runId ? undefined : base.pending
  const keep = (m: StatusMarker, gaps: SentGaps[] | undefined, sweep: number[] | undefined): StatusMarker =>
    withGaps(
      {
        ...(pending === undefined ? {} : { pending }),
        ...(sweep ? { sweep } : {}),
        // The batch's since is kept; a reached batch's own (the larger, below) overrides it with m.
        ...(base.since === undefined ? {} : { since: base.since }),
        ...m
      },
      gaps
    )
  switch (change.kind) {
    case 'pending':
      return keep({ jobId: base.jobId, runs: base.runs, pending: change.runId }, base.gaps, base.sweep)
    case 'not-reached':
      return keep({ jobId: base.jobId, runs: base.runs }, base.gaps, base.sweep)
    case 'reached': {
      const { jobId, gapKeys, follow } = change
      const runs = [{ runId: change.runId, jobId }, ...base.runs.filter(r => r.runId !== change.runId)]
      const gaps = jobId !== undefined && gapKeys ? addSentGaps(base.gaps ?? [], jobId, gapKeys) : base.gaps
      // A waiting run that saw the job end answers the triggers the sweep was waiting for (publish.ts).
      const waiting = change.ended ? undefined : base.sweep
      const sweep = follow === undefined ? waiting : sweepTargets([...(waiting ?? []), follow].join(','))
      const since = change.since === undefined ? {} : { since: Math.max(change.since, base.since ?? 0) }
      return keep({ jobId: jobId ?? base.jobId, runs: runs.slice(0, MAX_REMEMBERED_RUNS), ...since }, gaps, sweep)
    }
  }
}

/**
 * Two markers of one thread (duplicates being merged): the first's job and text win, runs and sent gaps are united,
 * the second's claim.
 */
export function mergeMarkers(first: StatusMarker, second: StatusMarker): StatusMarker {
  const runs = [...first.runs, ...second.runs.filter(r => !first.runs.some(f => f.runId === r.runId))]
  const merged: StatusMarker = { jobId: first.jobId ?? second.jobId, runs: runs.slice(0, MAX_REMEMBERED_RUNS) }
  const gaps = mergeSentGaps(first.gaps ?? [], second.gaps ?? [])
  const sweep =
    first.sweep || second.sweep ? sweepTargets([...(first.sweep ?? []), ...(second.sweep ?? [])].join(',')) : undefined
  const text = first.about !== undefined || first.quote !== undefined ? first : second
  const since = Math.max(first.since ?? -1, second.since ?? -1)
  const withSweep: StatusMarker = {
    ...merged,
    ...(sweep ? { sweep } : {}),
    ...(since >= 0 ? { since } : {}),
    ...(text.about !== undefined ? { about: text.about } : {}),
    ...(text.quote !== undefined ? { quote: text.quote } : {})
  }
  return withGaps(second.pending === undefined ? withSweep : { ...withSweep, pending: second.pending }, gaps)
}
