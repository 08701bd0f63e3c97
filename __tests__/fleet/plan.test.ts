// The fleet's plan (src/fleet/plan.ts): many projects' reports within the organisation's one analytics
// allowance — the budget each, the waves an hour apart, how many at once — and its refusals, its log line and summary.
import fc from 'fast-check'
import { InputError } from '../../src/action/errors.js'
import {
  describeFleet,
  fleetPlan,
  lateLine,
  MATRIX_MAX_JOBS,
  MAX_WAVES,
  PARALLEL_CAP,
  planSummary,
  REPORT_BUDGET_MAX,
  type FleetPlanInput
} from '../../src/fleet/plan.js'
import type { FleetProject } from '../../src/fleet/settings.js'
import { SECTION_NAMES, type SectionName } from '../../src/report/section-names.js'
import { MAX_BUDGET } from '../../src/report/settings.js'

const id = (i: number): string => i.toString(16).padStart(24, '0')
const fleet = (count: number, issue?: (i: number) => number | undefined): FleetProject[] =>
  Array.from({ length: count }, (_, i) => {
    const issueNumber = issue?.(i)
    return issueNumber === undefined ? { projectId: id(i + 1) } : { projectId: id(i + 1), issueNumber }
  })
/** The action's defaults: the organisation's 100 an hour, 20 kept, every section, the previous period, 20 pages. */
const DEFAULTS = { allowance: 100, reserve: 20, sections: [...SECTION_NAMES], compare: true, maxPages: 20, hour: 0 }
const plan = (count: number, more: Partial<FleetPlanInput> = {}) =>
  fleetPlan({ ...DEFAULTS, projects: fleet(count), ...more })
const refusal = (fn: () => unknown): InputError => {
  try {
    fn()
  } catch (error) {
    if (error instanceof InputError) return error
    throw error
  }
  throw new Error('no refusal')
}

describe('the budgets for 1, 10 and 60 projects (the action’s defaults)', () => {
  it.each([
    // projects, budget, waves, projects a wave, max-parallel
    [1, 58, 1, 1, 1],
    [10, 8, 1, 10, 10],
    [60, 6, 5, 12, 12]
  ])('%i projects: report-budget %i, %i waves of at most %i, max-parallel %i', (count, budget, waves, perWave, at) => {
    const p = plan(count)
    expect({ budget: p.budget, waves: p.waves.length, perWave: p.perWave, maxParallel: p.maxParallel }).toStrictEqual({
      budget,
      waves,
      perWave,
      maxParallel: at
    })
    expect(p.usable).toBe(80)
    expect(p.need).toStrictEqual({ min: 6, max: 58 })
    for (const wave of p.waves) expect(wave.length * p.budget).toBeLessThanOrEqual(p.usable)
    expect(p.usable).toBeLessThanOrEqual(p.allowance)
    expect(p.waves.flat()).toStrictEqual(fleet(count))
  })

  it('one project may use all its sections can (58 of 80); ten share 80; sixty go in five waves of twelve at the least', () => {
    expect(plan(1).budget * 1).toBe(58)
    expect(plan(10).budget * 10).toBe(80)
    expect(plan(60).waves.map(w => w.length)).toStrictEqual([12, 12, 12, 12, 12])
    expect(plan(60).budget * 12).toBe(72)
  })
})

