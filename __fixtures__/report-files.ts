// The files a report run left in its folder (`report-dir`, subfolders included), read as text: what an artifact
// step would upload, for the tests that search everything a run wrote.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { ActionRun } from '../script/local-runner.js'

export function reportFiles(run: ActionRun): { path: string; text: string }[] {
  const walk = (dir: string): { path: string; text: string }[] =>
    readdirSync(dir).flatMap(name => {
      const path = join(dir, name)
      return statSync(path).isDirectory() ? walk(path) : [{ path, text: readFileSync(path, 'utf8') }]
    })
  const dir = run.outputs['report-dir']
  return dir ? walk(dir) : []
}

/** Every file's text as one: for a search through all a run wrote. */
export function reportFilesText(run: ActionRun): string {
  return reportFiles(run)
    .map(file => file.text)
    .join('\n')
}
