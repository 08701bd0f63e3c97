// "Docs that followed code" (src/report/history/code-fixes.ts), pure: the ledger's jobs for merged code, one line a
// job with its pull request (linked only on the run's server), what became of it and the changes it carries.
import { emptyLedger } from '../../../src/report/history/fixes.js'
import { MAX_CODE_FIX_LINES, renderCodeFixes } from '../../../src/report/history/code-fixes.js'
import type { FixLedger, FixRecord } from '../../../src/report/history/format.js'

const PR = 'https://github.com/acme/docs/pull/34'
const fix = (job: string, over: Partial<FixRecord> = {}): FixRecord => ({
  job,
  sent: '2026-11-09T10:00:00Z',
  week: '2026-W46',
  origin: 'change',
  state: 'open',
  gaps: [],
  changes: ['pr-12'],
  ...over
})
const ledger = (fixes: FixRecord[]): FixLedger => ({ ...emptyLedger('acme'), fixes })
const lines = (fixes: FixRecord[], serverUrl?: string) =>
  renderCodeFixes(ledger(fixes), serverUrl).filter(line => line.startsWith('- '))

describe('renderCodeFixes', () => {
  it('is nothing without a ledger, or with only fix-gaps jobs', () => {
    expect(renderCodeFixes(undefined)).toStrictEqual([])
    expect(renderCodeFixes(ledger([fix('j', { origin: 'fix-gaps' })]))).toStrictEqual([])
  })

  it('lists each job for code under its heading, newest first, leaving fix-gaps jobs out', () => {
    const merged = fix('j2', { state: 'merged', pr: PR, merged: '2026-11-10T08:00:00Z', changes: ['pr-12', 'pr-13'] })
    expect(renderCodeFixes(ledger([merged, fix('j1', { origin: 'fix-gaps' }), fix('j0')]))).toStrictEqual([
      '### Docs that followed code',
      '',
      'The docs jobs merged code sent (docs that follow code, recorded on this branch), and what became of them.',
      '',
      `- **Merged 2026-11-10:** [\`#34\`](${PR}), for \`#12\` and \`#13\`.`,
      '- **Open:** a job sent 2026-11-09, for `#12`.'
    ])
  })

  it('says what became of each job', () => {
    expect(
      lines([
        fix('a', { state: 'open', pr: PR }),
        fix('b', { state: 'closed', pr: PR }),
        fix('c', { state: 'no-pr' }),
        fix('d', { state: 'unknown' }),
        fix('e', { state: 'merged', pr: PR }),
        // A ledger read back may say anything: only a merged job's merge date is shown.
        fix('f', { state: 'closed', pr: PR, merged: '2026-11-10T08:00:00Z' })
      ])
    ).toStrictEqual([
      `- **Open:** [\`#34\`](${PR}), for \`#12\`.`,
      `- **Closed unmerged:** [\`#34\`](${PR}), for \`#12\`.`,
      '- **No pull request:** a job sent 2026-11-09, for `#12`.',
      '- **Not known yet:** a job sent 2026-11-09, for `#12`.',
      `- **Merged:** [\`#34\`](${PR}), for \`#12\`.`,
      `- **Closed unmerged:** [\`#34\`](${PR}), for \`#12\`.`
    ])
  })

  it('names a push by its commit, five changes at most, and says when none were recorded', () => {
    const keys = ['push-6113728f27ae', 'pr-1', 'pr-2', 'pr-3', 'pr-4', 'pr-5', 'pr-6']
    expect(
      lines([fix('a', { changes: keys }), fix('b', { changes: keys.slice(0, 6) }), fix('c', { changes: [] })])
    ).toStrictEqual([
      '- **Open:** a job sent 2026-11-09, for a push `6113728f27ae`, `#1`, `#2`, `#3`, `#4` and 2 more changes.',
      '- **Open:** a job sent 2026-11-09, for a push `6113728f27ae`, `#1`, `#2`, `#3`, `#4` and 1 more change.',
      '- **Open:** a job sent 2026-11-09, for changes not recorded.'
    ])
    const { changes: _none, ...without } = fix('d')
    expect(lines([without])).toStrictEqual(['- **Open:** a job sent 2026-11-09, for changes not recorded.'])
  })

  it('a job that committed straight to its branch: when, and its newest commit linked only on the run’s server', () => {
    const sha = 'ab'.repeat(20)
    const commit = `https://github.com/acme/docs/commit/${sha}`
    const live = { state: 'merged' as const, merged: '2026-11-10T08:00:00.000Z', commit }
    expect(lines([fix('j', live)])).toStrictEqual([
      `- **Committed 2026-11-10:** a job sent 2026-11-09 (its newest commit [\`abababa\`](${commit})), for \`#12\`.`
    ])
    const elsewhere = `https://evil.example/acme/docs/commit/${sha}`
    for (const [url, server] of [
      [elsewhere, undefined],
      [commit, 'https://ghe.acme.io'],
      [`${commit}?x=1`, undefined],
      [`https://github.com/acme/docs/commit/${sha.slice(1)}`, undefined],
      [commit, 'not a url']
    ] as const)
      expect(lines([fix('j', { ...live, commit: url })], server)).toStrictEqual([
        '- **Committed 2026-11-10:** a job sent 2026-11-09 (its newest commit on its branch), for `#12`.'
      ])
    expect(
      lines([fix('j', { ...live, commit: `https://ghe.acme.io/a/b/commit/${sha}` })], 'https://ghe.acme.io')
    ).toStrictEqual([
      `- **Committed 2026-11-10:** a job sent 2026-11-09 (its newest commit [\`abababa\`](https://ghe.acme.io/a/b/commit/${sha})), for \`#12\`.`
    ])
    // Not merged (a ledger edited by hand): the commit is not said.
    expect(lines([fix('j', { state: 'open', commit })])).toStrictEqual([
      '- **Open:** a job sent 2026-11-09, for `#12`.'
    ])
  })

  it('links a pull request only on the server the workflow runs on', () => {
    const evil = 'https://evil.example/acme/docs/pull/7'
    expect(lines([fix('a', { pr: evil })])).toStrictEqual(['- **Open:** its pull request, for `#12`.'])
    const enterprise = 'https://ghe.example/acme/docs/pull/8'
    expect(lines([fix('a', { pr: enterprise })], 'https://ghe.example')).toStrictEqual([
      `- **Open:** [\`#8\`](${enterprise}), for \`#12\`.`
    ])
    expect(lines([fix('a', { pr: PR })], 'https://ghe.example')).toStrictEqual([
      '- **Open:** its pull request, for `#12`.'
    ])
  })

  it(`lists the newest ${MAX_CODE_FIX_LINES} and counts the rest`, () => {
    const many = Array.from({ length: MAX_CODE_FIX_LINES + 3 }, (_, i) => fix(`j${i}`))
    const shown = renderCodeFixes(ledger(many))
    expect(shown.filter(line => line.startsWith('- '))).toHaveLength(MAX_CODE_FIX_LINES)
    expect(shown.slice(-2)).toStrictEqual(['', '3 earlier jobs not listed.'])
    expect(renderCodeFixes(ledger(many.slice(0, MAX_CODE_FIX_LINES))).at(-1)).toMatch(/^- /)
  })
})
