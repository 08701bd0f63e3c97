// A Stryker reporter that appends each mutant's result as it is tested (reports/mutation/live.jsonl): a long run's
// survivors can be read, and worked on, before the run ends; Stryker's own reports are written only at its end.
import { appendFileSync, mkdirSync } from 'node:fs'
import { PluginKind, declareClassPlugin } from '@stryker-mutator/api/plugin'

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
