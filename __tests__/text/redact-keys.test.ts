import fc from 'fast-check'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { SPLIT_AWS_SECRET, statelessToken } from '../../__fixtures__/committed-secrets.js'
import { redactKeys } from '../../src/text/redact-keys.js'
import { redact } from '../../src/text/redact.js'

// Keys alone, for code and commit messages (agent/change/clean.ts): every key rule of redact, the formats of
// secretlint's rule set first (text/secret-formats.ts), and nothing else. Pure but asynchronous.

describe('redactKeys: what it took before issue 36, and still does', () => {
  const JWT_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U'
  it.each([
    ['the service key', 'MINTLIFY_API_KEY=mint_live_3f9a8c7e6d5b4a392817a6b5', 'MINTLIFY_API_KEY=[key]'],
    ['an installation token', "token: 'ghs_16C7e42F292c6912E7710c838347Ae178B4a'", "token: '[key]'"],
    ['a personal token', 'ghp_abcdefghijklmnopqrstuvwxyz0123456789', '[key]'],
    ['a fine-grained token', '+ auth = "github_pat_11ABCDEFG0123456789_abcdefghijklmnop"', '+ auth = "[key]"'],
    ['an AWS key id', 'aws_access_key_id = AKIAIOSFODNN7EXAMPLE', 'aws_access_key_id = [key]'],
    ['a JWT', `Authorization: Bearer ${JWT_TOKEN}`, 'Authorization: Bearer [key]'],
    ['a long token', 'secret = "3f9a8c7e6d5b4a392817a6b5";', 'secret = "[key]";'],
    ['a word-like prefixed key from 30 characters', `mint_${'a'.repeat(25)}`, '[key]'],
    [
      'a key in a link’s query',
      'https://hooks.example/cb?token=3f9a8c7e6d5b4a392817a6b5',
      'https://hooks.example/cb?token=[key]'
    ],
    [
      'a key as a segment of a link',
      'https://hooks.example/T0/3f9a8c7e6d5b4a392817a6b5/x',
      'https://hooks.example/T0/[key]/x'
    ],
    ['a key written escaped', 'mint\\_live\\_3f9a8c7e6d5b4a392817a6b5', '[key]'],
    ['a key in full-width letters', 'ｇｈｐ＿ａｂｃｄｅｆｇｈｉｊｋｌｍｎｏｐ０１２３４５', '[key]']
  ])('%s', async (_what, text, expected) => {
    expect(await redactKeys(text)).toEqual({ text: expected, count: 1 })
  })

  it.each([
    'contact jane.doe@example.com or +1 (415) 555-0134',
    'see https://docs.example.com/api/v2/users and www.example.com/setup',
    'https://github.com/acme/app/compare/0123456789ab...abcdef012345',
    'https://github.com/acme/app/compare/0123456789abcdef',
    'github.com/acme/app/compare/0123456789abcdef',
    'const url = `https://api.example.com/v1/users/${id}`',
    'import { S3 } from "github.com/aws/aws-sdk-go-v2/service/s3"',
    'mint_config and MINTLIFY_API_KEY_ROTATION_POLICY_2026',
    'retry after 3600 s at 2026-11-15T10:00:00Z',
    `mint_${'a'.repeat(24)}`
  ])('leaves %j alone', async text => {
    expect(await redactKeys(text)).toEqual({ text, count: 0 })
  })

  it('takes a run that is no link as a key: the link is what parts it', async () => {
    expect((await redactKeys('path com/acme/app/compare/0123456789abcdef')).text).toBe('path [key]')
    expect((await redactKeys('x github.com/acme/app/compare/0123456789abcdef y')).count).toBe(0)
  })

  it('counts every key, and keeps the text around them as written', async () => {
    expect(
      await redactKeys(`a ghp_${'x1'.repeat(10)} b ${JWT_TOKEN} c AKIAIOSFODNN7EXAMPLE d jane@example.com`)
    ).toEqual({
      text: 'a [key] b [key] c [key] d jane@example.com',
      count: 3
    })
  })

  it('no key embedded in code survives, and code without keys is left as it is (property)', async () => {
    const tail = fc
      .tuple(fc.stringMatching(/^[A-Za-z0-9]{22,40}$/), fc.constantFrom(...'abcXYZ'), fc.integer({ min: 0, max: 9 }))
      .map(([body, letter, digit]) => `${body}${letter}${digit}`)
    const key = fc.oneof(
      fc.tuple(fc.constantFrom('mint_live_', 'ghs_', 'ghp_', 'github_pat_11', 'sk-', ''), tail).map(p => p.join('')),
      fc.stringMatching(/^[0-9A-Z]{16}$/).map(rest => `AKIA${rest}`),
      fc.tuple(tail, tail, tail).map(([a, b, c]) => `eyJ${a}.${b}.${c}`)
    )
    const code = fc.constantFrom(
      'const a = 1',
      'see https://docs.example.com/v2/setup',
      'mail jane@example.com',
      '+  return fetch(url)',
      ''
    )
    const before = fc.constantFrom(' ', '"', "'", '=', ': ', '(')
    const after = fc.constantFrom(' ', '"', "'", ';', ')', '\n') // not `=`: a run takes its base64 padding
    await fc.assert(
      fc.asyncProperty(code, before, key, after, code, async (pre, b, value, a, post) => {
        const out = await redactKeys(`${pre}${b}${value}${a}${post}`)
        expect(out.text).not.toContain(value.slice(-16))
        expect(out.text).toBe(`${pre}${b}[key]${a}${post}`)
        expect((await redactKeys(`${pre}${b}${a}${post}`)).count).toBe(0)
      }),
      { numRuns: 500 }
    )
  })
})

