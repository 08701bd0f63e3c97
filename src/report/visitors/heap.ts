import { setFlagsFromString } from 'node:v8'

/**
 * Stops V8 from doubling its young generation while a large visitors export keeps many small strings alive: every
 * string that survives counts towards growth, and at 100,000 rows V8 grew the young generation to 64 MB of touched
 * memory (docs/performance.md, finding 2). An action cannot pass `--max-semi-space-size` to node, but V8 reads
 * `--semi-space-growth-factor` each time it grows, so a factor of 1 keeps the young generation at its current size
 * (1–4 MB). Costs more frequent, equally cheap scavenges; measured no slower. Applied on V8 13 and 14 only (Node 24
 * and 26), where the flag is known to exist, so a newer V8 never prints "unrecognized flag".
 */
export function keepYoungGenerationSmall(v8Version = process.versions.v8): boolean {
  const major = Number(v8Version.split('.')[0])
  if (major !== 13 && major !== 14) return false
  setFlagsFromString('--semi-space-growth-factor=1')
  return true
}
