/**
 * The fleet's plan (pure): many docs sites (projects), one docs-health report each, inside the one analytics allowance
 * the service gives the whole organisation (100 requests an hour, shared by every project and every analytics
 * endpoint). Of the allowance, `reserve` is kept for everything else the organisation runs and for a wave's requests
 * that end late in its hour; the rest, U, is what one hour's reports may spend together. Every project gets the same
 * budget b (the report's `report-budget`), at least what one report needs and at most what it can use; the projects
 * go in waves of at most floor(U / b), one wave an hour (the UTC hour picks it), so a whole wave at once stays within
 * U. docs/fleet.md has the arithmetic with examples.
 */
import { InputError } from '../action/errors.js'
import { FleetInputs, ReportInputs } from '../action/names.js'
import { code } from '../text/markdown.js'
import { plural } from '../text/plural.js'
import { sectionNeeds } from '../report/needs.js'
import type { SectionName } from '../report/section-names.js'
import type { FleetProject } from './settings.js'

/** The most `report-budget` takes (the report's own range, report/settings.ts MAX_BUDGET). */
export const REPORT_BUDGET_MAX = 100
/** Waves run one an hour on one day, so every project reports the same week (the report's default range). */
export const MAX_WAVES = 24
/** GitHub runs at most 256 jobs from one matrix. */
export const MATRIX_MAX_JOBS = 256
/**
 * The most reports run at once: GitHub Free runs 20 jobs at once per account (queued beyond), and every report writes
 * the data branch's roll-up, where writers that race retry. A wave's requests stay within U whatever runs at once.
 */
export const PARALLEL_CAP = 20

export interface FleetPlanInput {
  projects: readonly FleetProject[]
  /** Analytics requests an hour for the whole organisation. */
  allowance: number
  reserve: number
  /** What every project's report runs: they set the least and the most one report uses. */
  sections: readonly SectionName[]
  compare: boolean
  maxPages: number
  /** The UTC hour of this run, 0 to 23. */
  hour: number
  /** The UTC hour its schedule meant, when it was scheduled: another than `hour` means GitHub started it late. */
  scheduledHour?: number
}

/** One job of the matrix: the report action's inputs for one project. */
export interface MatrixEntry {
  'project-id': string
  'report-budget': number
  /** The project's folder on the data branch (the report action names it after the project id). */
  folder: string
  'issue-number'?: number
}

export interface FleetPlan {
  allowance: number
  reserve: number
  /** U: what one hour's reports may spend together. */
  usable: number
  /** Requests one report needs at least, and the most it can use (its sections' needs, capped by report-budget's range). */
  need: { min: number; max: number }
  /** b: every project's report-budget. */
  budget: number
  /** Each wave's projects, in the order listed: the first runs in UTC hour 0, the next in hour 1, … */
  waves: FleetProject[][]
  /** Projects in the largest wave. */
  perWave: number
  /** At most the largest wave, and PARALLEL_CAP. */
  maxParallel: number
  hour: number
  /**
   * The wave this hour starts, from 1 (hour 0 starts wave 1); undefined when the fleet's waves ended earlier in the
   * day, or when the run is late.
   */
  wave: number | undefined
  /**
   * A run GitHub started after the hour its schedule meant starts no wave, so no hour spends the allowance twice (the
   * next hour's run starts that hour's wave): the hour it was meant for, and the wave that then did not run.
   */
  late?: { scheduledHour: number; missed: number | undefined }
  /** This hour's jobs, for `strategy.matrix` (an empty `include` when no wave runs). */
  matrix: { include: MatrixEntry[] }
}