// Issue 36's two breaks, found from outside: an AWS secret access key that its `/` and `+` cut into word-like pieces,
// and GitHub's stateless tokens, whose dots stopped the prefix rule.
describe('redactKeys: the breaks of issue 36', () => {
  it.each([
    ['as committed', `aws_secret_access_key = "${SPLIT_AWS_SECRET}"`, 'aws_secret_access_key = "[key]"'],
    ['a line a diff adds', `+AWS_SECRET_ACCESS_KEY=${SPLIT_AWS_SECRET}`, '+AWS_SECRET_ACCESS_KEY=[key]'],
    ['under another name', `  secret: ${SPLIT_AWS_SECRET}\n`, '  secret: [key]\n']
  ])('an AWS secret key cut by / and +, %s', async (_what, text, expected) => {
    expect(await redactKeys(text)).toEqual({ text: expected, count: 1 })
  })

  // Every part of the token, its two dots and what lies between them: each part's end, and the whole.
  const gone = (out: string, token: string) => {
    expect(out).not.toContain(token.slice(-16))
    for (const part of token.split('.')) expect(out).not.toContain(part.slice(-10))
  }

  it.each(['ghs_', 'ghp_', 'gho_', 'ghu_', 'ghr_', 'github_pat_'])(
    'a %s token of GitHub’s stateless kind, about 520 characters with two dots, goes whole',
    async prefix => {
      for (const token of [statelessToken(prefix), statelessToken(prefix, { compact: true })]) {
        expect(token.length).toBeGreaterThan(500)
        expect(token.split('.')).toHaveLength(3)
        const out = await redactKeys(`const token = "${token}";`)
        expect(out).toEqual({ text: 'const token = "[key]";', count: 1 })
        gone(out.text, token)
        // Reader text takes it too: the prefix rule is both redactions'.
        expect(redact(`my token is ${token}, why 401?`)).toEqual({ text: 'my token is [key], why 401?', count: 1 })
      }
    }
  )

  it('an installation token as secretlint knows it, with its id: whole', async () => {
    const token = statelessToken('ghs_', { id: 1234567 })
    expect(await redactKeys(`GITHUB_TOKEN=${token}`)).toEqual({ text: 'GITHUB_TOKEN=[key]', count: 1 })
  })

  it.each([
    ['its dots escaped in markdown', (token: string) => token.replaceAll('.', '\\.')],
    ['its dots percent-encoded', (token: string) => token.replaceAll('.', '%2E')],
    ['its dots as HTML entities', (token: string) => token.replaceAll('.', '&#46;')]
  ])('a stateless token with %s: whole', async (_what, encode) => {
    const token = statelessToken('ghs_', { compact: true })
    expect(await redactKeys(`token ${encode(token)} here`)).toEqual({ text: 'token [key] here', count: 1 })
  })

  it('a full stop after a token stays, and so do dots that join nothing', async () => {
    const token = statelessToken('ghs_')
    expect((await redactKeys(`Rotate ${token}. Then`)).text).toBe('Rotate [key]. Then')
    expect((await redactKeys(`ghp_${'a1'.repeat(10)}..x`)).text).toBe('[key]..x')
  })
})

