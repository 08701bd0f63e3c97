/**
 * What a docs job carries, as the tracking issue's marker remembers it (the sent keys of thread/sent-gaps.ts:
 * `pr-12` for a merged pull request, `push-<sha>` for a push that came from none), and how the comments and the
 * outputs say it. Pure.
 */
import { isChangeKey, pullOfKey } from '../../github/change.js'
import type { SentGaps } from '../../thread/sent-gaps.js'

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

/** How the run ended for the change (the change-result output). */
export type ChangeResult = 'docs-pr-opened' | 'follow-up' | 'no-change' | 'started' | 'skipped' | 'failed'

/**
 * The change-result of an agent step: a follow-up to the open docs job whatever became of it but failure, else the new
 * job's end. A timed-out, cancelled or failed job, and a step that failed, are `failed`.
 */
export function changeResult(end: { kind?: string; mode?: string; prLink?: string }): Exclude<ChangeResult, 'skipped'> {
  const { kind, mode } = end
  const ended = kind === 'pr-opened' || kind === 'no-changes' || kind === 'started' || kind === 'archived'
  if (!ended) return 'failed'
  if (mode === 'message') return 'follow-up'
  if (kind === 'started') return 'started'
  return kind === 'pr-opened' || (kind === 'archived' && end.prLink) ? 'docs-pr-opened' : 'no-change'
}
