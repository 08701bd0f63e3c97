/** Which files of dist/ a run of the committed bundle loads, and what they hold (dist/contents.json, script/bundle.ts). */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FileContents } from '../script/bundle.js'
import { runAction, type ActionRun, type RunOptions } from '../script/local-runner.js'

const DIST = path.resolve('dist')
const RECORDER = pathToFileURL(path.resolve('__fixtures__/record-loads.mjs')).href

export interface Loaded {
  run: ActionRun
  /** dist/ files the run loaded, relative to dist/ (`index.js`, `14.index.js`, `sweep/index.js`). */
  files: string[]
  /** The npm packages and project sources those files hold. */
  packages: string[]
  sources: string[]
}

/** Runs the action's bundle with `inputs` and reports the dist/ files it loaded. */
export async function loadedBy(inputs: Record<string, string>, options: RunOptions = {}): Promise<Loaded> {
  const log = path.join(mkdtempSync(path.join(tmpdir(), 'loads-')), 'loads.txt')
  writeFileSync(log, '')
  const run = await runAction(inputs, {
    ...options,
    env: { ...options.env, NODE_OPTIONS: `--import=${RECORDER}`, DOCS_AGENT_LOADS: log }
  })
  const urls = readFileSync(log, 'utf8').split('\n').filter(Boolean)
  const files = [
    ...new Set(
      urls
        .filter(url => url.startsWith('file:'))
        .map(url => path.relative(DIST, new URL(url).pathname))
        .filter(file => !file.startsWith('..'))
    )
  ].sort()
  const contents = JSON.parse(readFileSync(path.join(DIST, 'contents.json'), 'utf8')) as Record<string, FileContents>
  const held = files.map(file => contents[file] ?? { packages: [], sources: [] })
  const all = (pick: (c: FileContents) => string[]) => [...new Set(held.flatMap(pick))].sort()
  return { run, files, packages: all(c => c.packages), sources: all(c => c.sources) }
}
