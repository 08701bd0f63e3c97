const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }

/**
 * Parses a duration: a bare number is seconds (`5`), or number+unit pairs (`500ms`, `5s`, `1m`, `1m30s`, `1.5h`).
 * Returns milliseconds, or undefined when the text is not a duration.
 */
export function parseDuration(text: string): number | undefined {
  const value = text.trim().toLowerCase()
  if (value === '') return undefined
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000)
  const part = /(\d+(?:\.\d+)?)\s*(ms|s|m|h)/gy
  let total = 0
  let consumed = 0
  for (let match = part.exec(value); match; match = part.exec(value)) {
    total += Number(match[1]) * (UNIT_MS[match[2] ?? ''] ?? NaN)
    consumed = part.lastIndex
  }
  if (consumed !== value.length || !Number.isFinite(total)) return undefined
  return Math.round(total)
}

/** `95000` → `1m 35s`; `800` → `0.8s`. For logs and summaries. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${(Math.max(0, ms) / 1000).toFixed(1)}s`
  const totalSeconds = Math.round(ms / 1000)
  const h = Math.floor(totalSeconds / 3600)
  const m = Math.floor((totalSeconds % 3600) / 60)
  const s = totalSeconds % 60
  if (h > 0) return `${h}h ${m}m`
  if (m > 0) return s > 0 ? `${m}m ${s}s` : `${m}m`
  return `${s}s`
}
