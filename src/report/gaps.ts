/**
 * "What to fix" (pure): the worst gaps across the sections, ranked by readers affected, without the ones already sent
 * to the agent while their pull request is still open, and apart from those the history holds back (a fix merged for
 * them: still there since, or too recently to tell).
 */
import type { Gap } from './section.js'

export interface RankedGaps {
  /** The top `count`, worst first. */
  top: Gap[]
  /** Gaps found in all, before any was left out. */
  found: number
  /** Gaps left out because an open job or pull request already has them. */
  inFlight: Gap[]
  /** Gaps the history holds back, each with what the report says of it (markdown): never sent as new. */
  held: { gap: Gap; note: string }[]
}

/**
 * Ranks by weight (readers affected), then by section order and key so equal weights come out the same every run.
 * A key seen twice (two sections naming one page) keeps the heavier gap.
 */
export function rankGaps(
  gaps: readonly Gap[],
  count: number,
  alreadySent: ReadonlySet<string> = new Set(),
  held: ReadonlyMap<string, { note: string }> = new Map()
): RankedGaps {
  const byKey = new Map<string, Gap>()
  for (const gap of gaps) {
    const seen = byKey.get(gap.key)
    if (!seen || gap.weight > seen.weight) byKey.set(gap.key, gap)
  }
  // Keys are unique here (byKey), so a tie of weights is always broken by the key.
  const sorted = [...byKey.values()].sort((a, b) => b.weight - a.weight || (a.key < b.key ? -1 : 1))
  const inFlight = sorted.filter(gap => alreadySent.has(gap.key))
  const open = sorted.filter(gap => !alreadySent.has(gap.key))
  const top = open.filter(gap => !held.has(gap.key)).slice(0, Math.max(0, count))
  const kept = open.flatMap(gap => {
    const why = held.get(gap.key)
    return why ? [{ gap, note: why.note }] : []
  })
  return { top, found: byKey.size, inFlight, held: kept }
}
