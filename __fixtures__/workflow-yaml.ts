// Reading the workflows users copy (README blocks, examples): for the tests that check what their scripts would run.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { parseAllDocuments } from 'yaml'

/** Every `run:` script in a YAML text that holds an expression. */
export function expressionsInRun(yamlText: string): string[] {
  const found: string[] = []
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (typeof node !== 'object' || node === null) return
    for (const [key, value] of Object.entries(node)) {
      if (key === 'run' && typeof value === 'string' && value.includes('${{')) found.push(value)
      else walk(value)
    }
  }
  for (const doc of parseAllDocuments(yamlText)) {
    if (doc.errors.length > 0) throw new Error(`unparsable YAML: ${doc.errors[0]?.message}`)
    walk(doc.toJS())
  }
  return found
}

/** The fenced ```yaml blocks of a markdown text. */
export function yamlBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```ya?ml[^\n]*\n([\s\S]*?)^```/gm)].map(m => m[1] ?? '')
}

/** The markdown files whose yaml blocks users copy: the README, each sub-action's README, the pages of docs/. */
export function markdownWithWorkflows(): string[] {
  const docs = readdirSync('docs')
    .filter(f => f.endsWith('.md'))
    .map(f => path.join('docs', f))
  return ['README.md', 'sweep/README.md', 'report/README.md', 'fleet/README.md', ...docs]
}

/** The action.yml a `uses:` of this repository's actions names (`./`, `$/report`, `…/docs-agent-action/sweep@SHA`,
 *  …), or the reusable workflow a job's `uses:` calls (`…/docs-agent-action/.github/workflows/docs-health-fleet.yml@SHA`),
 *  or undefined for another action. A sub-folder with no action.yml is named as is, so the test reading it fails. */
export function ourActionYml(uses: string): string | undefined {
  const workflow = /^(?:\.\/|\$\/|[\w.-]+\/docs-agent-action\/)(\.github\/workflows\/[\w.-]+\.ya?ml)(?:@|$)/.exec(uses)
  if (workflow) return workflow[1]
  const local = /^(?:\.\/?|\$\/)([\w-]*)\/?$/.exec(uses)
  const remote = /^[\w.-]+\/docs-agent-action(?:\/([\w-]+))?@/.exec(uses)
  const folder = local?.[1] ?? remote?.[1]
  if (!local && !remote) return undefined
  return folder ? path.join(folder, 'action.yml') : 'action.yml'
}

interface Step {
  uses?: string
  with?: Record<string, unknown>
  /** A job that calls a reusable workflow passes it secrets. */
  secrets?: Record<string, unknown> | 'inherit'
}

/** The steps of a workflow, of a job, or of a list of steps (a snippet) that use one of this repository's actions,
 *  and the jobs that call its reusable workflows. */
export function ourSteps(yamlText: string): (Step & { actionYml: string })[] {
  const found: (Step & { actionYml: string })[] = []
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (typeof node !== 'object' || node === null) return
    const step = node as Step
    const actionYml = typeof step.uses === 'string' ? ourActionYml(step.uses) : undefined
    if (actionYml) found.push({ ...step, actionYml })
    else Object.values(node).forEach(walk)
  }
  for (const doc of parseAllDocuments(yamlText)) walk(doc.toJS())
  return found
}
