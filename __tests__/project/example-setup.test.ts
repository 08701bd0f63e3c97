// Each example copies into a repository with only its documented setup (issue 39 §3): every secret and variable it
// reads is named in its "Setup:" header, and its permissions are exactly what its triggers and inputs need — worked
// out here from what each action does with GitHub (below), not read back from the files.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { ourSteps } from '../../__fixtures__/workflow-yaml.js'

type Level = 'read' | 'write'
type Permissions = Record<string, Level>

const EXAMPLES = readdirSync('examples')
  .filter(file => file.endsWith('.yml'))
  .map(file => path.join('examples', file))

/** The more of two levels. */
const most = (a: Level | undefined, b: Level): Level => (a === 'write' || b === 'write' ? 'write' : 'read')
function add(into: Permissions, more: Permissions): void {
  for (const [scope, level] of Object.entries(more)) into[scope] = most(into[scope], level)
}

/**
 * What a workflow's use of this repository's actions needs of GITHUB_TOKEN:
 * - the agent: its status comment on the thread a label, a comment or a dispatch names, an issue's or a pull
 *   request's, whose job's pull request it reads (issues: write, pull-requests: write, as docs/usage.md says); for merged code, the change read
 *   (contents: read, pull-requests: write for the merged pull request's comment, issues: write for the tracking issue),
 *   for a weekly batch the merged pull requests listed (pull-requests: read); history-branch writes (contents: write);
 * - the sweep: the comments it finishes and the labels it takes off, on issues and pull requests alike;
 * - the report: its comment (issue-number: issues: write), the week kept (history-branch: contents: write), and with
 *   fix-gaps whether the agent's pull request is still open (pull-requests: read);
 * - the fleet's reusable workflow: what its report jobs do (contents: write, issues: write).
 */
function needed(workflow: { on: Record<string, unknown> }, text: string): Permissions {
  const events = Object.keys(workflow.on ?? {})
  const want: Permissions = {}
  for (const step of ourSteps(text)) {
    const inputs = step.with ?? {}
    const has = (name: string) => name in inputs
    switch (step.actionYml) {
      case 'action.yml':
        // The thread's job's pull request is read (open or merged) and a label can be on a pull request's thread.
        if (events.includes('issues')) add(want, { issues: 'write', 'pull-requests': 'write' })
        if (events.includes('issue_comment')) add(want, { issues: 'write', 'pull-requests': 'write' })
        if (events.includes('workflow_dispatch') && has('issue-number'))
          add(want, { issues: 'write', 'pull-requests': 'write' })
        if (events.includes('pull_request_target') || events.includes('push'))
          add(want, { contents: 'read', 'pull-requests': 'write', issues: 'write' })
        if (has('batch-merged')) add(want, { contents: 'read', 'pull-requests': 'read', issues: 'write' })
        if (has('history-branch')) add(want, { contents: 'write' })
        break
      case 'sweep/action.yml':
        add(want, { issues: 'write', 'pull-requests': 'write' })
        break
      case 'report/action.yml':
        if (has('issue-number')) add(want, { issues: 'write' })
        if (has('history-branch')) add(want, { contents: 'write' })
        if (has('fix-gaps')) add(want, { 'pull-requests': 'read' })
        break
      case '.github/workflows/docs-health-fleet.yml':
        add(want, { contents: 'write', issues: 'write' })
        break
      default:
        throw new Error(`no rule for ${step.actionYml}`)
    }
  }
  return want
}

/** The permissions the workflow grants: its own, and each job's. */
function granted(workflow: { permissions?: Permissions; jobs: Record<string, { permissions?: Permissions }> }) {
  const all: Permissions = { ...(workflow.permissions ?? {}) }
  for (const job of Object.values(workflow.jobs)) add(all, job.permissions ?? {})
  return all
}

/** The comment lines before `name:`: what a reader sees first. */
const header = (text: string): string =>
  text
    .split('\n')
    .slice(
      0,
      Math.max(
        0,
        text.split('\n').findIndex(line => line.startsWith('name:'))
      )
    )
    .join('\n')

/** The secrets and variables a workflow reads outside its comments. */
function reads(text: string): string[] {
  const code = text
    .split('\n')
    .filter(line => !line.trimStart().startsWith('#'))
    .join('\n')
  return [...new Set([...code.matchAll(/\$\{\{[^}]*?\b((?:secrets|vars)\.[A-Z0-9_]+)/g)].map(m => m[1] ?? ''))].sort()
}

describe.each(EXAMPLES)('%s', file => {
  const text = readFileSync(file, 'utf8')
  const workflow = parse(text) as Parameters<typeof granted>[0] & Parameters<typeof needed>[0]

  it('grants exactly the permissions its triggers and inputs need', () => {
    expect(granted(workflow)).toStrictEqual(needed(workflow, text))
  })

  it('names every secret and variable it reads in its "Setup:" header', () => {
    const top = header(text)
    expect(top).toMatch(/^# Setup \(Settings → Secrets and variables → Actions\): /m)
    for (const name of reads(text))
      expect({ name, named: top.includes(name.split('.')[1] ?? '') }).toEqual({ name, named: true })
  })
})

describe('the checks themselves', () => {
  it('find what each example reads, and a rule for each action', () => {
    expect(
      reads('x: ${{ secrets.MINTLIFY_API_KEY }}\n# y: ${{ vars.NOT_READ }}\nz: ${{ vars.A_B || 1 }}')
    ).toStrictEqual(['secrets.MINTLIFY_API_KEY', 'vars.A_B'])
    const report =
      'jobs:\n  a:\n    steps:\n      - uses: OWNER/docs-agent-action/report@SHA\n        with: { issue-number: 1, history-branch: d }'
    expect(needed({ on: { schedule: [] } }, report)).toStrictEqual({ issues: 'write', contents: 'write' })
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(10)
  })
})
