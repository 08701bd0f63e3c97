/**
 * Secrets of known formats in text, as [start, end) spans: the rules of secretlint's recommended preset
 * (`@secretlint/secretlint-rule-preset-recommend`, kept current by its maintainers: AWS, GCP, GitHub, GitLab, npm,
 * Slack, Stripe, OpenAI, Anthropic and other providers' keys and tokens, private keys, database connection strings and
 * URLs with a password), run through `@secretlint/core`. What this module adds is only what redaction needs of them:
 * - no rule can be switched off by the text: the preset's `filter-comments` rule, which honours a
 *   `secretlint-disable` comment, is left out, so a diff that says so still has its secrets found;
 * - AWS access key ids are scanned for too (the AWS rule's `enableIDScanRule`);
 * - the value a rule reports (its message's data: the key, token or URL, without white space) is taken wherever it
 *   occurs in the text, and the rule's range only when that value is found nowhere: some rules report the range of the
 *   whole assignment for the length of the value (`aws_secret_access_key = "…` cut mid-key);
 * - a range that stops inside a run of key characters goes on to the run's end, so no rule leaves a key's tail;
 * - a line's leading `+` or `-` is read as a space, so a rule that reads across lines (a PEM private key) finds what
 *   a diff adds or removes.
 * Asynchronous, as secretlint is. Its profiler is switched off (it would keep a performance mark per rule and text),
 * and so is its `debug` log, which a `DEBUG` variable in the workflow would send straight to stderr: every line the
 * action writes goes through its own log (action/log.ts).
 */
import { lintSource } from '@secretlint/core'
import { secretLintProfiler } from '@secretlint/profiler'
import { rules } from '@secretlint/secretlint-rule-preset-recommend'
import type { SecretLintCoreConfig, SecretLintCoreResultMessage } from '@secretlint/types'
import debug from 'debug'

export type Span = readonly [start: number, end: number]
/** What this module reads of a rule's message. */
export type Finding = Pick<SecretLintCoreResultMessage, 'range' | 'data'>

const IGNORED_RULES = new Set(['@secretlint/secretlint-rule-filter-comments'])
const RULE_OPTIONS: Record<string, object> = { '@secretlint/secretlint-rule-aws': { enableIDScanRule: true } }
// Characters a key is made of, and the dot that joins a dotted one's parts (a JWT, GitHub's stateless tokens).
const KEY_CHAR = /[A-Za-z0-9+/=_-]/
const JOIN = '.'
const QUOTE = /["'`]/

secretLintProfiler.setEnabled(false)
debug.disable()

/** The rules as secretlint's core takes them: every rule of the preset but the ones the text could switch off. */
function secretRules(): SecretLintCoreConfig {
  return {
    rules: rules
      .filter(rule => !IGNORED_RULES.has(rule.meta.id))
      .map(rule => ({ id: rule.meta.id, rule, options: RULE_OPTIONS[rule.meta.id] ?? {} }))
  }
}

/** The spans of every secret of a known format in `text`, in order, none overlapping. */
export async function secretSpans(text: string): Promise<Span[]> {
  const result = await lintSource({
    // No file name: the npm rule's check meant for package.json (a token before `:x-oauth-basic@github.com`) then
    // reads every text (its `.npmrc` check, which it tries only for other files, none).
    source: { filePath: '', ext: '.txt', content: text.replace(/^[+-]/gm, ' '), contentType: 'text' },
    options: { config: secretRules() }
  })
  return spansOf(text, result.messages)
}

/**
 * The spans the findings make in `text`, in order, none overlapping: each finding's values where they occur, else its
 * range carried to the end of its run; without the quotes a rule took in.
 */
export function spansOf(text: string, findings: readonly Finding[]): Span[] {
  const spans: Span[] = []
  for (const finding of findings) {
    const found = valuesOf(finding).flatMap(value => occurrences(text, value))
    const [start, end] = finding.range
    spans.push(...(found.length > 0 ? found : [[start, endOfRun(text, end)] as const]))
  }
  return merge(spans.map(([start, end]) => [start, withoutQuotes(text, end)] as const))
}

/** The strings a finding reports that could be the secret: no white space, and 8 characters or more. */
function valuesOf(finding: Finding): string[] {
  return Object.values(finding.data ?? {}).filter(
    (value): value is string => typeof value === 'string' && value.length >= 8 && !/\s/.test(value)
  )
}

function occurrences(text: string, value: string): Span[] {
  const spans: Span[] = []
  for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1)) spans.push([at, at + value.length])
  return spans
}

/** Where a span ending at `end` really ends: after the rest of the key run it stops in, dotted parts included. */
function endOfRun(text: string, end: number): number {
  let at = end
  for (;;) {
    const next = text.charAt(at)
    if (KEY_CHAR.test(next)) at++
    else if (next === JOIN && KEY_CHAR.test(text.charAt(at + 1))) at++
    else return at
  }
}

/** The end of a span less the quotes a rule took in (a connection string's `…/app"`); a span of quotes ends empty. */
function withoutQuotes(text: string, end: number): number {
  let at = end
  while (QUOTE.test(text.charAt(at - 1))) at--
  return at
}

/** Overlapping or touching spans as one, in order; empty ones left out. */
function merge(spans: Span[]): Span[] {
  const merged: [number, number][] = []
  for (const [start, end] of spans.sort((a, b) => a[0] - b[0])) {
    if (end <= start) continue
    const last = merged.at(-1)
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else merged.push([start, end])
  }
  return merged
}