describe('the waves', () => {
  it('are the fewest the allowance allows, made even, the larger first, in the order listed', () => {
    const p = plan(100)
    expect(p.waves.map(w => w.length)).toStrictEqual([13, 13, 13, 13, 12, 12, 12, 12])
    expect(p.waves[4]?.[0]).toStrictEqual({ projectId: id(53) })
    expect(p.budget).toBe(6)
    expect(plan(27).waves.map(w => w.length)).toStrictEqual([9, 9, 9])
    // Evened out, each of 27 gets 80 / 9 = 8, more than the 6 the fewest waves needed.
    expect(plan(27).budget).toBe(8)
  })

  it('the hour picks the wave: hour 0 the first, hour 4 the fifth of five; later hours none', () => {
    const at = (hour: number) => plan(60, { hour })
    expect(at(0)).toMatchObject({ hour: 0, wave: 1 })
    expect(at(0).matrix.include.map(job => job['project-id'])).toStrictEqual(fleet(12).map(p => p.projectId))
    expect(at(4).wave).toBe(5)
    expect(at(4).matrix.include[11]?.['project-id']).toBe(id(60))
    for (const hour of [5, 12, 23]) {
      expect(at(hour).wave).toBeUndefined()
      expect(at(hour).matrix).toStrictEqual({ include: [] })
    }
  })

  it('a matrix job is the report action’s inputs: the project, its budget, its folder, and its issue when given', () => {
    const p = fleetPlan({ ...DEFAULTS, projects: fleet(3, i => (i === 1 ? 42 : undefined)) })
    expect(p.matrix.include).toStrictEqual([
      { 'project-id': id(1), 'report-budget': 26, folder: id(1) },
      { 'project-id': id(2), 'report-budget': 26, folder: id(2), 'issue-number': 42 },
      { 'project-id': id(3), 'report-budget': 26, folder: id(3) }
    ])
  })

  it('at most 20 reports at once, though a wave of cheap reports is larger', () => {
    const p = plan(60, { sections: ['searches'] })
    expect(p).toMatchObject({ need: { min: 1, max: 2 }, budget: 1, perWave: 60, maxParallel: PARALLEL_CAP })
    expect(p.waves).toHaveLength(1)
    expect(plan(40, { sections: ['searches'] })).toMatchObject({ budget: 2, perWave: 40, maxParallel: 20 })
  })

  it('a large allowance still fits one matrix: at most 256 jobs a wave', () => {
    const p = plan(300, { sections: ['searches'], allowance: 2000, reserve: 0 })
    expect(p.waves.map(w => w.length)).toStrictEqual([150, 150])
    expect(p.perWave).toBeLessThanOrEqual(MATRIX_MAX_JOBS)
    expect(p.budget).toBe(2)
  })

  it('the budget is what the sections can use, and never more than report-budget takes', () => {
    expect(REPORT_BUDGET_MAX).toBe(MAX_BUDGET)
    expect(plan(1, { maxPages: 400, allowance: 1000 })).toMatchObject({ need: { min: 6, max: 100 }, budget: 100 })
    expect(plan(1, { compare: false, maxPages: 1 })).toMatchObject({ need: { min: 5, max: 19 }, budget: 19 })
    expect(plan(1, { sections: ['visitors'], compare: false })).toMatchObject({ need: { min: 1, max: 20 } })
  })
})

describe('a run GitHub started late', () => {
  it('starts no wave, so the hour it runs in does not spend the allowance twice, and names the wave it missed', () => {
    const p = plan(60, { hour: 3, scheduledHour: 2 })
    expect(p).toMatchObject({ wave: undefined, late: { scheduledHour: 2, missed: 3 }, matrix: { include: [] } })
    expect(lateLine({ scheduledHour: 2, missed: 3 }, 3)).toBe(
      'GitHub started this run in UTC hour 3, but its schedule meant hour 2: it starts no wave, so hour 3 does not spend the allowance twice. Wave 3 did not run: start it by hand with `hour: 2` in an hour no wave runs in.'
    )
  })

  it('a late run after the last wave missed none; a run in its own hour is on time', () => {
    expect(plan(60, { hour: 8, scheduledHour: 7 }).late).toStrictEqual({ scheduledHour: 7, missed: undefined })
    expect(lateLine({ scheduledHour: 7, missed: undefined }, 8)).toMatch(/twice\. No wave was due then\.$/)
    expect(plan(60, { hour: 4, scheduledHour: 4 })).toMatchObject({ wave: 5 })
    expect(plan(60, { hour: 4, scheduledHour: 4 }).late).toBeUndefined()
    expect(plan(60, { hour: 1, scheduledHour: 4 }).late).toStrictEqual({ scheduledHour: 4, missed: 5 })
    expect(plan(60, { hour: 4, scheduledHour: 5 }).late).toStrictEqual({ scheduledHour: 5, missed: undefined })
  })
})

describe('refusals: one clear error naming the input, and what would fit', () => {
  it('an allowance below what one report needs names requests-per-hour', () => {
    const error = refusal(() => plan(1, { allowance: 5, reserve: 0 }))
    expect(error.input).toBe('requests-per-hour')
    expect(error.message).toBe(
      "Input 'requests-per-hour': 5 is less than the 6 requests one report needs at least (visitors 2, views 1, searches 1, feedback 1, assistant 1)."
    )
    expect(plan(1, { allowance: 6, reserve: 0 }).budget).toBe(6)
  })

  it('a reserve that leaves less than one report needs names reserve', () => {
    const error = refusal(() => plan(1, { reserve: 95 }))
    expect(error.message).toBe(
      "Input 'reserve': 95 leaves 5 of the 100 requests an hour, less than the 6 requests one report needs at least (visitors 2, views 1, searches 1, feedback 1, assistant 1): lower it, or list fewer sections in 'report'."
    )
    expect(refusal(() => plan(1, { reserve: 120 })).message).toMatch(/^Input 'reserve': 120 leaves -20 of the 100/)
    expect(plan(1, { reserve: 94 }).budget).toBe(6)
    expect(refusal(() => plan(1, { sections: ['searches'], reserve: 100 })).message).toMatch(
      /less than the 1 request one report needs at least \(searches 1\)/
    )
  })

  it('more projects than 24 waves hold names projects, with how many fleets would do', () => {
    // 13 reports of 6 fit in 80: 24 waves hold 312 projects.
    expect(plan(312).waves).toHaveLength(MAX_WAVES)
    const error = refusal(() => plan(313))
    expect(error.input).toBe('projects')
    expect(error.message).toBe(
      "Input 'projects': lists 313 projects, which need 25 waves of at most 13 (the 6 requests one report needs at least (visitors 2, views 1, searches 1, feedback 1, assistant 1); 80 requests an hour after the reserve): more than the 24 hours of a day. Split them into 2 fleets that run on different days, list fewer sections in 'report', or lower 'reserve'."
    )
    expect(refusal(() => plan(1000)).message).toMatch(/need 77 waves .* Split them into 4 fleets/)
  })

  it('no project names projects; no section, report', () => {
    expect(refusal(() => plan(0)).message).toBe("Input 'projects': lists no project.")
    expect(refusal(() => plan(3, { sections: [] })).message).toBe("Input 'report': lists no section.")
  })
})

