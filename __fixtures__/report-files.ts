// Every file a report run left in its report folder (`report-dir`), as one text: what a workflow uploads.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { ActionRun } from '../script/local-runner.js'

export function reportFiles(run: ActionRun): string {
  const dir = run.outputs['report-dir'] ?? ''
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap(name => {
      const path = join(d, name)
      return statSync(path).isDirectory() ? walk(path) : [readFileSync(path, 'utf8')]
    })
  return dir ? walk(dir).join('\n') : ''
}
