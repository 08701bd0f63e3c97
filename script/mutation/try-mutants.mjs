// Applies each surviving mutant of one source file from a Stryker JSON report by hand, runs the given test files
// against it, and restores the file; prints which the tests kill. For checking tests written after a measurement:
//   node script/mutation/try-mutants.mjs reports/mutation/mutation.json src/sweep/sweep.ts __tests__/sweep/sweep-races.test.ts
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'

const [report, file, ...tests] = process.argv.slice(2)
const r = JSON.parse(readFileSync(report, 'utf8'))
const entry = r.files[file]
const original = readFileSync(file, 'utf8')
const offsetIn = text => {
  const lines = text.split('\n')
  return ({ line, column }) => lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + column - 1
}
const inReport = offsetIn(entry.source)
/** Where the mutated code is now: its text as the report saw it, found nearest to where it was (lines may have moved). */
function locate(m) {
  const a = inReport(m.location.start)
  const text = entry.source.slice(a, inReport(m.location.end))
  let best = -1
  for (let at = original.indexOf(text); at >= 0; at = original.indexOf(text, at + 1)) {
    if (best < 0 || Math.abs(at - a) < Math.abs(best - a)) best = at
  }
  return best < 0 ? undefined : [best, best + text.length]
}
let alive = 0
try {
  for (const m of entry.mutants.filter(m => m.status === 'Survived' || m.status === 'NoCoverage')) {
    const where = locate(m)
    if (!where) {
      console.log(`GONE    ${m.location.start.line} ${m.mutatorName}: the code it changed is no longer there`)
      continue
    }
    const [a, b] = where
    writeFileSync(file, original.slice(0, a) + m.replacement + original.slice(b))
    let killed = false
    try {
      execFileSync('npx', ['jest', '--bail', ...tests], {
        // In process, as under Stryker: jest's global setup would otherwise rebuild dist/ from the mutated src/.
        env: {
          ...process.env,
          DOCS_AGENT_IN_PROCESS: '1',
          NODE_OPTIONS: '--experimental-vm-modules',
          NODE_NO_WARNINGS: '1'
        },
        stdio: 'pipe'
      })
    } catch {
      killed = true
    }
    if (!killed) alive++
    console.log(
      `${killed ? 'KILLED ' : 'ALIVE  '} ${m.location.start.line} ${m.mutatorName} ${JSON.stringify(m.replacement).slice(0, 60)} | ${original.slice(a, b).slice(0, 60).replace(/\n/g, ' ')}`
    )
  }
} finally {
  writeFileSync(file, original)
}
console.log(`${alive} alive`)
