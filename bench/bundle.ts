/** Section 5: what dist/ weighs, and what loading it costs Node 24 (a run with no inputs fails fast after loading). */
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { NODE24 } from '../script/local-runner.js'
import { progress, QUICK, timeProcess } from './proc.js'
import { kb, median, ms, row, sum, type Row } from './stats.js'

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist')

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

export async function measureBundle(): Promise<Row[]> {
  const runs = QUICK ? 5 : 10
  progress(`bundle: sizes, and ${runs} timed loads of each variant`)
  const files = readdirSync(DIST)
    .filter(name => statSync(path.join(DIST, name)).isFile())
    .sort()
  const sizes = files.map(name => statSync(path.join(DIST, name)).size)
  const rows: Row[] = files.map((name, i) => row('5', `size dist/${name}`, kb(sizes[i] as number)))
  const mapBytes = sum(sizes.filter((_, i) => (files[i] as string).endsWith('.map')))
  rows.push(row('5', 'size of dist/ in total (of which source maps)', `${kb(sum(sizes))} (${kb(mapBytes)})`))

  // The same bundle without its .map files: what the maps cost a normal run (index.ts enables source maps).
  const bare = mkdtempSync(path.join(tmpdir(), 'docs-agent-bench-dist-'))
  try {
    cpSync(DIST, bare, { recursive: true, filter: source => !source.endsWith('.map') })
    const index = path.join(DIST, 'index.js')
    const [node, load, noMaps, eager] = (await walls(
      [['-e', '0'], [index], [path.join(bare, 'index.js')], ['--enable-source-maps', index]],
      runs
    )) as [number, number, number, number]
    rows.push(
      row('5', `bare node -e 0, wall (median of ${runs})`, ms(node)),
      row('5', `node dist/index.js with no inputs (load, fail fast), wall (median of ${runs})`, ms(load)),
      row('5', 'load cost over bare node', `${ms(load - node)} (${(load / node).toFixed(1)}×)`),
      row('5', 'same bundle with the .map files removed', `${ms(noMaps)} (maps cost ${ms(load - noMaps)})`),
      row('5', 'with --enable-source-maps (maps parsed at load)', ms(eager))
    )
  } finally {
    rmSync(bare, { recursive: true, force: true })
  }
  return rows
}
