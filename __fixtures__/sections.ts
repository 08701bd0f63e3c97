/**
 * What the report-section tests share: a SectionRun against the simulator whose client counts every attempt against
 * the allowance and leaves a 429 unretried (as the report step builds it), simple reader views, and a search for the
 * simulator's personal data in everything a section produced (markdown, outputs, files).
 */
import { createHash, createHmac } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { pageView } from '../src/report/reader.js'
import { gapKeys } from '../src/report/gap-key.js'
import { sectionOf } from '../src/report/registry.js'
import {
  Allowance,
  type ReaderView,
  type SectionNeed,
  type SectionResult,
  type SectionRun
} from '../src/report/section.js'
import { type SectionName } from '../src/report/section-names.js'
import { createServiceClient } from '../src/service/client.js'
import { cell } from '../src/text/markdown.js'
import { PERSONAL } from '../sim/reader-text.js'
import type { Simulator } from '../sim/server.js'
import { weekSettings } from './visitors.js'

export const RANGE = { dateFrom: '2026-11-15', dateTo: '2026-11-22' }

/** A section's need of the budget as the registry gives it, on the week's visitor settings (registry.ts). */
export const needOf = (name: SectionName): SectionNeed => sectionOf(name).need({ visitors: weekSettings() })

/** What the sections' gap keys are keyed with in these tests (a run uses its API key and project id). */
export const KEY_SECRET = { apiKey: 'mint_sections_test_key', projectId: '0123456789abcdef01234567' }

/** Reader text hidden, as on a public repository. */
export const HIDDEN: ReaderView = { shown: false, inline: () => '_(reader text hidden)_' }

/** Reader text shown as it is (escaped only): what would leak without redaction. */
export const RAW: ReaderView = { shown: true, inline: text => cell(text), plain: text => text }

/** Shows each piece of reader text as a numbered token and keeps it: raw text in the output went around the view. */
export function tokenView(): ReaderView & { texts: string[] } {
  const texts: string[] = []
  return {
    shown: true,
    texts,
    inline: text => `⟦${texts.push(text) - 1}⟧`,
    plain: text => `⟦${texts.push(text) - 1}⟧`
  }
}

/** The simulator's data holds only pages the site has, unless a test gives it paths readers chose. */
export const EVERY_PAGE = { has: () => true }

export interface Harness {
  run: SectionRun
  allowance: Allowance
  logs: string[]
  warnings: string[]
}

export function sectionRun(
  sim: Simulator,
  tempDir: string,
  limit: number,
  reader: ReaderView = HIDDEN,
  signal?: AbortSignal,
  sitePages: { has(path: string): boolean } = EVERY_PAGE
): Harness {
  const allowance = new Allowance(limit)
  const logs: string[] = []
  const warnings: string[] = []
  const client = createServiceClient(
    {
      baseUrl: sim.url,
      apiKey: sim.apiKey,
      requestTimeoutMs: 2000,
      backoff: { baseMs: 5, capMs: 20 },
      beforeAttempt: endpoint => allowance.take(endpoint),
      retryRateLimited: false,
      signal
    },
    sim.projectId
  )
  const run: SectionRun = {
    client,
    allowance,
    range: RANGE,
    deadline: Date.now() + 20_000,
    reader,
    pages: Promise.resolve(pageView(reader.shown, sitePages)),
    keys: gapKeys(KEY_SECRET),
    tempDir,
    top: 10,
    log: line => logs.push(line),
    warn: line => warnings.push(line)
  }
  return { run, allowance, logs, warnings }
}

/** Markdown, outputs, the files' contents and the log, as one text. */
export async function everything(result: SectionResult, harness?: Harness): Promise<string> {
  const files = result.files
    ? [await readFile(result.files.json, 'utf8'), await readFile(result.files.csv, 'utf8')]
    : []
  return [result.markdown, JSON.stringify(result.outputs), ...files, ...(harness?.logs ?? [])].join('\n')
}

/** Pieces of each personal value that survive markdown, JSON and CSV escaping. */
const PERSONAL_PIECES = [
  'jane.doe',
  'sam.lee',
  '555-0134',
  '7946 0958',
  'internal.acme.dev',
  '3f9a8c7e6d5b4a392817a6b5',
  'AbCdEf0123456789'
]
for (const [i, piece] of PERSONAL_PIECES.entries()) {
  if (!Object.values(PERSONAL)[i]?.includes(piece)) throw new Error(`${piece} is not a piece of PERSONAL value ${i}`)
}
export const personalIn = (text: string): string[] => PERSONAL_PIECES.filter(piece => text.includes(piece))

/** The requests the simulator got for a route. */
export const routeRequests = (sim: Simulator, route: string) => sim.requests.filter(r => r.route === route)

/**
 * A gap key as the report makes it (with KEY_SECRET), computed here independently: the section's prefix and 16 hex
 * digits of an HMAC-SHA256, keyed by a sha256 of a label, the project id and the API key (a JSON array), of the section and the
 * NFKC, lower-case, collapsed text.
 */
export const gapKey = (section: string, text: string, secret = KEY_SECRET): string => {
  const key = createHash('sha256')
    .update(JSON.stringify(['docs-agent-action gap keys v2', secret.projectId, secret.apiKey]))
    .digest()
  const normalised = text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
  return `${section}:${createHmac('sha256', key).update(`${section}\0${normalised}`).digest('hex').slice(0, 16)}`
}

/** The key earlier versions wrote: an unkeyed sha256, 12 hex digits (anyone can compute it from a guess). */
export const formerGapKey = (section: string, text: string): string =>
  `${section}:` +
  createHash('sha256')
    .update(text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim())
    .digest('hex')
    .slice(0, 12)
