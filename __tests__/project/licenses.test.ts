import { readFileSync } from 'node:fs'
import type { FileContents } from '../../script/bundle.js'

// npm run bundle writes dist/licenses.txt (script/licenses.ts) from the packages dist/contents.json lists.
describe('dist/licenses.txt', () => {
  const licenses = readFileSync('dist/licenses.txt', 'utf8')
  const contents = JSON.parse(readFileSync('dist/contents.json', 'utf8')) as Record<string, FileContents>
  const bundled = [...new Set(Object.values(contents).flatMap(file => file.packages))]

  it('names every package the bundle contains, with an open-source licence', () => {
    expect(bundled).toEqual(expect.arrayContaining(['@actions/core', '@actions/github', '@octokit/plugin-throttling']))
    for (const name of bundled) {
      expect(licenses).toMatch(
        new RegExp(
          `^${name.replace(/[/.]/g, '\\$&')}@\\d+\\.\\d+\\.\\d+\\n(MIT|ISC|Apache-2\\.0|BSD-[23]-Clause|0BSD)\\n`,
          'm'
        )
      )
    }
  })
})
