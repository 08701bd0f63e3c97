/**
 * Section 5: what dist/ weighs, what a runner downloads (the repository's tarball at the ref, gzipped, as GitHub serves
 * it), and what loading each action costs Node 24 (a run with no inputs fails fast after loading its story).
 */
import { execSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { NODE24 } from '../script/local-runner.js'
import { progress, QUICK, timeProcess } from './proc.js'
import { kb, median, ms, row, sum, type Row } from './stats.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DIST = path.join(ROOT, 'dist')

/** Median wall time of `node <args>` for each variant, run round-robin so drift hits all alike (2 warm-up rounds). */
async function walls(variants: string[][], runs: number): Promise<number[]> {
  const env = { PATH: process.env.PATH ?? '', HOME: tmpdir() }
  const samples: number[][] = variants.map(() => [])
  for (let i = -2; i < runs; i++) {
    for (const [k, args] of variants.entries()) {
      const run = await timeProcess(NODE24, args, env)
      if (i >= 0) samples[k]?.push(run.endedAt - run.startedAt)
    }
  }
  return samples.map(median)
}

/** The committed tree at HEAD as GitHub's tarball of a ref holds it, gzipped: what each job downloads. */
function tarballBytes(): number {
  return gzipSync(execSync('git archive --format=tar HEAD', { cwd: ROOT, maxBuffer: 1 << 28 })).length
}

export async function measureBundle(): Promise<Row[]> {
  const runs = QUICK ? 5 : 10
  progress(`bundle: sizes, the tarball, and ${runs} timed loads of each action`)
  const files = (readdirSync(DIST, { recursive: true }) as string[])
    .filter(name => statSync(path.join(DIST, name)).isFile())
    .sort()
  const sizes = files.map(name => statSync(path.join(DIST, name)).size)
  const rows: Row[] = files.map((name, i) => row('5', `size dist/${name}`, kb(sizes[i] as number)))
  rows.push(row('5', 'size of dist/ in total', kb(sum(sizes))))
  rows.push(row('5', 'repository tarball at HEAD, gzipped (what a runner downloads)', kb(tarballBytes())))
  const actions = ['index.js', 'sweep/index.js', 'report/index.js', 'fleet/index.js']
  const [node, ...loads] = await walls([['-e', '0'], ...actions.map(file => [path.join(DIST, file)])], runs)
  rows.push(row('5', `bare node -e 0, wall (median of ${runs})`, ms(node as number)))
  for (const [i, file] of actions.entries())
    rows.push(row('5', `node dist/${file} with no inputs (load, fail fast), wall`, ms(loads[i] as number)))
  return rows
}
