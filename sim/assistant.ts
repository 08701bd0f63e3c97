/**
 * The assistant export: conversation turns newest first, paged by a ULID `cursor` (the id of the last turn of the
 * previous page; the next page holds the turns after it), limit 1..1000 default 100, `nextCursor` null at the end; and
 * `assistant/caller-stats` (web / api / other, total = the turns of the range).
 * Gaps to find: unanswered questions clustered by category (12 about rotating API keys, 7 about SSO, 5 about webhooks)
 * among answered ones, and questions carrying emails, keys, URLs and phone numbers (reader-text.ts).
 */
import {
  dateRange,
  integer,
  seeded,
  rangeBounds,
  RangeCache,
  type DateRange,
  type Details,
  type Parsed
} from './query.js'
import { pick, type ExtraReaderText } from './reader-text.js'
import { TEST_SITE } from './site.js'
import type { SiteData } from './types.js'
import { visitorPath } from './visitors.js'

export const DOCS_ORIGIN = 'https://docs.acme.dev'
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/

export interface Conversation {
  id: string
  timestamp: string
  query: string
  response: string
  responseType: 'answer' | 'clarifying_question'
  sources: { title: string; url: string }[]
  resolutionStatus: 'answered' | 'unanswered'
  queryCategory: string | null
  pageUrl: string | null
}
export interface AssistantQuery extends DateRange {
  limit: number
  cursor?: string
}

/** Unanswered clusters: [category, questions]. */
export const UNANSWERED: readonly [string, string[]][] = [
  [
    'API keys',
    [
      'How do I rotate my API key?',
      'rotate api key without downtime',
      'does rotating a key revoke the old one',
      'API key rotation schedule',
      'how often should keys be rotated',
      'rotate key via API',
      'rotating keys in CI',
      'key rotation for SSO users',
      'can two keys be active during rotation',
      'rotate a leaked key',
      'what happens to jobs when I rotate the key',
      'automatic key rotation'
    ]
  ],
  [
    'SSO',
    [
      'SAML setup with Okta',
      'SSO with Azure AD',
      'enforce SSO for editors',
      'SCIM provisioning',
      'SSO login loop',
      'SAML certificate renewal',
      'SSO for preview deployments'
    ]
  ],
  [
    'Webhooks',
    [
      'webhook retry policy',
      'verify webhook signatures',
      'webhook timeout',
      'replay a failed webhook',
      'webhook IP ranges'
    ]
  ]
]
const ANSWERED: readonly [string | null, string[]][] = [
  ['Getting started', ['how do I start', 'install the CLI', 'preview locally']],
  ['Navigation', ['add a page to the sidebar', 'nested groups', 'hide a page']],
  ['Components', ['tabs component', 'code groups', 'accordion default open']],
  [null, ['hello', 'thanks!']]
]

/** A ULID of a time and a seeded randomness: 10 characters of time, 16 of randomness (Crockford base32). */
export function ulid(time: number, random: () => number): string {
  let out = ''
  for (let i = 9, t = time; i >= 0; i--, t = Math.floor(t / 32)) out = CROCKFORD[t % 32] + out
  for (let i = 0; i < 16; i++) out += CROCKFORD[Math.floor(random() * 32)]
  return out
}

export function parseAssistantQuery(params: URLSearchParams): Parsed<AssistantQuery> {
  const details: Details = []
  const query: AssistantQuery = {
    ...dateRange(params, details),
    limit: integer(params, 'limit', 100, 1, 1000, details)
  }
  const cursor = params.get('cursor')
  if (cursor !== null && cursor !== '') {
    if (ULID.test(cursor.toUpperCase())) query.cursor = cursor.toUpperCase()
    else details.push({ message: `cursor: expected a ULID, received "${cursor.slice(0, 80)}"` })
  }
  return details.length > 0 ? { ok: false, details } : { ok: true, query }
}

