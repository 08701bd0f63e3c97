// Attack: reader text (search terms, feedback comments, assistant questions) carries personal data and markup that
// tries to link, mention, inject HTML, break a table or issue a workflow command. Whatever it is, what
// ReaderView.inline makes of it is checked with the independent oracles: the runner's command parser, GitHub's
// autolinker, and the key decoder (which also finds e-mails and phones, decoded).
import fc from 'fast-check'
import { autolinks, plainText } from '../../__fixtures__/gfm-autolinks.js'
import { findKey } from '../../__fixtures__/key-oracle.js'
import { runnerCommands } from '../../__fixtures__/runner-commands.js'
import { readerView } from '../../src/report/reader.js'
import { createServiceClient } from '../../src/service/client.js'
import { PERSONAL } from '../../sim/reader-text.js'
import { startSimulator, type Simulator } from '../../sim/server.js'

const inline = readerView(true, '').inline

/** Every way the output could go wrong, as a list of findings (empty when it is safe). */
function findings(out: string): string[] {
  const found: string[] = []
  for (const [name, value] of Object.entries(PERSONAL)) {
    const how = findKey(out, value)
    if (how) found.push(`${name} ${how}`)
  }
  for (const line of [out, `  ${out}`, `| ${out} |`, `- ${out}`]) {
    for (const command of runnerCommands(line)) found.push(`command ${command.name} in ${JSON.stringify(line)}`)
  }
  for (const link of autolinks(out)) found.push(`autolink ${link.text}`)
  if (/<[a-z/!?]/i.test(plainText(out))) found.push('HTML outside code')
  if (/(?<!\\)@[a-z0-9]/i.test(plainText(out))) found.push('mention outside code')
  if (/[\r\n]/.test(out)) found.push('line break')
  const cells = `| ${out} |`.split(/(?<!\\)\|/).length - 2
  if (cells !== 1) found.push(`${cells} table cells`)
  return found
}

const SIM_RANGE = { dateFrom: '2026-11-15', dateTo: '2026-11-22' }

describe('reader text served by the simulator', () => {
  let sim: Simulator
  beforeAll(async () => {
    sim = await startSimulator({ rateLimit: { analytics: 0 } })
  })
  afterAll(() => sim.close())

  async function allReaderText(): Promise<string[]> {
    const client = createServiceClient(
      { baseUrl: sim.url, apiKey: sim.apiKey, requestTimeoutMs: 2000, backoff: { baseMs: 5, capMs: 20 } },
      sim.projectId
    )
    const texts: string[] = []
    for (let cursor: string | undefined, page = 0; page === 0 || cursor; page++) {
      const answer = await client.getSearches({ ...SIM_RANGE, limit: 100, cursor })
      texts.push(...answer.searches.map(s => s.searchQuery))
      cursor = answer.nextCursor ?? undefined
    }
    for (let cursor: string | undefined, page = 0; page === 0 || cursor; page++) {
      const answer = await client.getFeedback({ ...SIM_RANGE, limit: 100, cursor })
      texts.push(...answer.feedback.flatMap(f => (f.comment === null ? [] : [f.comment])))
      cursor = answer.nextCursor ?? undefined
    }
    for (let cursor: string | undefined, page = 0; page === 0 || cursor; page++) {
      const answer = await client.getAssistant({ ...SIM_RANGE, limit: 1000, cursor })
      texts.push(...answer.conversations.map(c => c.query))
      cursor = answer.nextCursor ?? undefined
    }
    return texts
  }

  it('carries every personal value, and inline shows none of them, nor any link, command, tag or broken cell', async () => {
    const texts = await allReaderText()
    const raw = texts.join('\n')
    for (const value of Object.values(PERSONAL)) expect(raw).toContain(value)
    expect(raw).toContain('##[error]')
    for (const text of texts) expect({ text, findings: findings(inline(text, 1000)) }).toEqual({ text, findings: [] })
  })
})

const KEY = PERSONAL.key
const HOSTILE = [
  `${KEY.replace(/_/g, '\\_')} leaked`,
  `${KEY.replace(/_/g, '%5F')} leaked`,
  `${KEY.replace(/_/g, '&#95;')} leaked`,
  `${KEY.replace(/_/g, '\\u005f')} leaked`,
  `${Array.from(KEY).join('\u200b')} leaked`,
  `base64 ${Buffer.from(KEY).toString('base64')}`,
  `${PERSONAL.email.replace('@', '&#64;')} and ${PERSONAL.email.replace('@', ' [at] ').replace(/\./g, ' [dot] ')}`,
  `${PERSONAL.email.replace('.', '\u2060.')} or ${PERSONAL.phone.replace(/ /g, '\u00a0')}`,
  `<a href="${PERSONAL.url}">here</a> [x](${PERSONAL.url}) <${PERSONAL.url}>`,
  '::error file=a::boom',
  '\u0085::add-mask::x',
  '\u00a0\u200b::set-output name=x::y',
  '##[error]boom @octocat ##[add-mask]x',
  'x@y ##[error]y',
  '::stop-commands::tok',
  'https\\://evil.example www\\.evil.example a\\@evil.example',
  '`` ` ``` code | pipe \\| `|` end',
  '<!-- x --> <img src=x onerror=alert(1)> <script>alert(1)</script>',
  'a\nb\r\nc\u2028d|e\\|f',
  '@everyone @acme/team #1 GH-2 acme/docs#3'
]

describe('hostile reader text', () => {
  it.each(HOSTILE)('%j', text => expect(findings(inline(text, 1000))).toStrictEqual([]))

  it('cut short, it is still safe (a cut never reopens what escaping closed)', () => {
    for (const text of HOSTILE) for (let max = 1; max < 40; max++) expect(findings(inline(text, max))).toStrictEqual([])
  })

  // The runner's tricky pieces and markdown's, glued to arbitrary text, with personal values set apart by spaces.
  const PIECES = [
    ...['::', '##[', ']', 'error', 'add-mask', 'stop-commands', '\n', '\r', '\u0085', '\u00a0', '\u2028', '\u200b'],
    ...['\ufeff', '\u0000', '\u202e', '#', '#1', '|', '\\', '`', '<', '>', '<!--', '-->', '[', '](', ')', '*', '_'],
    ...['&', '&#64;', 'https://', 'www.', '@', 'mailto:', 'evil.example', '/', '.', ' [at] ', ' [dot] '],
    ...Object.values(PERSONAL).map(value => ` ${value} `)
  ]
  const hostile = fc
    .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 4 })), { maxLength: 30 })
    .map(parts => parts.join(''))

  it('no text, however built, leaks or forms anything (property)', () => {
    fc.assert(
      fc.property(hostile, fc.integer({ min: 1, max: 200 }), (text, max) => {
        expect(findings(inline(text, max))).toStrictEqual([])
      }),
      { numRuns: 3000 }
    )
  })
})
