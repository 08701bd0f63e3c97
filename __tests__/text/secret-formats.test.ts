import { secretSpans, spansOf, type Finding } from '../../src/text/secret-formats.js'

// Secrets of known formats (src/text/secret-formats.ts): secretlint's recommended rules through its core, and what the
// module adds to them. Each text below is made by hand to the shape a rule's pattern names; the expected pieces are
// what that shape covers. Pure but asynchronous.

/** The pieces of `text` the spans cover. */
const found = async (text: string) => (await secretSpans(text)).map(([start, end]) => text.slice(start, end))

// A PEM body: base64 starting with an ASN.1 sequence (MI…), 100 characters or more, as a diff adds it.
const PEM_BODY = ['MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gunVTLw', 'A'.repeat(64)]
const PEM = ['-----BEGIN RSA PRIVATE KEY-----', ...PEM_BODY, '-----END RSA PRIVATE KEY-----']

describe('secretSpans: the formats of the rule set', () => {
  it.each([
    // The AWS rule reads an assignment to …secret_access_key of 40 base64 characters: words, no digit, that no shape
    // rule would call a key. Its range starts at the name; the value it reports is the key alone.
    [
      'an AWS secret key of words',
      'aws_secret_access_key = "Correct/Horse/Battery/Staple/Orange/Tree"',
      ['Correct/Horse/Battery/Staple/Orange/Tree']
    ],
    // ASIA: a temporary access key id, which the AWS rule finds with its id scan on.
    ['an AWS temporary key id', 'id: ASIAQYLPMN5HHHFPZAM2,', ['ASIAQYLPMN5HHHFPZAM2']],
    [
      'a Slack webhook',
      'url = "https://hooks.slack.com/services/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"',
      ['https://hooks.slack.com/services/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']
    ],
    // The connection string's pattern takes the closing quote into the database name: given back.
    [
      'a PostgreSQL URL with a password',
      'db = "postgres://app:s3cr3t-Passw0rd@db.internal:5432/app"',
      ['postgres://app:s3cr3t-Passw0rd@db.internal:5432/app']
    ],
    [
      'a link with a password',
      'curl https://deploy:hunter2hunter2@example.com now',
      ['https://deploy:hunter2hunter2@example.com']
    ],
    ['a Stripe live key', "stripe('sk_live_4eC39HqLyjWDarjtT1zdp7dc')", ['sk_live_4eC39HqLyjWDarjtT1zdp7dc']],
    [
      'an npm token',
      'NPM_TOKEN=npm_q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8',
      ['npm_q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8']
    ],
    // A diff's lines start with + or -: read as spaces, the PEM rule finds the key across them.
    ['a private key a diff adds', PEM.map(line => `+${line}`).join('\n'), [PEM.join('\n+')]],
    // A token before :x-oauth-basic@github.com, as package.json holds one; a rule meant for that file, which looks at
    // every text because the text has no file name. The token's dot keeps the password rule from finding it too.
    [
      'a GitHub token in a package.json link',
      '"repository": "https://tok.0123abcd4567efgh:x-oauth-basic@github.com/acme/app.git"',
      ['tok.0123abcd4567efgh']
    ],
    ['no secret', 'const url = "https://docs.example.com/v2/setup"; // see postgres://localhost/app', []]
  ])('%s', async (_what, text, pieces) => {
    expect(await found(text)).toEqual(pieces)
  })

  it('a secretlint-disable comment switches no rule off', async () => {
    const text = '// secretlint-disable\nconst key = "sk_live_4eC39HqLyjWDarjtT1zdp7dc" // secretlint-disable-line'
    expect(await found(text)).toEqual(['sk_live_4eC39HqLyjWDarjtT1zdp7dc'])
  })

  it('a GitHub installation token of the stateless kind goes whole: its id, its JWT and both dots', async () => {
    const token = `ghs_1234567_${'eyJhbGciOiJSUzI1NiJ9'}.${'eyJpc3MiOiIxMjM0NTY3In0'}.${'c2lnbmF0dXJlLXNpZ25hdHVyZQ'}`
    expect(await found(`token: ${token}.`)).toEqual([token])
  })

  it('keeps no performance mark of its rules', async () => {
    await secretSpans('nothing here')
    expect(performance.getEntriesByType('mark').filter(mark => mark.name.includes('@core'))).toEqual([])
  })
})

describe('spansOf: where a finding really is', () => {
  const finding = (range: readonly [number, number], data?: object): Finding => ({ range, ...(data && { data }) })

  it('takes the value a rule reports wherever it occurs, not the rule’s range', () => {
    const text = 'abcdefgh = x; y = abcdefgh'
    expect(spansOf(text, [finding([3, 5], { KEY: 'abcdefgh' })])).toEqual([
      [0, 8],
      [18, 26]
    ])
  })

  it.each([
    ['no data', undefined],
    ['a value of 7 characters', { KEY: 'abcdefg' }],
    ['a value with white space', { KEY: 'tokens of GitHub' }],
    ['a value that is no string', { KEY: 12345678, LIST: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] }],
    ['a value found nowhere', { KEY: 'zzzzzzzz' }]
  ])('takes the range when the finding has %s', (_what, data) => {
    const text = 'x 12345678 abcdefg tokens of GitHub = y a,b,c,d,e,f,g,h'
    expect(spansOf(text, [finding([0, 1], data)])).toEqual([[0, 1]])
  })

  it('takes a value as it is, where a range would go on to the end of its run', () => {
    const text = 'keys/abcdefgh/a.ts'
    expect(spansOf(text, [finding([5, 13], { KEY: 'abcdefgh' })])).toEqual([[5, 13]])
    expect(spansOf(text, [finding([5, 13])])).toEqual([[5, 18]])
  })

  it('leaves out a span that was only quotes', () => {
    expect(spansOf('k = "" x', [finding([4, 6])])).toEqual([])
    expect(spansOf('k = """ x', [finding([5, 7])])).toEqual([])
  })

  it('takes a value of 8 characters', () => {
    expect(spansOf('x = abcdefgh;', [finding([0, 1], { KEY: 'abcdefgh' })])).toEqual([[4, 12]])
  })

  it.each([
    ['goes on to the end of the run it stops in', 'k = abc123/+=_-def; x', [4, 6], [4, 18]],
    ['and over a dot inside it', 'k = abc.def.ghi; x', [4, 6], [4, 15]],
    ['but not over a full stop after it', 'k = abc.def. x', [4, 6], [4, 11]],
    ['nor over two dots', 'k = abc..def', [4, 6], [4, 7]],
    ['gives back the quotes it took', 'k = "abc"" x', [5, 10], [5, 8]],
    ['to the end of the text', 'k = abcdef', [4, 6], [4, 10]]
  ])('a span %s', (_what, text, range, span) => {
    expect(spansOf(text, [finding(range as [number, number])])).toEqual([span])
  })

  it('merges spans that overlap, nest or touch, and keeps the rest apart, in order', () => {
    const text = 'aaaa bb;bb cccc dddd'
    const ranges: [number, number][] = [
      [16, 20],
      [0, 2],
      [1, 4],
      [1, 2],
      [5, 7],
      [7, 10]
    ]
    // [0, 2] and [1, 4] overlap, [1, 2] lies in both; [5, 7] stops at the semicolon, where [7, 10] starts.
    expect(
      spansOf(
        text,
        ranges.map(range => finding(range))
      )
    ).toEqual([
      [0, 4],
      [5, 10],
      [16, 20]
    ])
  })
})
