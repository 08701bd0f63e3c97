// Workflows copied from the READMEs, docs/ or examples/ must never paste an expression into a shell script: `${{ … }}` inside
// `run:` is substituted before the shell reads the script, so an output such as pr-link could run as code.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expressionsInRun, markdownWithWorkflows, yamlBlocks } from '../../__fixtures__/workflow-yaml.js'

const listYml = (dir: string): string[] => {
  try {
    return readdirSync(dir)
      .filter(f => /\.ya?ml$/.test(f))
      .map(f => path.join(dir, f))
  } catch {
    return []
  }
}

const sources: [string, string][] = [
  ...markdownWithWorkflows().flatMap(file =>
    yamlBlocks(readFileSync(file, 'utf8')).map((text, i): [string, string] => [`${file} block ${i + 1}`, text])
  ),
  ...[...listYml('examples'), ...listYml('.github/workflows')].map((f): [string, string] => [
    f,
    readFileSync(f, 'utf8')
  ])
]

describe('no expression inside run:', () => {
  it("the scan finds the README, the sub-actions' READMEs, docs/ and the examples", () => {
    const names = sources.map(([name]) => name)
    for (const file of ['README.md', 'sweep/README.md', 'report/README.md', 'docs/usage.md'])
      expect(names).toContain(`${file} block 1`)
    expect(sources.map(([name]) => name)).toEqual(expect.arrayContaining(['examples/asked-on-label.yml']))
  })

  it('the scan catches the pattern that was exploitable, in a step and in a list snippet', () => {
    const step = 'steps:\n  - run: echo "Docs PR → ${{ steps.docs.outputs.pr-link }}"\n'
    const block =
      'jobs:\n  a:\n    steps:\n      - run: |\n          echo ok\n          echo "${{ github.event.issue.title }}"\n'
    expect(expressionsInRun(step)).toHaveLength(1)
    expect(expressionsInRun(block)).toHaveLength(1)
    expect(expressionsInRun('steps:\n  - env:\n      X: ${{ steps.a.outputs.b }}\n    run: echo "$X"\n')).toStrictEqual(
      []
    )
  })

  it.each(sources)('%s passes values through env:', (_name, text) => {
    expect(expressionsInRun(text)).toStrictEqual([])
  })
})
