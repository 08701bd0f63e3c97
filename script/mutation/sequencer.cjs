// Which test files a mutation run loads, and in what order (stryker.config.mjs).
// - Only the files that hold one of the mutant's covering tests (Stryker's testNamePattern), by the dry run's index
//   (environment.cjs): jest would otherwise load every related file only to skip all its tests. A file the index
//   does not know is kept.
// - The in-process unit and integration files first, then the end-to-end scenarios, then the attacks (the stall
//   tests, which wait out time-outs, last): with environment.cjs a mutant a quick test kills skips the slow ones.
const { existsSync, readFileSync } = require('node:fs')
const path = require('node:path')
const Sequencer = require('@jest/test-sequencer').default

const rank = file =>
  /[\\/]attacks[\\/]github-stall/.test(file)
    ? 3
    : /[\\/]__tests__[\\/]attacks[\\/]/.test(file)
      ? 2
      : /[\\/]__tests__[\\/]e2e[\\/]/.test(file)
        ? 1
        : 0

function readIndex(rootDir) {
  const file = path.join(rootDir, '.mutation-tests.jsonl')
  const index = new Map()
  if (!existsSync(file)) return index
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue
    const { file: testFile, names } = JSON.parse(line)
    index.set(testFile, [...(index.get(testFile) ?? []), ...names])
  }
  return index
}

module.exports = class MutationSequencer extends Sequencer {
  constructor(options) {
    super(options)
    this.pattern = options.globalConfig?.testNamePattern
    this.rootDir = options.contexts?.[0]?.config.rootDir
  }

  sort(tests) {
    const ordered = [...tests].sort((a, b) => rank(a.path) - rank(b.path) || a.path.localeCompare(b.path))
    if (!this.pattern || !this.rootDir) return ordered
    const index = readIndex(this.rootDir)
    // Jest matches testNamePattern case-insensitively.
    const covering = new RegExp(this.pattern, 'i')
    return ordered.filter(test => {
      const names = index.get(test.path)
      return names === undefined || names.some(name => covering.test(name))
    })
  }
}
