// src/thread/seal.ts: a marker's seal holds for the kind, thread and marker it was made for, and for nothing else.
import { createHmac } from 'node:crypto'
import { derivedKey } from '../../src/action/derived-key.js'
import { marker } from '../../src/thread/marker.js'
import { reportMarker } from '../../src/thread/report-comment.js'
import { sealChecker, sealer, type MarkerKind } from '../../src/thread/seal.js'

const KEY = 'mint_test_key'
const THREAD = { owner: 'acme', repo: 'docs-site', issueNumber: 7 }
const WEEK = '2026-11-16..2026-11-23'
const STATUS_LINE = '<!-- docs-agent-action:status job=job-1 run=42 -->'
const REPORT_LINE = `<!-- docs-agent-action:report ${WEEK} -->`
const bodies: Record<MarkerKind, string> = {
  status: `${marker({ jobId: 'job-1', runs: [{ runId: 42, jobId: 'job-1' }] })}\n✅ done`,
  report: `${reportMarker(WEEK)}\n## Docs health`
}
const lines: Record<MarkerKind, string> = { status: STATUS_LINE, report: REPORT_LINE }
const hmac = (use: string, key: string, message: string): string =>
  createHmac('sha256', derivedKey(use, key)).update(message).digest('hex').slice(0, 32)

describe.each<MarkerKind>(['status', 'report'])('the %s marker seal', kind => {
  const body = bodies[kind]
  const line = lines[kind]
  // Sealed inside each test (not at load), so that every test that reads the seal also makes it.
  const sealed = (): string => sealer(kind, KEY, THREAD)(body)
  const holds = sealChecker(kind, KEY, THREAD)

  it('is a last field of the marker line; the rest of the body is as it was', () => {
    expect(body.startsWith(`${line}\n`)).toBe(true)
    const [first = '', ...rest] = sealed().split('\n')
    expect(first).toMatch(new RegExp(`^${line.slice(0, -4).replace(/[.]/g, '\\.')} seal=[0-9a-f]{32} -->$`))
    expect(rest.join('\n')).toBe(body.slice(line.length + 1))
    expect(holds(sealed())).toBe(true)
  })

  it('is the HMAC-SHA256 of the thread and the marker line, keyed by a key derived from the API key for this kind', () => {
    const expected = hmac(`${kind} seal`, KEY, `docs-agent-action ${kind} seal\0acme/docs-site#7\0${line}`)
    expect(sealed().slice(0, sealed().indexOf('\n'))).toBe(`${line.slice(0, -4)} seal=${expected} -->`)
  })

  it('an empty key seals nothing, and a seal made with an empty key (anyone can) never holds', () => {
    const forged = hmac(`${kind} seal`, '', `docs-agent-action ${kind} seal\0acme/docs-site#7\0${line}`)
    expect(sealChecker(kind, '', THREAD)(`${line.slice(0, -4)} seal=${forged} -->\nx`)).toBe(false)
    expect(sealer(kind, '', THREAD)(body)).toBe(body)
  })

  it('sealing again replaces the seal, and the same marker gets the same seal', () => {
    expect(sealer(kind, KEY, THREAD)(sealed())).toBe(sealed())
  })

  it('holds for the same thread whatever the case of its names', () => {
    expect(sealChecker(kind, KEY, { ...THREAD, owner: 'ACME', repo: 'Docs-Site' })(sealed())).toBe(true)
  })

  const other: MarkerKind = kind === 'status' ? 'report' : 'status'
  it.each([
    ['another issue', () => sealChecker(kind, KEY, { ...THREAD, issueNumber: 8 }), () => sealed()],
    ['another repository', () => sealChecker(kind, KEY, { ...THREAD, repo: 'other' }), () => sealed()],
    ['another key', () => sealChecker(kind, 'mint_other', THREAD), () => sealed()],
    ['no key', () => sealChecker(kind, '', THREAD), () => sealed()],
    ['a field added', () => holds, () => sealed().replace(' seal=', ' pending=9 seal=')],
    ['the marker changed by a character', () => holds, () => sealed().replace(' seal=', 'x seal=')],
    ['no seal', () => holds, () => body],
    ['a seal of another length', () => holds, () => sealed().replace(/seal=([0-9a-f]{32})/, 'seal=$1ab')],
    ['no marker at all', () => holds, () => 'seal=00000000000000000000000000000000 -->'],
    ['the marker not first', () => holds, () => `x\n${sealed()}`],
    ['a check for the other kind of marker', () => sealChecker(other, KEY, THREAD), () => sealed()]
  ])('does not hold for %s', (_what, check, text) => {
    expect(check()(text())).toBe(false)
  })

  it('leaves a body without its kind of marker as it is', () => {
    expect(sealer(kind, KEY, THREAD)(bodies[other])).toBe(bodies[other])
    expect(sealer(kind, KEY, THREAD)(`x\n${body}`)).toBe(`x\n${body}`)
  })
})

describe('the status seal', () => {
  it('has the bytes it always had, so the markers already on GitHub still hold', () => {
    // Written by the status seal before the report's marker had one (seal.ts at c9a81d7).
    const onGitHub = `${STATUS_LINE.slice(0, -4)} seal=0a5b4025ebbc9283676e997ae45fd252 -->\n✅ done`
    expect(sealer('status', KEY, THREAD)(bodies.status)).toBe(onGitHub)
    expect(sealChecker('status', KEY, THREAD)(onGitHub)).toBe(true)
  })
})

describe('the report seal', () => {
  const sealed = (range: string): string => sealer('report', KEY, THREAD)(`${reportMarker(range)}\nx`)

  it('holds for its own range only: a seal moved to another range does not', () => {
    const seal = /seal=[0-9a-f]{32}/.exec(sealed(WEEK))?.[0]
    const moved = `<!-- docs-agent-action:report 2026-11-23..2026-11-30 ${seal} -->\nx`
    expect(sealChecker('report', KEY, THREAD)(sealed('2026-11-23..2026-11-30'))).toBe(true)
    expect(sealChecker('report', KEY, THREAD)(moved)).toBe(false)
  })

  it('is not the status seal of the same words: a key and a message of its own', () => {
    const asStatus = hmac('status seal', KEY, `docs-agent-action status seal\0acme/docs-site#7\0${REPORT_LINE}`)
    expect(sealed(WEEK)).not.toContain(asStatus)
    expect(sealChecker('report', KEY, THREAD)(`${REPORT_LINE.slice(0, -4)} seal=${asStatus} -->\nx`)).toBe(false)
  })

  it('needs the range: a report marker with nothing after its kind is not sealed', () => {
    expect(sealer('report', KEY, THREAD)('<!-- docs-agent-action:report -->\nx')).toBe(
      '<!-- docs-agent-action:report -->\nx'
    )
  })
})
