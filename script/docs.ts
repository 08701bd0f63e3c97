/**
 * `npm run docs`: writes the inputs and outputs tables of README.md from action.yml, between the markers
 * <!-- inputs:start --> / <!-- inputs:end --> and <!-- outputs:start --> / <!-- outputs:end -->.
 * `npm run docs -- --check` exits 1 when the README disagrees with action.yml (CI and a test use it).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

interface Spec {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>
  outputs: Record<string, { description: string }>
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const escape = (text: string): string =>
  text
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ')
    .trim()

export function renderTables(actionYml: string): { inputs: string; outputs: string } {
  const spec = parse(actionYml) as Spec
  const inputs = [
    '| Input | Required | Default | Description |',
    '|---|---|---|---|',
    ...Object.entries(spec.inputs).map(
      ([name, i]) =>
        `| \`${name}\` | ${i.required ? 'yes' : 'no'} | ${i.default !== undefined ? `\`${escape(i.default)}\`` : ''} | ${escape(i.description)} |`
    )
  ].join('\n')
  const outputs = [
    '| Output | Description |',
    '|---|---|',
    ...Object.entries(spec.outputs).map(([name, o]) => `| \`${name}\` | ${escape(o.description)} |`)
  ].join('\n')
  return { inputs, outputs }
}

export function updateReadme(readme: string, actionYml: string): string {
  const tables = renderTables(actionYml)
  let text = readme
  for (const name of ['inputs', 'outputs'] as const) {
    const pattern = new RegExp(`(<!-- ${name}:start -->)[\\s\\S]*?(<!-- ${name}:end -->)`)
    if (!pattern.test(text)) throw new Error(`README.md has no <!-- ${name}:start --> … <!-- ${name}:end --> markers`)
    text = text.replace(pattern, (_m, start: string, end: string) => `${start}\n${tables[name]}\n${end}`)
  }
  return text
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(fileURLToPath(import.meta.url))
if (isMain) {
  const readmePath = path.join(ROOT, 'README.md')
  const readme = readFileSync(readmePath, 'utf8')
  const updated = updateReadme(readme, readFileSync(path.join(ROOT, 'action.yml'), 'utf8'))
  if (process.argv.includes('--check')) {
    if (updated !== readme) {
      console.error('README.md inputs/outputs tables disagree with action.yml: run npm run docs')
      process.exit(1)
    }
    console.log('README.md agrees with action.yml')
  } else {
    writeFileSync(readmePath, updated)
    console.log('README.md tables written from action.yml')
  }
}