describe('every plan keeps every hour within the allowance (property)', () => {
  const sections = fc
    .subarray([...SECTION_NAMES], { minLength: 1 })
    .map(list => SECTION_NAMES.filter(name => list.includes(name)) as SectionName[])

  it('for 1 to 200 projects and any allowance, reserve, sections and hour: a plan that fits, or a clear refusal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 0, max: 120 }),
        sections,
        fc.boolean(),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 0, max: 23 }),
        (count, allowance, reserve, chosen, compare, maxPages, hour) => {
          const input = { projects: fleet(count), allowance, reserve, sections: chosen, compare, maxPages, hour }
          const usable = allowance - reserve
          const min = chosen.length + (chosen.includes('visitors') && compare ? 1 : 0)
          const fewest = Math.ceil(count / Math.min(Math.floor(usable / min), MATRIX_MAX_JOBS))
          if (usable < min || fewest > MAX_WAVES) {
            const error = refusal(() => fleetPlan(input))
            expect(error.input).toBe(allowance < min ? 'requests-per-hour' : usable < min ? 'reserve' : 'projects')
            return
          }
          const p = fleetPlan(input)
          expect(p.usable).toBe(usable)
          expect(p.usable).toBeLessThanOrEqual(allowance)
          expect(p.need.min).toBe(min)
          // Each wave at once spends at most U; so does the most that run at once.
          for (const wave of p.waves) {
            expect(wave.length).toBeGreaterThan(0)
            expect(wave.length * p.budget).toBeLessThanOrEqual(usable)
          }
          expect(p.maxParallel * p.budget).toBeLessThanOrEqual(usable)
          expect(p.maxParallel).toBeLessThanOrEqual(Math.min(p.perWave, PARALLEL_CAP))
          expect(p.maxParallel).toBeGreaterThanOrEqual(1)
          // Every project in exactly one wave, in the order listed; the waves even.
          expect(p.waves.flat()).toStrictEqual(input.projects)
          const sizes = p.waves.map(w => w.length)
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1)
          expect(Math.max(...sizes)).toBe(p.perWave)
          expect(p.perWave).toBeLessThanOrEqual(MATRIX_MAX_JOBS)
          // The fewest waves, within a day; each report at least its least, at most what it can use.
          expect(p.waves).toHaveLength(fewest)
          expect(p.waves.length).toBeLessThanOrEqual(MAX_WAVES)
          expect(p.budget).toBeGreaterThanOrEqual(p.need.min)
          expect(p.budget).toBeLessThanOrEqual(Math.min(p.need.max, REPORT_BUDGET_MAX))
          // No request left unplanned that a report could use: one more each would overrun U.
          if (p.budget < p.need.max) expect((p.budget + 1) * p.perWave).toBeGreaterThan(usable)
          // This hour's matrix is its wave, or nothing.
          const wave = p.waves[hour]
          expect(p.wave).toBe(wave === undefined ? undefined : hour + 1)
          expect(p.matrix.include.map(job => job['project-id'])).toStrictEqual((wave ?? []).map(q => q.projectId))
          for (const job of p.matrix.include) expect(job['report-budget']).toBe(p.budget)
        }
      ),
      { numRuns: 500 }
    )
  })

  it('over a whole day, no hour spends more than U, and every project reports once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 40 }), (count, reserve) => {
        const hours = Array.from({ length: 24 }, (_, hour) => plan(count, { reserve, hour }))
        const reported = hours.flatMap(p => p.matrix.include.map(job => job['project-id']))
        expect(reported).toStrictEqual(fleet(count).map(p => p.projectId))
        for (const p of hours) {
          const spent = p.matrix.include.reduce((sum, job) => sum + job['report-budget'], 0)
          expect(spent).toBeLessThanOrEqual(100 - reserve)
        }
      }),
      { numRuns: 60 }
    )
  })
})

