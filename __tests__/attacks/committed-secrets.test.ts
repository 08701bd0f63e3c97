// Attack (issue 36), through the bundle: a merged pull request whose diff and description commit secrets the key rules
// let through before — an AWS secret access key that its `/` and `+` cut into pieces that each read as a word, and
// GitHub's stateless installation tokens of about 520 characters with two dots (one whose middle part is shorter than
// any run a shape rule judges, one in secretlint's form with its app id). The run reads the change and starts a job as
// usual; the prompt as the simulator received it holds no part of either, as written or in any encoding the oracle
// decodes (key-oracle.ts), and neither does anything the run wrote.
import { SPLIT_AWS_SECRET, statelessToken } from '../../__fixtures__/committed-secrets.js'
import { jobsOf, mergeIn, runChange, SOURCE_FILE, startChangeWorld } from '../../__fixtures__/change-world.js'
import { findKey } from '../../__fixtures__/key-oracle.js'
import { closeWorld, type World } from '../../__fixtures__/world.js'

let world: World
beforeEach(async () => {
  world = await startChangeWorld({ job: { durationMs: 200 } })
})
afterEach(() => closeWorld(world))

const TOKENS = [
  statelessToken('ghs_'),
  statelessToken('ghs_', { compact: true }),
  statelessToken('ghs_', { id: 1234567 })
]
const SECRETS = [SPLIT_AWS_SECRET, ...TOKENS]

/**
 * Where a secret or a part of one shows in `text` (a part: an AWS key's pieces between its `/` and `+`, a token's
 * between its dots), as written or decoded; `[]` when nowhere.
 */
function leaks(text: string): string[] {
  return SECRETS.flatMap(secret =>
    [secret, ...secret.split(/[./+]/)].flatMap(part => {
      // A short piece (bPxR) is looked for as written: its base64 forms are a few characters that could be anything.
      const how = part.length >= 7 ? findKey(text, part) : text.includes(part) ? 'as is' : undefined
      return how === undefined ? [] : [`${part.slice(0, 24)}… (${how})`]
    })
  )
}

describe('secrets committed in a merged pull request never reach the agent', () => {
  it('an AWS secret key cut by / and +, and dotted GitHub tokens of 520 characters: no part in the prompt', async () => {
    const lines = [
      `+aws_secret_access_key = "${SPLIT_AWS_SECRET}"`,
      `+export const AWS_SECRET = '${SPLIT_AWS_SECRET}'`,
      ...TOKENS.map((token, i) => `+GITHUB_TOKEN_${i}=${token}`)
    ]
    const event = mergeIn(world, {
      body: `Adds the deploy settings.\n\nThe key is ${SPLIT_AWS_SECRET} and the token ${TOKENS[1]}.`,
      files: [
        SOURCE_FILE,
        { ...SOURCE_FILE, filename: 'src/deploy.ts', patch: `@@ -0,0 +1,${lines.length} @@\n${lines.join('\n')}\n` }
      ]
    })
    // The fake serves the secrets as committed, each token about 520 characters with two dots.
    expect(world.gh.pulls.get(101)?.files[1]?.patch).toContain(SPLIT_AWS_SECRET)
    for (const token of TOKENS) {
      expect(token.length).toBeGreaterThan(500)
      expect(token.split('.')).toHaveLength(3)
    }

    const run = await runChange(world, event)
    expect(run.code).toBe(0)
    expect(jobsOf(world)).toHaveLength(1)
    const prompt = jobsOf(world)[0]?.prompt ?? ''
    // The diff and the description were read and sent.
    expect(prompt).toContain('+aws_secret_access_key = "')
    for (const i of TOKENS.keys()) expect(prompt).toContain(`+GITHUB_TOKEN_${i}=`)
    expect(prompt).toContain('The key is ')

    expect(leaks(prompt)).toEqual([])
    for (const secret of SECRETS) expect(findKey(run.everything, secret)).toBeUndefined()
    // Each secret in its place, as one key.
    expect(prompt).toContain('+aws_secret_access_key = "[key]"')
    expect(prompt).toContain("+export const AWS_SECRET = '[key]'")
    for (const i of TOKENS.keys()) expect(prompt).toContain(`+GITHUB_TOKEN_${i}=[key]`)
    expect(prompt).toContain('The key is [key] and the token [key].')
    expect(run.stdout).toMatch(/Redacted \d+ key-like tokens from the change/)
  })
})
