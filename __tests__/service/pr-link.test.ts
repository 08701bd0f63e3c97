import fc from 'fast-check'
import { checkPrLink, MAX_PR_LINK_LENGTH } from '../../src/service/pr-link.js'
import { describeValue, quote } from '../../src/text/quote.js'
import { toJob } from '../../src/service/answers.js'

const SHELL_META = [...'$();&|`\'"\\<>*?[]{}!#~^ \t\n\r\u0085\u2028']

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/)
const host = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom('com', 'io', 'example', 'internal'))
  .map(([labels, tld]) => [...labels, tld].join('.'))
  .filter(h => h !== 'github.com' && h !== 'gitlab.com')
const segment = fc.stringMatching(/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,20}$/)
const number = fc.integer({ min: 1, max: 2_000_000_000 })

const githubLink = fc
  .tuple(fc.oneof(fc.constant('github.com'), host), segment, segment, number)
  .map(([h, owner, repo, n]) => `https://${h}/${owner}/${repo}/pull/${n}`)
const gitlabLink = fc
  .tuple(fc.oneof(fc.constant('gitlab.com'), host), fc.array(segment, { minLength: 2, maxLength: 6 }), number)
  .map(([h, path, n]) => `https://${h}/${path.join('/')}/-/merge_requests/${n}`)
const validLink = fc.oneof(githubLink, gitlabLink)

describe('checkPrLink', () => {
  it('accepts every well-formed GitHub, GitHub Enterprise and GitLab link, and the job keeps it unchanged', () => {
    fc.assert(
      fc.property(validLink, link => {
        expect(checkPrLink(link)).toEqual({ ok: true })
        expect(new URL(link).href).toBe(link)
        expect(toJob({ id: 'j', status: 'completed', prLink: link }).prLink).toBe(link)
      })
    )
  })

  it('refuses any string that holds a shell metacharacter, wherever it is', () => {
    fc.assert(
      fc.property(
        fc.oneof(validLink, fc.string()),
        fc.nat(),
        fc.constantFrom(...SHELL_META),
        fc.string(),
        (base, at, meta, tail) => {
          const i = at % (base.length + 1)
          const link = `${base.slice(0, i)}${meta}${tail}${base.slice(i)}`
          expect(checkPrLink(link).ok).toBe(false)
        }
      )
    )
  })

  it.each([
    ['the reported attack', 'https://github.com/acme/docs/pull/12$(touch /tmp/pwned)'],
    ['plain http', 'http://github.com/acme/docs/pull/12'],
    ['an upper-case scheme', 'HTTPS://github.com/acme/docs/pull/12'],
    ['credentials', 'https://user:secret@github.com/acme/docs/pull/12'],
    ['a query', 'https://github.com/acme/docs/pull/12?x=1'],
    ['a fragment', 'https://github.com/acme/docs/pull/12#issuecomment-1'],
    ['a trailing slash', 'https://github.com/acme/docs/pull/12/'],
    ['a sub-page', 'https://github.com/acme/docs/pull/12/files'],
    ['an issue', 'https://github.com/acme/docs/issues/12'],
    ['pull number 0', 'https://github.com/acme/docs/pull/0'],
    ['a dot-dot segment', 'https://github.com/acme/../pull/12'],
    ['a percent escape', 'https://github.com/acme/do%63s/pull/12'],
    ['a bare host', 'https://localhost/acme/docs/pull/12'],
    ['an IPv6 host', 'https://[::1]/acme/docs/pull/12'],
    ['a GitLab path on github.com', 'https://github.com/acme/docs/-/merge_requests/12'],
    ['a GitHub path on gitlab.com', 'https://gitlab.com/acme/docs/pull/12'],
    ['a merge request without a group', 'https://gitlab.example.com/docs/-/merge_requests/3'],
    ['a javascript: link', 'javascript:alert(1)//github.com/a/b/pull/1'],
    ['a workflow command', 'https://github.com/acme/docs/pull/1##[error]x'],
    ['a newline', 'https://github.com/acme/docs/pull/1\n::warning::x'],
    ['empty segments', 'https://github.com//docs/pull/12']
  ])('refuses %s', (_name, link) => {
    expect(checkPrLink(link).ok).toBe(false)
  })

  it.each([
    'https://github.com/acme/docs/pull/12',
    'https://github.com/acme/.github/pull/7',
    'https://ghe.acme.internal/docs-team/site.docs/pull/4041',
    'https://github.acme.com:8443/acme/docs/pull/1',
    'https://gitlab.com/acme/platform/docs/-/merge_requests/88',
    'https://git.acme.dev/group/sub/deeper/project_x/-/merge_requests/1'
  ])('accepts %s', link => {
    expect(checkPrLink(link)).toEqual({ ok: true })
  })

  it('refuses a link longer than the limit', () => {
    const link = `https://github.com/acme/${'d'.repeat(MAX_PR_LINK_LENGTH)}/pull/1`
    expect(checkPrLink(link)).toEqual({ ok: false, reason: expect.stringMatching(/longer than/) })
  })
})

describe('a job whose prLink is refused', () => {
  it('gets a null prLink and one warning naming the value, escaped', () => {
    const warnings: string[] = []
    const link = 'https://github.com/acme/docs/pull/12$(touch /tmp/x)\n##[error]x\u0085::warning::y'
    const job = toJob({ id: 'j', status: 'completed', prLink: link }, m => warnings.push(m))
    expect(job.prLink).toBeNull()
    expect(warnings).toEqual([
      'The service\'s pull request link "https://github.com/acme/docs/pull/12$(touch /tmp/x)\\u000a\\u0023\\u0023[error]x\\u0085::warning::y" was refused: it holds characters a pull request URL never has (only letters, digits and . _ : / -). pr-link is left empty.'
    ])
  })

  it('keeps null and absent links as they are, without a warning', () => {
    const warn = (m: string) => {
      throw new Error(m)
    }
    expect(toJob({ id: 'j', status: 'active', prLink: null }, warn).prLink).toBeNull()
    expect(toJob({ id: 'j', status: 'active' }, warn).prLink).toBeUndefined()
  })
})

describe('quote', () => {
  it('leaves only printable ASCII (and the cut mark), and never ## or a line break', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.integer({ min: 2, max: 200 }), (text, max) => {
        const shown = quote(text, max)
        expect(shown).toMatch(/^"[\x20-\x7e…]*"$/)
        expect(shown).not.toContain('#')
        const chars = shown.slice(1, -1).replace(/\\ud[89ab][0-9a-f]{2}\\ud[c-f][0-9a-f]{2}|\\u[0-9a-f]{4}/g, '_')
        expect(chars.length).toBeLessThanOrEqual(max)
      })
    )
  })

  it('escapes quotes, backslashes and invisible characters', () => {
    expect(quote('a"b\\c\u200bd')).toBe('"a\\u0022b\\u005cc\\u200bd"')
    expect(quote('abcdef', 4)).toBe('"abc…"')
  })

  it('describes any JSON value', () => {
    expect([undefined, null, -11, true, 'yes', [], {}].map(describeValue)).toEqual([
      'missing',
      'null',
      '-11',
      'true',
      '"yes"',
      'an array',
      'an object'
    ])
  })
})
