// Test order for mutation runs (stryker.config.mjs): the in-process unit and integration files first, then the
// end-to-end scenarios, then the attacks (the stall tests, which wait out time-outs, last), so that with
// bail-environment.cjs a mutant a quick test kills skips the slow ones.
const Sequencer = require('@jest/test-sequencer').default

const rank = path =>
  /[\\/]attacks[\\/]github-stall/.test(path)
    ? 3
    : /[\\/]__tests__[\\/]attacks[\\/]/.test(path)
      ? 2
      : /[\\/]__tests__[\\/]e2e[\\/]/.test(path)
        ? 1
        : 0

module.exports = class QuickFirst extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => rank(a.path) - rank(b.path) || a.path.localeCompare(b.path))
  }
}
