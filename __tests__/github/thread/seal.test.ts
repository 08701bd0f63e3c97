// src/github/seal.ts: the status marker's seal holds for the thread and marker it was made for, and for nothing else.
import { createHmac } from 'node:crypto'
import { derivedKey } from '../../../src/action/derived-key.js'
import { marker } from '../../../src/github/thread/marker.js'
import { sealChecker, sealer } from '../../../src/github/thread/seal.js'

const KEY = 'mint_test_key'
const THREAD = { owner: 'acme', repo: 'docs-site', issueNumber: 7 }
const body = `${marker({ jobId: 'job-1', runs: [{ runId: 42, jobId: 'job-1' }] })}\n✅ done`
// Sealed inside each test (not at load), so that every test that reads the seal also makes it.
const sealed = (): string => sealer(KEY, THREAD)(body)
const holds = sealChecker(KEY, THREAD)

describe('the status marker seal', () => {
  it('is a last field of the marker line; the rest of the body is as it was', () => {
    expect(sealed()).toMatch(/^<!-- docs-agent-action:status job=job-1 run=42 seal=[0-9a-f]{32} -->\n✅ done$/)
    expect(holds(sealed())).toBe(true)
  })

  it('is the HMAC-SHA256 of the thread and the marker line, keyed by a key derived from the API key: the same from run to run', () => {
    const line = '<!-- docs-agent-action:status job=job-1 run=42 -->'
    const expected = createHmac('sha256', derivedKey('status seal', KEY))
      .update(`docs-agent-action status seal\0acme/docs-site#7\0${line}`)
      .digest('hex')
      .slice(0, 32)
    expect(sealed().slice(0, sealed().indexOf('\n'))).toBe(`${line.slice(0, -4)} seal=${expected} -->`)
  })

  it('an empty key seals nothing, and a seal made with an empty key (anyone can) never holds', () => {
    const line = '<!-- docs-agent-action:status job=job-1 run=42 -->'
    const forged = createHmac('sha256', derivedKey('status seal', ''))
      .update(`docs-agent-action status seal\0acme/docs-site#7\0${line}`)
      .digest('hex')
      .slice(0, 32)
    expect(sealChecker('', THREAD)(`${line.slice(0, -4)} seal=${forged} -->\nx`)).toBe(false)
  })

  it('sealing again replaces the seal, and the same marker gets the same seal', () => {
    expect(sealer(KEY, THREAD)(sealed())).toBe(sealed())
  })

  it('holds for the same thread whatever the case of its names', () => {
    expect(sealChecker(KEY, { ...THREAD, owner: 'ACME', repo: 'Docs-Site' })(sealed())).toBe(true)
  })

  it.each([
    ['another issue', sealChecker(KEY, { ...THREAD, issueNumber: 8 }), sealed()],
    ['another repository', sealChecker(KEY, { ...THREAD, repo: 'other' }), sealed()],
    ['another key', sealChecker('mint_other', THREAD), sealed()],
    ['no key', sealChecker('', THREAD), sealed()],
    ['a changed job', holds, sealed().replace('job=job-1', 'job=job-2')],
    ['a field added', holds, sealed().replace(' seal=', ' pending=9 seal=')],
    ['no seal', holds, body],
    ['a seal of another length', holds, sealed().replace(/seal=([0-9a-f]{32})/, 'seal=$1ab')],
    ['no marker at all', holds, 'seal=00000000000000000000000000000000 -->'],
    ['the marker not first', holds, `x\n${sealed()}`]
  ])('does not hold for %s', (_what, check, text) => {
    expect(check(text)).toBe(false)
  })

  it('leaves a body without a status marker, or with no key, as it is', () => {
    expect(sealer(KEY, THREAD)('<!-- docs-agent-action:report 2026-11-16..2026-11-23 -->\nx')).toBe(
      '<!-- docs-agent-action:report 2026-11-16..2026-11-23 -->\nx'
    )
    expect(sealer('', THREAD)(body)).toBe(body)
  })
})
