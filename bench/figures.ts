/**
 * `npm run bench -- --write`: the run's rows go into docs/figures/bench.json, which `npm run docs` renders into
 * docs/performance.md as one table. A section the run measured replaces that section's rows; every other section
 * keeps its own, each with the commit, day, machine and load it was measured at. Only a run with the default settings
 * writes (a quick run, other latencies or row counts measure something else than the page says), and only from a
 * tree whose dist/, src/, sim/ and bench/ are those of the commit it names.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Row } from './stats.js'

/** The 1-minute load average at a section's start and end. */
export interface Load {
  start: number
  end: number
}

/** One section of the bench as last measured. */
export interface BenchSection {
  /** The commit whose dist/ was measured. */
  commit: string
  /** The day it was measured (UTC). */
  date: string
  cores: number
  /** The 1-minute load average when the section started and when it ended: the machine is shared. */
  load: Load
  /** The Node that ran the action. */
  node: string
  rows: { figure: string; value: string; target: string; pass?: boolean }[]
}

/** docs/figures/bench.json: section number → its last measurement. */
export interface BenchFigures {
  sections: Record<string, BenchSection>
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const FIGURES_FILE = path.join(ROOT, 'docs/figures/bench.json')

/** Why this run may not write the page's figures, or undefined when it may. */
export function refusal(env: NodeJS.ProcessEnv, dirty: string): string | undefined {
  const other = ['BENCH_QUICK', 'BENCH_LATENCY_MS', 'BENCH_ANALYTICS_LATENCY_MS', 'BENCH_ROWS'].filter(
    name => (env[name] ?? '') !== ''
  )
  if (other.length > 0) return `--write takes only a run with the default settings; unset ${other.join(', ')}`
  if (dirty !== '')
    return `--write names the commit measured, and dist/, src/, sim/ or bench/ differ from it: commit first\n${dirty}`
  return undefined
}

/** The figures with the sections of `rows` replaced by this run's, measured at `at`. */
export function merged(
  previous: BenchFigures,
  rows: readonly Row[],
  at: Omit<BenchSection, 'rows' | 'load'>,
  load: Record<string, Load>
): BenchFigures {
  const sections = { ...previous.sections }
  for (const section of new Set(rows.map(r => r.section))) {
    sections[section] = {
      ...at,
      load: load[section] ?? { start: 0, end: 0 },
      rows: rows
        .filter(r => r.section === section)
        .map(({ figure, value, target, pass }) =>
          pass === undefined ? { figure, value, target } : { figure, value, target, pass }
        )
    }
  }
  const ordered = Object.keys(sections).sort((a, b) => Number(a) - Number(b))
  return { sections: Object.fromEntries(ordered.map(key => [key, sections[key] as BenchSection])) }
}

const git = (...args: string[]): string => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim()

/** The load average now, to one decimal. */
export const loadNow = (): number => Math.round((loadavg()[0] ?? 0) * 10) / 10

/** Writes the run's rows into docs/figures/bench.json; throws, before any section runs, when the run may not. */
export function figureWriter(node: string): {
  started: (section: string) => void
  write: (rows: readonly Row[]) => string
} {
  const why = refusal(process.env, git('status', '--porcelain', '--', 'dist', 'src', 'sim', 'bench'))
  if (why) throw new Error(why)
  const at = {
    commit: git('rev-parse', '--short=7', 'HEAD'),
    date: new Date().toISOString().slice(0, 10),
    cores: availableParallelism(),
    node
  }
  const load: Record<string, Load> = {}
  let current: string | undefined
  const end = () => {
    if (current !== undefined) load[current] = { start: load[current]?.start ?? 0, end: loadNow() }
  }
  return {
    started: section => {
      end()
      current = section
      load[section] = { start: loadNow(), end: loadNow() }
    },
    write: rows => {
      end()
      const previous: BenchFigures = existsSync(FIGURES_FILE)
        ? (JSON.parse(readFileSync(FIGURES_FILE, 'utf8')) as BenchFigures)
        : { sections: {} }
      writeFileSync(FIGURES_FILE, `${JSON.stringify(merged(previous, rows, at, load), null, 2)}\n`)
      return path.relative(ROOT, FIGURES_FILE)
    }
  }
}
