// Attack on the docs-health history's privacy, through the bundle: readers pasted the run's own API key and the
// workflow's token into search terms and assistant questions, in every encoding the house's key oracle decodes
// (__fixtures__/key-oracle.ts), and a hostile index names projects after the key. On a private repository with
// reader-text: show, where the branch keeps reader text, the week is written with its labels, and neither secret is
// in any file of the branch or any commit message, decoded or not.
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { BRANCH, indexFile, weeklyRun } from '../../__fixtures__/history-attack.js'
import { findKey } from '../../__fixtures__/key-oracle.js'
import { parseHistoryIndex } from '../../src/report/history/parse.js'
import { PERSONAL } from '../../sim/reader-text.js'
import { startSimulator, type Simulator } from '../../sim/server.js'
import { TEST_SITE } from '../../sim/site.js'

/** A workflow token with no vendor prefix: only the run's secret scrub can know it, not the key rules. */
const TOKEN = 'workflow-token-quiet-harbor'
const KEY = PERSONAL.key

const hex = (c: string) => c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')
/** The secret with every fourth character (from the second) written another way. */
const every = (secret: string, as: (c: string) => string) =>
  [...secret].map((c, i) => (i % 4 === 1 ? as(c) : c)).join('')

/** The secret in every form the oracle reads back: escaped, percent- and entity-encoded, split, base64. */
const encodings = (secret: string): string[] => [
  secret,
  every(secret, c => `\\${c}`),
  every(secret, c => `%${hex(c)}`),
  every(secret, c => `&#${c.charCodeAt(0)};`),
  every(secret, c => `&#x${hex(c)};`),
  every(secret, c => `\\u00${hex(c)}`),
  every(secret, c => `\\x${hex(c)}`),
  [...secret].join('\u200b'),
  [...secret].join('\u2060'),
  ...[0, 1, 2].map(offset => Buffer.from(`${'x'.repeat(offset)}${secret}`).toString('base64'))
]

/** Each form as a reader typed it: `<form> leaked <n>`, so the week's labels can be counted. */
const TEXTS = [...encodings(KEY), ...encodings(TOKEN)].map((form, i) => `${form} leaked ${i}`)

let sim: Simulator
let gh: FakeGitHub
beforeEach(async () => {
  sim = await startSimulator({
    apiKeys: [KEY],
    rateLimit: { analytics: 0, agent: 0 },
    job: { durationMs: 200 },
    // The most searched terms, none clicked: each a search gap; and each asked of the assistant, unanswered.
    site: { ...TEST_SITE, searches: [...TEXTS.map(text => [text, 500, 0, null] as const), ...TEST_SITE.searches] },
    readerText: TEXTS
  })
  gh = await startFakeGitHub({ tokens: { [TOKEN]: 'github-actions[bot]' } })
})
afterEach(async () => {
  await sim.close()
  await gh.close()
})

it('a private repository showing reader text: the week keeps the labels, and no secret in any form is on the branch', async () => {
  // Someone named projects of the index after the key: the README and index.json the run writes list them.
  gh.pushFiles(BRANCH, { 'index.json': indexFile([KEY, every(KEY, c => `%${hex(c)}`), 'acme']) }, 'seed')
  const run = await weeklyRun(
    { sim, gh },
    { 'api-key': KEY, 'github-token': TOKEN, 'reader-text': 'show', 'fix-gaps': 'true' }
  )
  expect(run.code).toBe(0)
  expect(run.outputs['job-id']).toBeTruthy()
  const files = gh.branchFiles(BRANCH)
  // The week kept the readers' text as labels (redacted), and the ledger the job; the run wrote the index anew.
  const week = files.get(`${sim.projectId}/weeks/2026-W47.json`) ?? ''
  expect(week.match(/leaked \d+/g)?.length).toBeGreaterThanOrEqual(TEXTS.length)
  expect(files.get(`${sim.projectId}/fixes.json`)).toContain(run.outputs['job-id'])
  expect(files.get('README.md')).toContain('acme')
  // Scrubbed as JSON: the index still reads back, the key's project under `***`.
  const index = parseHistoryIndex(files.get('index.json') ?? '')
  expect(Object.keys(index.value?.projects ?? {}).sort()).toStrictEqual(['***', sim.projectId, 'acme'].sort())
  const written = [
    ...[...files].map(([path, text]) => [path, text] as const),
    ...gh.branchLog(BRANCH).map(c => [`commit ${c.sha}`, c.message] as const)
  ]
  expect(written.length).toBeGreaterThan(5)
  const leaks = written.flatMap(([where, text]) =>
    [KEY, TOKEN].flatMap(secret => {
      const how = findKey(text, secret)
      return how ? [`${secret === KEY ? 'key' : 'token'} ${how} in ${where}`] : []
    })
  )
  expect(leaks).toStrictEqual([])
})
