// Everything a run wrote that a reader of it could see, by where: the log (less the runner's own `::add-mask::`
// commands, which the runner consumes and prints as `***`), stderr, the outputs, the job summary, and every comment
// on the GitHub fake. The key-leak attacks search each of these for a secret (key-oracle.ts).
import type { ActionRun } from '../script/local-runner.js'
import type { FakeGitHub } from './fake-github.js'

export function runSinks(run: ActionRun, gh: FakeGitHub): Record<string, string> {
  return {
    stdout: run.stdout.replace(/^::add-mask::.*$/gm, ''),
    stderr: run.stderr,
    summary: run.summary,
    outputs: JSON.stringify(run.outputs),
    comments: gh.comments.map(c => c.body).join('\n----\n')
  }
}
