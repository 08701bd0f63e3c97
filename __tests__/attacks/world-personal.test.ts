// Attack (issue 24, "reader text and page paths"): readers write their e-mail and phone the way much of the world
// writes them — full-width forms, other digit scripts, minus signs, ideographic full stops, internationalised and
// look-alike addresses, spelled-out ones, slashes, ten digits in a row — in feedback comments and assistant questions.
// Through the bundle on a private repository (reader text shown) with fix-gaps: the prompt the service receives, the
// comments, the summary, the outputs and the files show each text (the words around the value) and no value in any form.
import type { FakeGitHub } from '../../__fixtures__/fake-github.js'
import { closeWorld, startWorld } from '../../__fixtures__/world.js'
import { everythingWritten, onlyJobPrompt, scheduledReport } from '../../__fixtures__/report-run.js'
import type { Simulator } from '../../sim/server.js'

// [what a reader wrote, the words around the value that must still be there]
const WRITTEN: [string, string][] = [
  ['mail ｊａｎｅ．ｄｏｅ＠ｅｘａｍｐｌｅ．ｃｏｍ for the invoice', 'for the invoice'],
  ['write to jane dot doe at example dot com about SSO', 'about SSO'],
  ['jane.doe @ example . com is my work address', 'is my work address'],
  ['reply to jane.doe@example。com with the ideographic stop', 'with the ideographic stop'],
  ['j\u0430ne.d\u043ee@ex\u0430mple.com with look-alike letters', 'with look-alike letters'],
  ['jane.doe@exämple.com at an accented domain', 'at an accented domain'],
  ['jane.doe@xn--exmple-cua.com as the domain is sent', 'as the domain is sent'],
  ['josé.müller@bücher.example for the team', 'for the team'],
  ['call +١ ٤١٥ ٥٥٥ ٠١٣٤ in Arabic-Indic digits', 'in Arabic-Indic digits'],
  ['call +1 415 555\u22120134 with a minus sign', 'with a minus sign'],
  ['call ＋１ （４１５） ５５５－０１３４ in full width', 'in full width'],
  ['call 415/555/0134 with slashes', 'with slashes'],
  ['call 4155550134 ten digits in a row', 'ten digits in a row'],
  ['फ़ोन +९१ ९८७६५ ४३२१० in Devanagari digits', 'in Devanagari digits']
]

/** The text as a reader would read the values: NFKC, every script's digits as 0–9, minus signs, look-alike letters. */
function readable(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u0660-\u0669]/g, d => String(d.charCodeAt(0) - 0x660))
    .replace(/[\u0966-\u096f]/g, d => String(d.charCodeAt(0) - 0x966))
    .replace(/\u2212/g, '-')
    .replace(/\u0430/g, 'a')
    .replace(/\u043e/g, 'o')
    .replace(/\u3002/g, '.')
    .toLowerCase()
}
const VALUES = [
  /jane|doe\b/,
  /jos[eé]|m[uü]ller|b[uü]cher|xn--/,
  /ex[aä]mple\s*(?:\.|dot)\s*com|exämple|exmple/,
  /415\D{0,3}555\D{0,3}0134/,
  /4155550134/,
  /98765\D{0,3}43210/
]

let sim: Simulator
let gh: FakeGitHub
beforeEach(async () => {
  ;({ sim, gh } = await startWorld({
    rateLimit: { analytics: 0, agent: 0 },
    job: { durationMs: 200 },
    readerText: WRITTEN.map(([text]) => text)
  }))
})
afterEach(() => closeWorld({ sim, gh }))

it('a private repository with fix-gaps: every text shown, no value in any form anywhere', async () => {
  const inputs = { report: 'views,feedback,assistant', gaps: '20', 'fix-gaps': 'true' }
  const run = await scheduledReport(sim, gh, inputs, true)
  expect(run.code).toBe(0)
  const prompt = onlyJobPrompt(sim)
  const seen = [prompt, everythingWritten(run, gh)].join('\n')
  // Each text reached the report (its files hold every comment and question) and the prompt has some of them.
  for (const [, around] of WRITTEN) expect(seen).toContain(around)
  expect(WRITTEN.filter(([, around]) => prompt.includes(around)).length).toBeGreaterThan(3)
  const left = VALUES.filter(value => value.test(readable(seen)))
  expect(left).toStrictEqual([])
})