/** Plans the fleet; a fleet that cannot fit the allowance in a day is a bad input, said with what would fit. */
export function fleetPlan(input: FleetPlanInput): FleetPlan {
  const { projects, allowance, reserve, hour } = input
  if (projects.length === 0) throw new InputError(FleetInputs.Projects, 'lists no project.')
  if (input.sections.length === 0) throw new InputError(ReportInputs.Report, 'lists no section.')
  const needs = sectionNeeds({
    sections: input.sections,
    visitors: { compare: input.compare, maxPages: input.maxPages }
  })
  const min = needs.reduce((sum, [, need]) => sum + need.min, 0)
  const max = Math.min(
    needs.reduce((sum, [, need]) => sum + need.max, 0),
    REPORT_BUDGET_MAX
  )
  const usable = allowance - reserve
  const least = `the ${plural(min, 'request')} one report needs at least (${needs.map(([name, need]) => `${name} ${need.min}`).join(', ')})`
  if (allowance < min) throw new InputError(FleetInputs.RequestsPerHour, `${allowance} is less than ${least}.`)
  if (usable < min) {
    throw new InputError(
      FleetInputs.Reserve,
      `${reserve} leaves ${usable} of the ${allowance} requests an hour, less than ${least}: lower it, or list fewer sections in '${ReportInputs.Report}'.`
    )
  }
  // The fewest waves: U shared by every project, each at least its least and at most what it can use; as many
  // projects a wave as that budget fits in U (and GitHub in one matrix).
  const first = Math.max(min, Math.min(Math.floor(usable / projects.length), max))
  const fit = Math.min(Math.floor(usable / first), MATRIX_MAX_JOBS)
  const count = Math.ceil(projects.length / fit)
  if (count > MAX_WAVES) {
    throw new InputError(
      FleetInputs.Projects,
      `lists ${projects.length} projects, which need ${count} waves of at most ${fit} (${least}; ${usable} requests an hour after the reserve): more than the ${MAX_WAVES} hours of a day. Split them into ${Math.ceil(count / MAX_WAVES)} fleets that run on different days, list fewer sections in '${ReportInputs.Report}', or lower '${FleetInputs.Reserve}'.`
    )
  }
  // Those waves made even (their sizes differ by one at most, the larger first); then every project gets its share of
  // U in the largest wave.
  const perWave = Math.ceil(projects.length / count)
  const budget = Math.min(max, Math.floor(usable / perWave))
  const larger = projects.length - (perWave - 1) * count
  const start = (w: number): number => w * perWave - Math.max(0, w - larger)
  const waves = Array.from({ length: count }, (_, w) => projects.slice(start(w), start(w + 1)))
  // Wave w (from 1) runs in UTC hour w - 1; a late run starts none.
  const { scheduledHour } = input
  const late = scheduledHour !== undefined && scheduledHour !== hour
  const wave = !late && hour < count ? hour + 1 : undefined
  const include = waves
    .filter((_, w) => w + 1 === wave)
    .flat()
    .map(p => entry(p, budget))
  return {
    allowance,
    reserve,
    usable,
    need: { min, max },
    budget,
    waves,
    perWave,
    maxParallel: Math.min(perWave, PARALLEL_CAP),
    hour,
    wave,
    ...(late ? { late: { scheduledHour, missed: scheduledHour < count ? scheduledHour + 1 : undefined } } : {}),
    matrix: { include }
  }
}

function entry(project: FleetProject, budget: number): MatrixEntry {
  const job: MatrixEntry = { 'project-id': project.projectId, 'report-budget': budget, folder: project.projectId }
  if (project.issueNumber !== undefined) job['issue-number'] = project.issueNumber
  return job
}

/** `02:00`: the start of a UTC hour. */
const clock = (hour: number): string => `${String(hour).padStart(2, '0')}:00`

