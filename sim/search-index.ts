/**
 * The simulator's search over the docs pages (pure, deterministic): a page's score for a query is, with q the query's
 * distinct words (NFKC, lower case, runs of letters and digits),
 *   0.5 × coverage (the share of q the page holds)
 * + 0.3 × phrase   (1 when the page holds the query's words in a row, else 0)
 * + 0.2 × frequency (the occurrences of q's words in the page over 4·|q|, at most 1),
 * rounded to three decimals, so a page with the whole phrase always ranks above one without it. Pages without any
 * of q's words are no result; ties go by path. A result's content is the page's paragraph holding most of q's words,
 * cut to 300 characters; its metadata the page's title and the score.
 */
import { titleOf } from './docs-pages.js'

export interface Ranked {
  path: string
  content: string
  metadata: { title: string; score: number }
}

export const words = (text: string): string[] =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? []

function holdsPhrase(page: readonly string[], phrase: readonly string[]): boolean {
  for (let at = 0; at + phrase.length <= page.length; at++)
    if (phrase.every((word, i) => page[at + i] === word)) return true
  return false
}

export function scoreOf(content: string, query: string): number {
  const asked = [...new Set(words(query))]
  if (asked.length === 0) return 0
  const page = words(content)
  const held = asked.filter(word => page.includes(word))
  const occurrences = page.filter(word => asked.includes(word)).length
  const coverage = held.length / asked.length
  const phrase = holdsPhrase(page, words(query)) ? 1 : 0
  const frequency = Math.min(1, occurrences / (4 * asked.length))
  return Math.round(1000 * (0.5 * coverage + 0.3 * phrase + 0.2 * frequency)) / 1000
}

/** The paragraph that holds most of the query's words (the first of those), cut to 300 characters. */
function snippetOf(content: string, query: string): string {
  const asked = new Set(words(query))
  let best = ''
  let most = -1
  for (const paragraph of content.split(/\n{2,}/)) {
    const held = new Set(words(paragraph).filter(word => asked.has(word))).size
    if (held > most) [best, most] = [paragraph, held]
  }
  return best.slice(0, 300)
}

/** The pages that match, best first: at most pageSize, each scored at least threshold. */
export function rank(pages: ReadonlyMap<string, string>, query: string, pageSize: number, threshold: number): Ranked[] {
  const scored = [...pages]
    .map(([path, content]) => ({ path, content, score: scoreOf(content, query) }))
    .filter(({ score }) => score > 0 && score >= threshold)
    .sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : 1))
  return scored.slice(0, pageSize).map(({ path, content, score }) => ({
    path,
    content: snippetOf(content, query),
    metadata: { title: titleOf(path), score }
  }))
}
