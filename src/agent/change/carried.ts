/**
 * What a docs job carries, as the tracking issue's marker remembers it (the sent keys of thread/sent-gaps.ts:
 * `pr-12` for a merged pull request, `push-<sha>` for a push that came from none), and how the comments and the
 * outputs say it. Pure.
 */
import { isChangeKey, pullOfKey } from '../../github/change.js'
import type { SentGaps } from '../../thread/sent-gaps.js'
import type { OutcomeKind } from '../../job/outcome.js'

/** The change keys the job carries: what the marker remembers for it, then this run's own, each once. */
export function carriedKeys(sent: readonly SentGaps[] | undefined, jobId: string | undefined, own: readonly string[]) {
  // Every group names its job (a marker's ids are read as text): an unknown job (undefined) finds none.
  const earlier = sent?.find(s => s.jobId === jobId)?.keys.filter(isChangeKey) ?? []
  return [...new Set([...earlier, ...own])]
}

/** The pull requests among the keys, in the order merged (smallest number first). */
export function carriedPulls(keys: readonly string[]): number[] {
  return keys.flatMap(key => pullOfKey(key) ?? []).sort((a, b) => a - b)
}

/** `#12, #15 and a push (abc1234)`: GitHub links each number to its pull request (a back-reference on its timeline). */
export function describeCarried(keys: readonly string[]): string {
  const pulls = carriedPulls(keys).map(n => `#${n}`)
  const pushes = keys.filter(key => key.startsWith('push-')).map(key => `\`${key.slice(5, 12)}\``)
  const names = [
    ...pulls,
    ...(pushes.length ? [`${pushes.length === 1 ? 'a push' : 'pushes'} ${pushes.join(', ')}`] : [])
  ]
  return `Merged changes this docs job carries: ${names.length ? names.join(', ') : 'none yet'}.`
}

/**
 * How the run ended for the change (the change-result output). `docs-committed`: the job completed without a pull
 * request and commits reached its branch since it started; `no-change`: none did (checked); `no-pr-unchecked`: the
 * branch could not be read to tell which.
 */
export type ChangeResult =
  'docs-pr-opened' | 'docs-committed' | 'follow-up' | 'no-change' | 'no-pr-unchecked' | 'started' | 'skipped' | 'failed'

/** The new job's end as change-result says it, by the outcome's kind; a kind not here is `failed`. */
const ENDED: Partial<Record<OutcomeKind, Exclude<ChangeResult, 'skipped' | 'failed' | 'follow-up'>>> = {
  'pr-opened': 'docs-pr-opened',
  committed: 'docs-committed',
  'no-changes': 'no-change',
  unchecked: 'no-pr-unchecked',
  started: 'started',
  archived: 'no-change'
}

/**
 * The change-result of an agent step: a follow-up to the open docs job whatever became of it but failure, else the new
 * job's end. A timed-out, cancelled or failed job, and a step that failed, are `failed`. An archived job is
 * `docs-pr-opened` with a pull request, else `no-change` as before.
 */
export function changeResult(end: {
  kind?: OutcomeKind
  mode?: string
  prLink?: string
}): Exclude<ChangeResult, 'skipped'> {
  const { kind, mode } = end
  const ended = kind === undefined ? undefined : ENDED[kind]
  if (ended === undefined) return 'failed'
  if (mode === 'message') return 'follow-up'
  return kind === 'archived' && end.prLink ? 'docs-pr-opened' : ended
}