describe('redactKeys: the formats of the rule set in committed code', () => {
  const PEM = [
    '-----BEGIN RSA PRIVATE KEY-----',
    `MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0g`,
    'A'.repeat(64)
  ]
  it.each([
    // Words, no digit: no shape rule's key; the AWS rule knows it by its name.
    [
      'an AWS secret key of words',
      '+aws_secret_access_key = "Correct/Horse/Battery/Staple/Orange/Tree"',
      '+aws_secret_access_key = "[key]"'
    ],
    ['an AWS temporary key id', 'AWS_ACCESS_KEY_ID: ASIAQYLPMN5HHHFPZAM2', 'AWS_ACCESS_KEY_ID: [key]'],
    [
      'a Slack webhook',
      'const hook = "https://hooks.slack.com/services/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"',
      'const hook = "[key]"'
    ],
    [
      'a database URL with a password',
      'DATABASE_URL=postgres://app:s3cr3t-Passw0rd@db.internal:5432/app',
      'DATABASE_URL=[key]'
    ],
    [
      'a link with a password',
      'git clone https://deploy:hunter2hunter2@example.com/acme/app.git',
      'git clone [key]/acme/app.git'
    ],
    [
      'a private key a diff adds',
      [...PEM.map(line => `+${line}`), '+-----END RSA PRIVATE KEY-----', ' }'].join('\n'),
      '+[key]\n }'
    ],
    // The prefix rule takes the password first; what the connection string's rule found around it goes as well.
    [
      'a connection string whose password is a GitHub token',
      'DATABASE_URL=postgres://app:ghp_abcdefghijklmnopqrstuvwxyz0123456789@db.internal:5432/app',
      'DATABASE_URL=[key][key][key]',
      3
    ],
    [
      'a key after a comment that disables secretlint',
      '// secretlint-disable-next-line\nk = "ASIAQYLPMN5HHHFPZAM2"',
      '// secretlint-disable-next-line\nk = "[key]"'
    ]
  ] as [string, string, string, number?][])('%s', async (_what, text, expected, count = 1) => {
    expect(await redactKeys(text)).toEqual({ text: expected, count })
  })
})

describe('redactKeys: what stays', () => {
  it.each([
    'see https://github.com/acme/app/commit/0123456789abcdef0123456789abcdef01234567 for it',
    'https://github.com/acme/app/compare/0123456789abcdef0123456789abcdef01234567...fedcba9876543210fedcba9876543210fedcba98',
    'https://gitlab.example/acme/app/-/tree/0123456789abcdef0123456789abcdef01234567/src/index.ts',
    `https://github.com/acme/app/blob/${'0123456789abcdef'.repeat(4)}/README.md`,
    'const ctx: CanvasRenderingContext2DSettings = { alpha: false } // CipherChaCha20Poly1305Options',
    'import x from "node_modules/@types/node/ts5.6/compatibility/iterators"'
  ])('%j', async text => {
    expect(await redactKeys(text)).toEqual({ text, count: 0 })
  })

  // Ordinary code, measured: this project's own sources, over 150 files of identifiers, paths, links and patterns
  // (before issue 36, CipherChaCha20Poly1305Options in a comment of src/text/key-shape.ts was a key).
  it('leaves every file of src/ as it is', async () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter(file => file.endsWith('.ts'))
    expect(files.length).toBeGreaterThan(100)
    const changed = []
    for (const file of files) {
      const text = readFileSync(path.join('src', file), 'utf8')
      if ((await redactKeys(text)).count > 0) changed.push(file)
    }
    expect(changed).toEqual([])
  })

  it('but a commit SHA outside a link goes, and so does hex after another word of a link', async () => {
    const sha = '0123456789abcdef0123456789abcdef01234567'
    expect((await redactKeys(`sha ${sha}`)).text).toBe('sha [key]')
    expect((await redactKeys(`https://hooks.example/keys/${sha}`)).text).toBe('https://hooks.example/keys/[key]')
    expect((await redactKeys(`https://github.com/acme/app/commit/${sha}0`)).text).toBe(
      'https://github.com/acme/app/commit/[key]'
    )
  })

  it('ends quickly on inputs built to make regular expressions backtrack', async () => {
    const hostile = [
      'ghs_1_'.repeat(5000),
      'ghs_a.'.repeat(5000),
      `ghp_${'a\\.'.repeat(5000)}`,
      `https://github.com/a/b/compare/${'0123456.'.repeat(3000)}`,
      'a1/'.repeat(10000),
      `+-----BEGIN RSA PRIVATE KEY-----\n${'+MI\n'.repeat(5000)}`
    ]
    // A catastrophic pattern would take minutes here and hit the test's timeout; each of these ends at once.
    for (const input of hostile) expect((await redactKeys(input)).text.length).toBeGreaterThan(0)
  })
})
