import { readdirSync, readFileSync } from 'node:fs'
import { bundledPackages } from '../../script/licenses.js'

// npm run bundle writes dist/licenses.txt (script/licenses.ts) from the packages the bundle's source maps name.
describe('dist/licenses.txt', () => {
  const licenses = readFileSync('dist/licenses.txt', 'utf8')
  // Every bundle (the agent's, and each sub-action's folder) and the chunks each imports on demand (the GitHub client)
  const sources = (readdirSync('dist', { recursive: true }) as string[])
    .filter(f => f.endsWith('.js.map'))
    .flatMap(f => (JSON.parse(readFileSync(`dist/${f}`, 'utf8')) as { sources: string[] }).sources)

  it('names every package the bundle contains, with an open-source licence', () => {
    const bundled = bundledPackages(sources)
    expect(bundled).toEqual(
      expect.arrayContaining(['@actions/core', '@actions/github', 'ofetch', '@octokit/plugin-throttling'])
    )
    for (const name of bundled) {
      expect(licenses).toMatch(
        new RegExp(
          `^${name.replace(/[/.]/g, '\\$&')}@\\d+\\.\\d+\\.\\d+\\n(MIT|ISC|Apache-2\\.0|BSD-[23]-Clause|0BSD)\\n`,
          'm'
        )
      )
    }
  })

  it('reads package names from source paths, scoped and nested', () => {
    expect(
      bundledPackages([
        'webpack://x/./node_modules/@actions/core/lib/core.js',
        'webpack://x/./node_modules/a/node_modules/b/index.js',
        'webpack://x/./src/main.ts'
      ])
    ).toEqual(['@actions/core', 'b'])
  })
})
