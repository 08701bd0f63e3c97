/**
 * `npm run docs`: writes each action's inputs and outputs tables from its action.yml into its README, between the
 * markers <!-- inputs:start --> / <!-- inputs:end --> and <!-- outputs:start --> / <!-- outputs:end -->:
 * action.yml → README.md, sweep/action.yml → sweep/README.md, report/action.yml → report/README.md,
 * fleet/action.yml → fleet/README.md.
 * `npm run docs -- --check` exits 1 when a README disagrees with its action.yml (CI and a test use it);
 * `--root <dir>` reads and writes another copy of the repository (the test's).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

interface Input {
  description: string
  required?: boolean
  default?: string
}
interface Spec {
  inputs?: Record<string, Input>
  outputs?: Record<string, { description: string }>
}

/** Each action of the repository and the README that carries its tables. */
export const ACTIONS = [
  { yml: 'action.yml', readme: 'README.md' },
  { yml: 'sweep/action.yml', readme: 'sweep/README.md' },
  { yml: 'report/action.yml', readme: 'report/README.md' },
  { yml: 'fleet/action.yml', readme: 'fleet/README.md' }
] as const

const MARKERS = ['inputs', 'outputs'] as const
type Tables = Record<(typeof MARKERS)[number], string>

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const escape = (text: string): string =>
  text
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ')
    .trim()

export function renderTables(actionYml: string): Tables {
  const spec = parse(actionYml) as Spec
  const inputs = Object.entries(spec.inputs ?? {})
  const outputs = Object.entries(spec.outputs ?? {})
  return {
    inputs: [
      '| Input | Required | Default | Description |',
      '|---|---|---|---|',
      ...inputs.map(
        ([name, i]) =>
          `| \`${name}\` | ${i.required ? 'yes' : 'no'} | ${i.default !== undefined ? `\`${escape(i.default)}\`` : ''} | ${escape(i.description)} |`
      )
    ].join('\n'),
    outputs:
      outputs.length === 0
        ? 'None: the run reports in the log, the job summary and the comments it edits.'
        : [
            '| Output | Description |',
            '|---|---|',
            ...outputs.map(([name, o]) => `| \`${name}\` | ${escape(o.description)} |`)
          ].join('\n')
  }
}

/** The README with its tables rewritten from actionYml; `file` names it in the error about missing markers. */
export function updateReadme(readme: string, actionYml: string, file = 'README.md'): string {
  const tables = renderTables(actionYml)
  let text = readme
  for (const name of MARKERS) {
    const pattern = new RegExp(`(<!-- ${name}:start -->)[\\s\\S]*?(<!-- ${name}:end -->)`)
    if (!pattern.test(text)) throw new Error(`${file} has no <!-- ${name}:start --> … <!-- ${name}:end --> markers`)
    text = text.replace(pattern, (_m, start: string, end: string) => `${start}\n${tables[name]}\n${end}`)
  }
  return text
}

/** Each README as it is and as `npm run docs` would write it, under root. */
export function readmes(root: string): { file: string; text: string; updated: string }[] {
  return ACTIONS.map(({ yml, readme }) => {
    const text = readFileSync(path.join(root, readme), 'utf8')
    return { file: readme, text, updated: updateReadme(text, readFileSync(path.join(root, yml), 'utf8'), readme) }
  })
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(fileURLToPath(import.meta.url))
if (isMain) {
  const rootAt = process.argv.indexOf('--root')
  const root = rootAt > 0 ? path.resolve(process.argv[rootAt + 1] ?? '.') : ROOT
  const all = readmes(root)
  const stale = all.filter(r => r.updated !== r.text)
  if (process.argv.includes('--check')) {
    for (const { file } of stale) {
      const yml = ACTIONS.find(a => a.readme === file)?.yml
      console.error(`${file}: its inputs/outputs tables disagree with ${yml}: run npm run docs`)
    }
    if (stale.length > 0) process.exit(1)
    console.log(`${all.map(r => r.file).join(', ')} agree with their action.yml`)
  } else {
    for (const { file, updated } of stale) writeFileSync(path.join(root, file), updated)
    console.log(`tables written: ${stale.map(r => r.file).join(', ') || 'none changed'}`)
  }
}