/** The plan in one line for the log. */
export function describeFleet(plan: FleetPlan): string {
  const count = plan.waves.length
  const now = plan.late
    ? `this run, meant for UTC hour ${plan.late.scheduledHour}, started in hour ${plan.hour} and starts no wave`
    : plan.wave === undefined
      ? `UTC hour ${plan.hour} starts no wave (${wavesStart(count)})`
      : `UTC hour ${plan.hour} starts wave ${plan.wave} of ${count}: ${plural(plan.matrix.include.length, 'project')}`
  return `Fleet of ${plural(projectCount(plan), 'project')}: ${plural(count, 'wave')} of at most ${plan.perWave}, one an hour from 00:00 UTC, each report up to ${plural(plan.budget, 'request')} (${plan.perWave} × ${plan.budget} = ${plan.perWave * plan.budget} of the ${plan.usable} the organisation's ${plan.allowance} an hour leaves after a reserve of ${plan.reserve}); ${now}.`
}

/** The plan as markdown for the job summary: the arithmetic, every wave, and this hour's projects. */
export function planSummary(plan: FleetPlan): string {
  const count = plan.waves.length
  const head =
    plan.wave === undefined
      ? `## Docs-health fleet: no wave at ${clock(plan.hour)} UTC`
      : `## Docs-health fleet: wave ${plan.wave} of ${count}, ${clock(plan.hour)} UTC`
  const arithmetic = [
    '| The analytics allowance | Requests an hour |',
    '|---|---|',
    `| The organisation's, every project and endpoint (\`${FleetInputs.RequestsPerHour}\`) | ${plan.allowance} |`,
    `| Kept for everything else and for late requests (\`${FleetInputs.Reserve}\`) | ${plan.reserve} |`,
    `| For one wave of reports | ${plan.usable} |`,
    `| One report needs at least / can use at most | ${plan.need.min} / ${plan.need.max} |`,
    `| Each project's \`report-budget\` | ${plan.budget} |`,
    `| A full wave: ${plan.perWave} × ${plan.budget}, at most ${plan.maxParallel} at once | ${plan.perWave * plan.budget} |`
  ]
  const waves = [
    '| Wave | Starts | Projects | Requests at most |',
    '|---|---|---|---|',
    ...plan.waves.map((projects, i) => {
      const name = i + 1 === plan.wave ? `**${i + 1}** (this run)` : String(i + 1)
      return `| ${name} | ${clock(i)} UTC | ${projects.length} | ${projects.length * plan.budget} |`
    })
  ]
  const jobs = plan.late
    ? [lateLine(plan.late, plan.hour)]
    : plan.wave === undefined
      ? [`Nothing to run this hour: ${wavesStart(count)}.`]
      : [
          `This run's ${plural(plan.matrix.include.length, 'report')}, each in its project's folder of the data branch:`,
          '',
          '| Project (folder) | report-budget | Issue |',
          '|---|---|---|',
          ...plan.matrix.include.map(
            job =>
              `| ${code(job.folder)} | ${job['report-budget']} | ${job['issue-number'] === undefined ? '' : `#${job['issue-number']}`} |`
          )
        ]
  return [head, '', ...arithmetic, '', ...waves, '', ...jobs, ''].join('\n')
}

/** When the waves start: `its 5 waves start at 00:00 to 04:00 UTC`. */
export const wavesStart = (count: number): string =>
  count === 1
    ? `its wave starts at ${clock(0)} UTC`
    : `its ${count} waves start at ${clock(0)} to ${clock(count - 1)} UTC`

/** What a late run did not do, and how to make up for it. */
export function lateLine(late: NonNullable<FleetPlan['late']>, hour: number): string {
  const missed =
    late.missed === undefined
      ? 'No wave was due then.'
      : `Wave ${late.missed} did not run: start it by hand with \`${FleetInputs.Hour}: ${late.scheduledHour}\` in an hour no wave runs in.`
  return `GitHub started this run in UTC hour ${hour}, but its schedule meant hour ${late.scheduledHour}: it starts no wave, so hour ${hour} does not spend the allowance twice. ${missed}`
}

const projectCount = (plan: FleetPlan): number => plan.waves.reduce((sum, projects) => sum + projects.length, 0)
