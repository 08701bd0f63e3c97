import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { parse } from 'yaml'

// @action-validator/core checks YAML against the published schemastore schemas for actions and workflows.
const require = createRequire(import.meta.url)
const validator = require('@action-validator/core') as {
  validateAction(src: string): { errors: unknown[] }
  validateWorkflow(src: string): { errors: unknown[] }
}

const actionYml = readFileSync('action.yml', 'utf8')
const declared = new Set(Object.keys((parse(actionYml) as { inputs: Record<string, unknown> }).inputs))
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
    expect(validator.validateAction(forSchema).errors).toEqual([])
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
    expect(validator.validateWorkflow(readFileSync(file, 'utf8')).errors).toEqual([])
  })
})

describe('example workflows use only inputs that exist', () => {
  it.each(workflowFiles)('%s', file => {
    const workflow = parse(readFileSync(file, 'utf8')) as {
      jobs: Record<string, { steps?: { uses?: string; with?: Record<string, unknown> }[] }>
    }
    const ours = Object.values(workflow.jobs)
      .flatMap(job => job.steps ?? [])
      .filter(step => step.uses === './' || /docs-agent-action@/.test(step.uses ?? ''))
    for (const step of ours) {
      for (const name of Object.keys(step.with ?? {})) expect(declared).toContain(name)
    }
  })
})
