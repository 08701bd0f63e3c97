/**
 * The demo world of `npm start` and script/screenshots.ts: the simulator and the GitHub fake on loopback, and a run of
 * the bundle as a labelled issue starts it (event `issues` / `labeled`), so the status comment can be shown in each
 * state it went through on the issue.
 */
import { startFakeGitHub, type FakeGitHub } from '../__fixtures__/fake-github.js'
import type { Simulator } from '../sim/server.js'
import { runAction, type ActionRun } from './local-runner.js'

export const DEMO_REPOSITORY = { name: 'docs-site', full_name: 'acme/docs-site', owner: { login: 'acme' } }
/** Who labelled the issue: a collaborator with write permission, as the action requires by default. */
export const DEMO_USER = 'mona'
export const DEMO_LABEL = 'docs'
export const DEMO_ISSUE = {
  number: 42,
  title: 'Document the new --dry-run flag of the CLI',
  body:
    '`mint deploy --dry-run` shipped in 4.2: it builds the site and lists the pages a deploy would change, ' +
    'without publishing anything. The CLI reference and the deploying guide do not mention it yet.',
  user: { login: DEMO_USER, type: 'User' }
}

export interface DemoRun {
  run: ActionRun
  /** Each distinct body the status comment had, in the order GitHub received them (created, then each edit). */
  states: string[]
  /** The reactions the action left on the issue (GitHub's names: eyes, rocket, …). */
  reactions: string[]
}

/** Starts the GitHub fake with the demo issue; the caller closes it. */
export function startDemoGitHub(): Promise<FakeGitHub> {
  return startFakeGitHub({
    permissions: { [DEMO_USER]: 'write' },
    issues: { [DEMO_ISSUE.number]: { title: DEMO_ISSUE.title, body: DEMO_ISSUE.body } }
  })
}

/** Runs the bundle as the `docs` label on the demo issue starts it, against `sim` and `gh`. */
export async function runLabelledIssue(
  sim: Simulator,
  gh: FakeGitHub,
  inputs: Record<string, string> = {}
): Promise<DemoRun> {
  const run = await runAction(
    {
      'api-key': sim.apiKey,
      'project-id': sim.projectId,
      'api-url': sim.url,
      'github-token': 'ghs_fake_token',
      ...inputs
    },
    {
      event: {
        action: 'labeled',
        issue: DEMO_ISSUE,
        label: { name: DEMO_LABEL },
        sender: { login: DEMO_USER, type: 'User' },
        repository: DEMO_REPOSITORY
      },
      env: { GITHUB_API_URL: gh.url, GITHUB_GRAPHQL_URL: `${gh.url}/graphql`, GITHUB_EVENT_NAME: 'issues' }
    }
  )
  return { run, states: commentStates(gh, DEMO_ISSUE.number), reactions: issueReactions(gh, DEMO_ISSUE.number) }
}

/** The bodies the comments on the issue were created or edited with, each once, in the order they arrived. */
export function commentStates(gh: FakeGitHub, issueNumber: number): string[] {
  const ids = new Set(gh.commentsOn(issueNumber).map(c => String(c.id)))
  const states: string[] = []
  for (const request of gh.requests) {
    if (request.status >= 300) continue
    const created = request.route === 'createComment' && request.path.endsWith(`/issues/${issueNumber}/comments`)
    const edited = request.route === 'updateComment' && ids.has(request.path.split('/').pop() ?? '')
    const body = (request.body as { body?: unknown } | undefined)?.body
    if ((created || edited) && typeof body === 'string' && states.at(-1) !== body) states.push(body)
  }
  return states
}

function issueReactions(gh: FakeGitHub, issueNumber: number): string[] {
  return gh.reactions.filter(r => r.target.kind === 'issue' && r.target.issueNumber === issueNumber).map(r => r.content)
}

/** The markdown as the issue shows it: the hidden marker (an HTML comment GitHub does not display) left out. */
export const visibleMarkdown = (body: string): string => body.replace(/<!--[\s\S]*?-->\n?/g, '').trim()

const SHOWN: Record<string, string> = { warning: 'Warning: ', error: 'Error: ', notice: 'Notice: ', group: '▸ ' }

/** The log as the runner's page shows it: masks, debug lines and group ends hidden, annotations with their label. */
export function readableLog(log: string): string {
  return log
    .split('\n')
    .flatMap(line => {
      const command = /^::([a-z-]+)(?: [^:]*)?::(.*)$/.exec(line)
      if (!command) return [line]
      const label = SHOWN[command[1] ?? '']
      const text = (command[2] ?? '').replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
      return label === undefined ? [] : [`${label}${text}`]
    })
    .join('\n')
}
