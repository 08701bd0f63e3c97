// The fleet's plan through the bundle (fleet/action.yml → dist/fleet/index.js), as a workflow's plan job runs it:
// this hour's wave as the matrix, the budget and max-parallel from the organisation's allowance, the plan in the job
// summary; an hour without a wave, a run GitHub started late, and a bad input. It sends no request to GitHub.
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { runAction, type ActionRun } from '../../script/local-runner.js'

const id = (i: number): string => i.toString(16).padStart(24, '0')
const projects = (count: number): string[] => Array.from({ length: count }, (_, i) => id(i + 1))
let gh: FakeGitHub
beforeAll(async () => (gh = await startFakeGitHub()))
afterAll(() => gh.close())

const fleet = (inputs: Record<string, string>, clock?: string): Promise<ActionRun> =>
  runAction(inputs, { action: 'fleet', clock, env: { GITHUB_EVENT_NAME: 'schedule', GITHUB_API_URL: gh.url } })
const matrixOf = (run: ActionRun) =>
  JSON.parse(run.outputs.matrix ?? '') as { include: Record<string, string | number>[] }
const lines = (run: ActionRun, command: string) =>
  run.stdout.split('\n').filter(line => line.startsWith(`::${command}`))

describe('the fleet action plans the hour’s wave', () => {
  it('60 projects at 02:00 UTC: the third of five waves, 12 reports of 6 requests, 12 at once', async () => {
    const before = gh.requests.length
    const run = await fleet({ projects: projects(60).join('\n'), hour: '2' })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ 'max-parallel': '12', budget: '6', waves: '5', wave: '3' })
    const { include } = matrixOf(run)
    expect(include).toHaveLength(12)
    expect(include[0]).toStrictEqual({ 'project-id': id(25), 'report-budget': 6, folder: id(25) })
    expect(include.map(job => job['project-id'])).toStrictEqual(projects(36).slice(24))
    expect(run.stdout).toContain(
      "Fleet of 60 projects: 5 waves of at most 12, one an hour from 00:00 UTC, each report up to 6 requests (12 × 6 = 72 of the 80 the organisation's 100 an hour leaves after a reserve of 20); UTC hour 2 starts wave 3 of 5: 12 projects."
    )
    expect(run.summary).toContain('## Docs-health fleet: wave 3 of 5, 02:00 UTC')
    expect(run.summary).toContain('| **3** (this run) | 02:00 UTC | 12 | 72 |')
    expect(run.summary).toContain(`| \`${id(36)}\` | 6 |  |`)
    expect(lines(run, 'error')).toStrictEqual([])
    expect(lines(run, 'warning')).toStrictEqual([])
    expect(lines(run, 'notice')).toStrictEqual([])
    // The settings as parsed, once, at debug level (a re-run with debug logging shows what the plan read).
    const debug = lines(run, 'debug')
    expect(debug).toHaveLength(1)
    expect(debug[0]).toMatch(/^::debug::Settings: \{"projects":\[\{"projectId":"0{23}1"/)
    expect(debug[0]).toContain('"hour":2')
    expect(gh.requests.length).toBe(before)
  })

  it('1 and 10 projects: one wave; one report may use what its sections can, ten share the 80', async () => {
    const one = await fleet({ projects: id(1), hour: '0' })
    expect(one.outputs).toMatchObject({ 'max-parallel': '1', budget: '58', waves: '1', wave: '1' })
    const ten = await fleet({ projects: projects(10).join(','), hour: '0' })
    expect(ten.outputs).toMatchObject({ 'max-parallel': '10', budget: '8', waves: '1', wave: '1' })
    expect(matrixOf(ten).include).toHaveLength(10)
  })

  it('a JSON list with issues, fewer sections and another allowance: the matrix carries each issue', async () => {
    const list = [{ 'project-id': id(1), 'issue-number': 12 }, `${id(2)}:7`, id(3)]
    const run = await fleet({
      projects: JSON.stringify(list),
      report: 'searches, feedback',
      'requests-per-hour': '50',
      reserve: '10',
      hour: '0'
    })
    expect(run.code).toBe(0)
    expect(matrixOf(run).include).toStrictEqual([
      { 'project-id': id(1), 'report-budget': 4, folder: id(1), 'issue-number': 12 },
      { 'project-id': id(2), 'report-budget': 4, folder: id(2), 'issue-number': 7 },
      { 'project-id': id(3), 'report-budget': 4, folder: id(3) }
    ])
    expect(run.summary).toContain(`| \`${id(1)}\` | 4 | #12 |`)
    expect(run.summary).toContain('| One report needs at least / can use at most | 2 / 4 |')
  })

  it('an hour after the last wave: an empty matrix, no wave, and a notice', async () => {
    const run = await fleet({ projects: projects(60).join('\n'), hour: '9' })
    expect(run.code).toBe(0)
    expect(matrixOf(run)).toStrictEqual({ include: [] })
    expect(run.outputs).toMatchObject({ wave: '', waves: '5', budget: '6', 'max-parallel': '12' })
    expect(lines(run, 'notice')).toStrictEqual([
      '::notice title=Docs-health fleet::No wave starts at UTC hour 9: its 5 waves start at 00:00 to 04:00 UTC. The matrix is empty, and no report runs.'
    ])
    expect(run.summary).toContain('Nothing to run this hour: its 5 waves start at 00:00 to 04:00 UTC.')
  })

  // The hour is the subject: each run starts at an instant the test sets (script/test-clock.mjs), the machine's hour
  // never matters. 312 projects fill the day's 24 waves of 13 (312 = 24 × 13), so every hour has one.
  it.each([
    ['2026-11-30T00:30:00Z', 1],
    ['2026-11-30T11:59:00Z', 12],
    ['2026-11-30T12:00:00Z', 13],
    ['2026-11-30T13:30:00Z', 14],
    ['2026-11-29T23:59:00Z', 24]
  ])('without hour, the hour the run starts picks the wave: at %s, wave %i of 13 projects', async (clock, wave) => {
    const run = await fleet({ projects: projects(312).join('\n') }, clock)
    expect(run.outputs).toMatchObject({ waves: '24', wave: String(wave) })
    expect(matrixOf(run).include.map(job => job['project-id'])).toStrictEqual(
      projects(wave * 13).slice((wave - 1) * 13)
    )
  })

  it.each([
    [1, 'Wave 2 did not run: start it by hand with `hour: 1`'],
    [4, 'Wave 5 did not run: start it by hand with `hour: 4`'],
    [5, 'No wave was due then.'],
    [14, 'No wave was due then.']
  ])(
    'a run GitHub started at 13:30 when its schedule meant hour %i starts no wave, and says which wave to run by hand',
    async (meant, advice) => {
      const run = await fleet(
        { projects: projects(60).join('\n'), schedule: `7 ${meant} * * 1` },
        '2026-11-30T13:30:00Z'
      )
      expect(run.code).toBe(0)
      expect(matrixOf(run)).toStrictEqual({ include: [] })
      expect(run.outputs.wave).toBe('')
      const warnings = lines(run, 'warning')
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toContain(
        `::warning title=Docs-health fleet started late::GitHub started this run in UTC hour 13, but its schedule meant hour ${meant}: it starts no wave`
      )
      expect(warnings[0]).toContain(advice)
    }
  )

  it('a schedule every hour at minute 7, started at 13:05, was meant for 12:07 and starts no wave', async () => {
    const run = await fleet({ projects: projects(312).join('\n'), schedule: '7 * * * *' }, '2026-11-30T13:05:00Z')
    expect(run.outputs.wave).toBe('')
    expect(lines(run, 'warning')[0]).toContain('GitHub started this run in UTC hour 13, but its schedule meant hour 12')
    const onTime = await fleet({ projects: projects(312).join('\n'), schedule: '7 * * * *' }, '2026-11-30T13:08:00Z')
    expect(onTime.outputs.wave).toBe('14')
    expect(lines(onTime, 'warning')).toStrictEqual([])
  })
})

describe('bad input: one clear error naming the input, and no plan', () => {
  it.each([
    ['a project twice', { projects: `${id(1)}\n${id(2)}\n${id(1)}` }, 'projects'],
    ['a docs subdomain for an id', { projects: 'acme.mintlify.app' }, 'projects'],
    ['more projects than a day holds', { projects: projects(313).join('\n') }, 'projects'],
    ['a reserve that leaves too little', { projects: id(1), reserve: '98' }, 'reserve'],
    ['an allowance below one report', { projects: id(1), 'requests-per-hour': '3', reserve: '0' }, 'requests-per-hour'],
    ['an hour past the day', { projects: id(1), hour: '24' }, 'hour'],
    ['an unknown section', { projects: id(1), report: 'pages' }, 'report']
  ])('%s', async (_what, inputs, name) => {
    const run = await fleet(inputs)
    expect(run.code).toBe(1)
    const errors = lines(run, 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(new RegExp(`^::error::Input '${name}': `))
    expect(run.outputs).toStrictEqual({})
    expect(run.summary).toBe('')
  })
})