describe('what the run shows', () => {
  it('one line for the log: the arithmetic and this hour', () => {
    expect(describeFleet(plan(60, { hour: 2 }))).toBe(
      "Fleet of 60 projects: 5 waves of at most 12, one an hour from 00:00 UTC, each report up to 6 requests (12 × 6 = 72 of the 80 the organisation's 100 an hour leaves after a reserve of 20); UTC hour 2 starts wave 3 of 5: 12 projects."
    )
    expect(describeFleet(plan(1, { hour: 7 }))).toBe(
      "Fleet of 1 project: 1 wave of at most 1, one an hour from 00:00 UTC, each report up to 58 requests (1 × 58 = 58 of the 80 the organisation's 100 an hour leaves after a reserve of 20); UTC hour 7 starts no wave (its wave starts at 00:00 UTC)."
    )
    expect(describeFleet(plan(10, { hour: 1, scheduledHour: 0 }))).toMatch(
      /; this run, meant for UTC hour 0, started in hour 1 and starts no wave\.$/
    )
  })

  it('the job summary: the allowance, the budget, every wave (this one in bold), and this run’s projects', () => {
    const projects = fleet(60, i => (i === 24 ? 7 : undefined))
    const summary = planSummary(fleetPlan({ ...DEFAULTS, projects, hour: 2 }))
    expect(summary).toContain('## Docs-health fleet: wave 3 of 5, 02:00 UTC\n')
    for (const row of [
      "| The organisation's, every project and endpoint (`requests-per-hour`) | 100 |",
      '| Kept for everything else and for late requests (`reserve`) | 20 |',
      '| For one wave of reports | 80 |',
      '| One report needs at least / can use at most | 6 / 58 |',
      "| Each project's `report-budget` | 6 |",
      '| A full wave: 12 × 6, at most 12 at once | 72 |',
      '| 1 | 00:00 UTC | 12 | 72 |',
      '| **3** (this run) | 02:00 UTC | 12 | 72 |',
      '| 5 | 04:00 UTC | 12 | 72 |',
      "This run's 12 reports, each in its project's folder of the data branch:",
      `| \`${id(25)}\` | 6 | #7 |`,
      `| \`${id(26)}\` | 6 |  |`
    ])
      expect(summary.split('\n')).toContain(row)
    expect(summary).not.toContain(id(24))
    expect(summary).not.toContain(id(37))
  })

  it('the job summary of a small fleet, whole', () => {
    const projects = fleet(2, i => (i === 0 ? 12 : undefined))
    expect(planSummary(fleetPlan({ ...DEFAULTS, projects }))).toBe(
      [
        '## Docs-health fleet: wave 1 of 1, 00:00 UTC',
        '',
        '| The analytics allowance | Requests an hour |',
        '|---|---|',
        "| The organisation's, every project and endpoint (`requests-per-hour`) | 100 |",
        '| Kept for everything else and for late requests (`reserve`) | 20 |',
        '| For one wave of reports | 80 |',
        '| One report needs at least / can use at most | 6 / 58 |',
        "| Each project's `report-budget` | 40 |",
        '| A full wave: 2 × 40, at most 2 at once | 80 |',
        '',
        '| Wave | Starts | Projects | Requests at most |',
        '|---|---|---|---|',
        '| **1** (this run) | 00:00 UTC | 2 | 80 |',
        '',
        "This run's 2 reports, each in its project's folder of the data branch:",
        '',
        '| Project (folder) | report-budget | Issue |',
        '|---|---|---|',
        `| \`${id(1)}\` | 40 | #12 |`,
        `| \`${id(2)}\` | 40 |  |`,
        ''
      ].join('\n')
    )
  })

  it('the summary of an hour without a wave, and of a late run', () => {
    const none = planSummary(plan(60, { hour: 9 }))
    expect(none).toContain('## Docs-health fleet: no wave at 09:00 UTC\n')
    expect(none).toContain('Nothing to run this hour: its 5 waves start at 00:00 to 04:00 UTC.')
    expect(none).not.toContain('(this run)')
    expect(planSummary(plan(3, { hour: 9 }))).toContain('Nothing to run this hour: its wave starts at 00:00 UTC.')
    const late = planSummary(plan(60, { hour: 3, scheduledHour: 2 }))
    expect(late).toContain('## Docs-health fleet: no wave at 03:00 UTC\n')
    expect(late).toContain(lateLine({ scheduledHour: 2, missed: 3 }, 3))
    expect(late).not.toContain('Nothing to run')
  })
})
