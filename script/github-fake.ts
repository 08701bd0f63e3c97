/**
 * `npm run github-fake -- --port 4011`: the GitHub fake for the local loop (CONTRIBUTING), beside `npm run sim`, until
 * Ctrl-C. It holds issue #42 (labelled `docs` by mona, who may write) and the merged pull request #101 "Add --dry-run"
 * with its files, writes the events of both to .tmp/events/, and prints the .env lines that point
 * `npm run local-action` at it: GITHUB_API_URL, GITHUB_GRAPHQL_URL, GITHUB_EVENT_NAME and GITHUB_EVENT_PATH. Without
 * it, a run whose event talks to GitHub (a label, a comment, a merge) would reach for api.github.com.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { mergedPullEvent, pullSeedOf } from '../__fixtures__/change-events.js'
import { SOURCE_FILE } from '../__fixtures__/change-world.js'
import { startFakeGitHub } from '../__fixtures__/fake-github.js'
import { DEMO_ISSUE, DEMO_LABEL, DEMO_REPOSITORY, DEMO_USER } from './demo.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const EVENTS = path.join(ROOT, '.tmp', 'events')

const { values } = parseArgs({ options: { port: { type: 'string' } }, strict: true })
const port = Number(values.port ?? 4011)
if (!Number.isSafeInteger(port) || port < 0 || port > 65535)
  throw new Error(`--port needs a port number, got "${values.port}"`)

const gh = await startFakeGitHub({
  port,
  permissions: { [DEMO_USER]: 'write' },
  issues: { [DEMO_ISSUE.number]: { title: DEMO_ISSUE.title, body: DEMO_ISSUE.body } }
})
const merge = mergedPullEvent({ owner: gh.owner, repo: gh.repo, number: 101, title: 'Add --dry-run' })
gh.addPull({ ...pullSeedOf(merge), files: [SOURCE_FILE] })
const label = {
  action: 'labeled',
  issue: DEMO_ISSUE,
  label: { name: DEMO_LABEL },
  sender: { login: DEMO_USER, type: 'User' },
  repository: DEMO_REPOSITORY
}
mkdirSync(EVENTS, { recursive: true })
const events = {
  issues: path.join(EVENTS, 'issue-labelled.json'),
  pull_request: path.join(EVENTS, 'pull-request-merged.json')
}
writeFileSync(events.issues, JSON.stringify(label, null, 2))
writeFileSync(events.pull_request, JSON.stringify(merge, null, 2))

console.log(`GitHub fake listening on ${gh.url} (repository ${gh.owner}/${gh.repo}; any token works). For .env:`)
console.log(`GITHUB_API_URL=${gh.url}`)
console.log(`GITHUB_GRAPHQL_URL=${gh.url}/graphql`)
console.log(`GITHUB_REPOSITORY=${gh.owner}/${gh.repo}`)
console.log(`# the label on issue #${DEMO_ISSUE.number}:`)
console.log(`GITHUB_EVENT_NAME=issues\nGITHUB_EVENT_PATH=${events.issues}`)
console.log('# or the merge of pull request #101:')
console.log(`# GITHUB_EVENT_NAME=pull_request\n# GITHUB_EVENT_PATH=${events.pull_request}`)
const stop = (): void => void gh.close().then(() => process.exit(0))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
