import { execFile } from 'node:child_process'
import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { NODE24 } from '../../script/local-runner.js'
import { STALE_LINE } from '../../script/bundle-digest.js'

const TSX = path.resolve(process.cwd(), 'node_modules', 'tsx', 'dist', 'cli.mjs')
const START = path.resolve(process.cwd(), 'script', 'start.ts')

/** A temporary folder of its own for `npm start`, to see what it leaves there. */
const TMP = mkdtempSync(path.join(tmpdir(), 'npm-start-tmp-'))

/** `npm start` as a newcomer runs it: no key, no .env (the child runs in an empty folder), on Node 24. */
async function npmStart(...args: string[]): Promise<string> {
  // A newcomer's shell: no MINTLIFY_ settings, and not a Jest worker.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('MINTLIFY_') && name !== 'JEST_WORKER_ID')
  )
  const { stdout } = await promisify(execFile)(NODE24, [TSX, START, ...args], {
    cwd: mkdtempSync(path.join(tmpdir(), 'npm-start-')),
    env: { ...env, TMPDIR: TMP },
    encoding: 'utf8'
  })
  return stdout
}

describe('npm start without a key', () => {
  it('shows the status comment of a labelled issue in each state, the PR link in the last', async () => {
    const out = await npmStart()
    const states = [...out.matchAll(/^── status comment on #42, state (\d) of (\d) \((.+)\) ─+\n([\s\S]*?)(?=\n── )/gm)]
    expect(states.map(([, n, of, when]) => `${n}/${of} ${when}`)).toStrictEqual([
      '1/3 created',
      '2/3 edited',
      '3/3 edited, final'
    ])
    const [created, working, final] = states.map(state => state[4] ?? '')
    expect(created).toMatch(/^⏳ \*\*The docs agent is working on it\*\*\. Follow along/)
    expect(created).toContain('Document the new --dry-run flag of the CLI')
    const job = /job `([0-9a-f]{24})`/.exec(working ?? '')?.[1]
    expect(job).toBeDefined()
    expect(final).toMatch(/^✅ \*\*Docs pull request opened:\*\* \[`https:\/\/github\.com\/acme\/docs\/pull\/1`\]/)
    expect(final).toContain(`Job \`${job}\` completed`)
    // The hidden marker is left out of each state and shown in the final markdown as sent.
    expect(states.some(([state]) => state.includes('<!--'))).toBe(false)
    expect(out).toMatch(
      new RegExp(`── the final status comment[^\\n]*\\n<!-- docs-agent-action:status job=${job} [^\\n]*-->\\n✅ `)
    )
    expect(out).toContain('reactions on #42: eyes, rocket')
    expect(out).toMatch(/^comment-url +https:\/\/github\.com\/acme\/docs-site\/issues\/42#issuecomment-\d+$/m)
    // The log reads as the runner's page shows it: no workflow commands.
    expect(out).not.toContain('::add-mask::')
    expect(out).toMatch(/^exit code 0 after/m)
    // The run's files (event, outputs, summary) went with it: the temporary folder is as it was.
    expect(readdirSync(TMP).filter(name => !/^tsx-\d+$/.test(name))).toStrictEqual([]) // tsx's compile cache stays
  })
})

describe('npm start -- fix-check', () => {
  it('shows a fix searched before it was sent and found after it merged, first, where it was in no result before', async () => {
    const out = await npmStart('fix-check')
    expect(out).toMatch(/^── run 1: the report sends its top gap/m)
    expect(out).toContain('exit code 0; searches of the live site: 1')
    expect(out).toContain(
      '- **Found:** search term rotate api key ([`#7`](https://github.com/acme/docs-site/pull/7)): `/guides/rotating-keys` ranks 1st now; it was not in the first 10 when the gap was sent.'
    )
    expect(out).toMatch(/^exit code 0 after/m)
  })
})

describe('npm start shows each recipe against the simulator and the GitHub fake', () => {
  const finalState = (out: string, what: string) =>
    new RegExp(
      `^── ${what}, state (\\d) of \\1 \\(edited, final\\) ─+\\n✅ \\*\\*Docs pull request opened:\\*\\* \\[\`https://github\\.com/acme/docs/pull/1\`\\]`,
      'm'
    )

  it('merge: the merged pull request’s status comment reaches the docs pull request, the tracking issue remembers it', async () => {
    const out = await npmStart('merge')
    expect(out).toMatch(finalState(out, 'status comment on the merged pull request #101'))
    expect(out).toMatch(finalState(out, 'its status comment on #501'))
    expect(out).toContain('Merged changes this docs job carries: #101.')
    expect(out).toMatch(/^exit code 0 after/m)
  })

  it('batch: the week’s merges but the bot’s as one job, named on the tracking issue', async () => {
    const out = await npmStart('batch')
    expect(out).toMatch(finalState(out, 'its status comment on #501'))
    expect(out).toContain('Merged changes this docs job carries: #101, #102.')
    expect(out).toContain('Pull request #103 is by the bot dependabot[bot]')
    expect(out).toMatch(/^exit code 0 after/m)
  })

  it('sweep: the short run leaves the label, the sweep finishes the comment and takes it off', async () => {
    const out = await npmStart('sweep')
    expect(out).toContain('exit code 0; labels on #42: docs-agent: working')
    expect(out).toContain('exit code 0; labels on #42: none')
    expect(out).toMatch(finalState(out, 'status comment on #42'))
    expect(out).toMatch(/^exit code 0 after/m)
  })

  it('history: three weeks kept on the data branch, the third report showing them Over time', async () => {
    const out = await npmStart('history')
    const weeks = [...out.matchAll(/^ {2}0123456789abcdef01234567\/weeks\/(\d{4}-W\d\d)\.json$/gm)].map(m => m[1])
    expect(weeks).toHaveLength(3)
    const part = out.slice(out.indexOf('── the third report: Over time'), out.indexOf("── the action's log"))
    const rows = [...part.matchAll(/^\| (\d{4}-W\d\d) \| [\d,]+ \|/gm)].map(m => m[1])
    expect(rows).toStrictEqual(weeks)
    expect(out).toMatch(/^exit code 0 after/m)
  })

  it('fleet: the plan of 60 sites, five waves of 12, this hour’s matrix', async () => {
    const out = await npmStart('fleet')
    expect(out).toMatch(/^waves +5$/m)
    expect(out).toMatch(/^max-parallel +12$/m)
    const matrix = /^── the matrix of this hour[^\n]*\n(.*)$/m.exec(out)?.[1] ?? ''
    expect((JSON.parse(matrix) as { include: unknown[] }).include).toHaveLength(12)
  })
})

describe('npm start with a mode it does not know', () => {
  it('lists the modes on stderr and exits 2; --help lists them on stdout', async () => {
    const failed = await npmStart('deploy').then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error
    )
    expect(failed?.code).toBe(2)
    expect(failed?.stderr).toMatch(/^Unknown mode: deploy\. Modes of npm start:\n {2}npm start -- label /)
    expect(failed?.stderr).toContain('npm start -- fix-check')
    const help = await npmStart('--help')
    expect(help).toMatch(/^Modes of npm start:\n/)
    const modes = [...help.matchAll(/^ {2}npm start -- ([\w-]+) /gm)].map(m => m[1])
    expect(modes).toStrictEqual(['label', 'merge', 'batch', 'sweep', 'report', 'history', 'fix-check', 'fleet'])
  })
})

describe('npm start on a bundle older than src/', () => {
  it('refuses in one line naming the command, with no stack trace, before starting anything', async () => {
    // A copy of what npm start reads, whose src/ then changes: its dist/ is the repository's, now older than src/.
    const copy = mkdtempSync(path.join(tmpdir(), 'npm-start-stale-'))
    try {
      for (const part of ['src', 'script', 'sim', '__fixtures__', 'dist', 'patches'])
        cpSync(path.resolve(part), path.join(copy, part), { recursive: true })
      for (const file of ['package.json', 'package-lock.json', 'tsconfig.json'])
        cpSync(path.resolve(file), path.join(copy, file))
      symlinkSync(path.resolve('node_modules'), path.join(copy, 'node_modules'))
      appendFileSync(path.join(copy, 'src', 'entry', 'index.ts'), '\n// changed after the bundle was built\n')
      const failed = await promisify(execFile)(NODE24, [TSX, path.join(copy, 'script', 'start.ts')], {
        cwd: copy,
        encoding: 'utf8'
      }).then(
        () => undefined,
        (error: { code?: number; stdout?: string; stderr?: string }) => error
      )
      expect(failed?.code).toBe(1)
      expect(failed?.stderr).toBe(`${STALE_LINE}\n`)
      expect(failed?.stdout).toBe('')
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  })
})