export const parseCallerStatsQuery = (params: URLSearchParams): Parsed<DateRange> => {
  const details: Details = []
  const range = dateRange(params, details)
  return details.length > 0 ? { ok: false, details } : { ok: true, query: range }
}

function turn(
  random: () => number,
  query: string,
  category: string | null,
  answered: boolean,
  site: SiteData,
  path = visitorPath(Math.floor(random() * 40), site)
): Omit<Conversation, 'id' | 'timestamp'> {
  const sources = answered ? [{ title: `Docs: ${path}`, url: `${DOCS_ORIGIN}${encodeURI(path)}` }] : []
  const clarifying = answered && random() < 0.1
  return {
    query,
    response: answered
      ? clarifying
        ? 'Do you mean the CLI or the dashboard?'
        : `See ${path}.`
      : "I couldn't find that in the documentation.",
    responseType: clarifying ? 'clarifying_question' : 'answer',
    sources,
    resolutionStatus: answered ? 'answered' : 'unanswered',
    queryCategory: category,
    pageUrl: random() < 0.85 ? `${DOCS_ORIGIN}${encodeURI(path)}` : null
  }
}

/** Unanswered questions asked on each path readers chose (SimOptions.readerPaths), and what they ask. */
export const READER_PATH_QUESTIONS = 3
export const READER_PATH_QUESTION = 'Where did the page I was on go?'

export function conversations(
  count: number,
  range: DateRange,
  extra: ExtraReaderText = { paths: [], text: [] },
  site: SiteData = TEST_SITE
): Conversation[] {
  const random = seeded('assistant', range)
  const turns = UNANSWERED.flatMap(([category, questions]) =>
    questions.map(q => turn(random, q, category, false, site))
  )
  for (const text of site.assistantText) turns.push(turn(random, text, 'API keys', random() < 0.5, site))
  const asked = extra.paths.flatMap(path => Array<string>(READER_PATH_QUESTIONS).fill(path))
  const questions = extra.text.flatMap(text => [text, text])
  while (turns.length < count - asked.length - questions.length) {
    const [category, questions] = pick(random, ANSWERED)
    turns.push(turn(random, pick(random, questions), category, true, site))
  }
  for (const path of asked) {
    const url = `${DOCS_ORIGIN}${encodeURI(path)}`
    turns.push({ ...turn(random, READER_PATH_QUESTION, null, false, site, path), pageUrl: url })
  }
  for (const text of questions) turns.push(turn(random, text, null, false, site))
  const { from, to } = rangeBounds(range)
  return turns
    .slice(0, count)
    .map(t => {
      const time = from + Math.floor(random() * (to - from))
      return { id: ulid(time, random), timestamp: new Date(time).toISOString(), ...t }
    })
    .sort((a, b) => (a.id < b.id ? 1 : -1))
}

export class AssistantSource {
  private readonly cache = new RangeCache<Conversation[]>()

  constructor(
    private readonly count: number,
    private readonly extra?: ExtraReaderText,
    private readonly site?: SiteData
  ) {}

  private turns(range: DateRange): Conversation[] {
    return this.cache.get(range, () => conversations(this.count, range, this.extra, this.site))
  }

  page(query: AssistantQuery) {
    const turns = this.turns(query)
    const cursor = query.cursor
    const start = cursor === undefined ? 0 : turns.findIndex(t => t.id < cursor)
    const page = start < 0 ? [] : turns.slice(start, start + query.limit)
    const more = start >= 0 && start + query.limit < turns.length
    return {
      conversations: page.map(t => ({ ...t, sources: t.sources.map(s => ({ ...s })) })),
      nextCursor: more ? (page.at(-1)?.id ?? null) : null,
      hasMore: more
    }
  }

  callerStats(range: DateRange) {
    const total = this.turns(range).length
    const web = Math.round(total * 0.72)
    const api = Math.round(total * 0.21)
    return { web, api, other: total - web - api, total }
  }
}
