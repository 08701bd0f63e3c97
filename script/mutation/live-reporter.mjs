// A Stryker reporter that appends each mutant's result as it is tested (reports/mutation/live.jsonl): a long run's
// survivors can be read, and worked on, before the run ends; Stryker's own reports are written only at its end.
import { appendFileSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { pathToFileURL, URL } from 'node:url'

// Stryker's API comes from its own install in tools/ (script/tools.ts), not from the project's node_modules.
const api = createRequire(new URL('../../tools/package.json', import.meta.url)).resolve('@stryker-mutator/api/plugin')
const { PluginKind, declareClassPlugin } = await import(pathToFileURL(api).href)

const FILE = 'reports/mutation/live.jsonl'

class LiveReporter {
  constructor() {
    mkdirSync('reports/mutation', { recursive: true })
  }

  onMutantTested(result) {
    const { fileName, location, mutatorName, replacement, status, static: isStatic } = result
    const line = { fileName, line: location.start.line, mutatorName, replacement, status, static: isStatic }
    appendFileSync(FILE, `${JSON.stringify(line)}\n`)
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Reporter, 'live', LiveReporter)]
