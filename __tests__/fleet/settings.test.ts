// The fleet's inputs (src/fleet/settings.ts): the projects list in its forms, each id checked as a folder name
// must be, the allowance, the sections and the hour, and the schedule that tells a late run.
import { InputError, InputErrors } from '../../src/action/errors.js'
import { projectsInput, readFleetSettings, scheduleInput } from '../../src/fleet/settings.js'
import { SECTION_NAMES } from '../../src/report/section-names.js'
import { reader } from '../../__fixtures__/settings-readers.js'

const A = '0123456789abcdef01234567'
const B = '89abcdef0123456789abcdef'
const C = 'fedcba9876543210fedcba98'
const NOW = new Date('2026-11-23T03:25:00Z')
/** As the runner gives them: report's default is all (fleet/action.yml); the other defaults are the reader's own. */
const read = (inputs: Record<string, string>, now = NOW) =>
  readFleetSettings(reader({ projects: A, report: 'all', ...inputs }), now)
const messages = (fn: () => unknown): string[] => {
  try {
    fn()
  } catch (error) {
    if (error instanceof InputErrors) return error.errors.map(e => e.message)
    if (error instanceof InputError) return [error.message]
    throw error
  }
  return []
}

describe('projects', () => {
  it('one a line or comma separated, each optionally with its issue, a # starting a comment', () => {
    expect(projectsInput(`${A}:12   # API reference\n\n  ${B}, ${C}:7 \r\n# the end`)).toStrictEqual([
      { projectId: A, issueNumber: 12 },
      { projectId: B },
      { projectId: C, issueNumber: 7 }
    ])
    expect(projectsInput(`${A},${B},`)).toStrictEqual([{ projectId: A }, { projectId: B }])
    expect(projectsInput(`${A}:`)).toStrictEqual([{ projectId: A }])
    expect(projectsInput(`${A} : 12, ${B}: 3 #x`)).toStrictEqual([
      { projectId: A, issueNumber: 12 },
      { projectId: B, issueNumber: 3 }
    ])
  })

  it('a JSON array of ids, of id:issue strings, or of objects', () => {
    expect(
      projectsInput(
        JSON.stringify([
          ` ${A} `,
          `${B}:3`,
          { 'project-id': C, 'issue-number': 9 },
          { 'project-id': A.toUpperCase() }
        ]).replace(A.toUpperCase(), 'ffffffffffffffffffffffff')
      )
    ).toStrictEqual([
      { projectId: A },
      { projectId: B, issueNumber: 3 },
      { projectId: C, issueNumber: 9 },
      { projectId: 'ffffffffffffffffffffffff' }
    ])
    expect(projectsInput(JSON.stringify([{ 'project-id': A, 'issue-number': '15' }]))).toStrictEqual([
      { projectId: A, issueNumber: 15 }
    ])
    expect(projectsInput(JSON.stringify([{ 'project-id': A, 'issue-number': null }]))).toStrictEqual([{ projectId: A }])
  })

  it('a JSON list after white space, its ids and issues trimmed', () => {
    const list = [`  ${B}:3 `, { 'project-id': ` ${C}\n`, 'issue-number': ' 4 ' }]
    expect(projectsInput(`\n  ${JSON.stringify(list)}\n`)).toStrictEqual([
      { projectId: B, issueNumber: 3 },
      { projectId: C, issueNumber: 4 }
    ])
  })

  it.each([
    [
      '',
      "Input 'projects': lists no project: give the project ids (the dashboard's API keys page), one a line, each optionally id:issue-number."
    ],
    [
      '# none yet\n , ',
      "Input 'projects': lists no project: give the project ids (the dashboard's API keys page), one a line, each optionally id:issue-number."
    ],
    [
      '[]',
      "Input 'projects': lists no project: give the project ids (the dashboard's API keys page), one a line, each optionally id:issue-number."
    ],
    [
      `${A}\nacme-docs`,
      `Input 'projects': entry 2 "acme-docs" is not a 24-character hex project id as the dashboard's API keys page shows it (not the docs subdomain).`
    ],
    [
      `${A}0`,
      `Input 'projects': entry 1 "${A}0" is not a 24-character hex project id as the dashboard's API keys page shows it (not the docs subdomain).`
    ],
    [
      '../../etc',
      `Input 'projects': entry 1 "../../etc" is not a 24-character hex project id as the dashboard's API keys page shows it (not the docs subdomain).`
    ],
    [
      `${A}:twelve`,
      `Input 'projects': entry 1: the issue number after ${A} is not a whole number from 1; write id:issue-number, e.g. ${A}:12.`
    ],
    [
      `${B}\n${A}:0`,
      `Input 'projects': entry 2: the issue number after ${A} is not a whole number from 1; write id:issue-number, e.g. ${A}:12.`
    ],
    [
      `${A}:1:2`,
      `Input 'projects': entry 1: the issue number after ${A} is not a whole number from 1; write id:issue-number, e.g. ${A}:12.`
    ],
    [
      `${A}\n${B}\n${A.toUpperCase()}:4`,
      `Input 'projects': lists ${A.toUpperCase()} twice (entries 1 and 3): list each project once, its history is one folder.`
    ],
    ['[1', "Input 'projects': starts with [ but is not a JSON array; give a JSON array of ids, or the ids one a line."],
    ['[1]', `Input 'projects': entry 1 is neither an id nor an object with "project-id" and "issue-number".`],
    ['[[]]', `Input 'projects': entry 1 is neither an id nor an object with "project-id" and "issue-number".`],
    ['[null]', `Input 'projects': entry 1 is neither an id nor an object with "project-id" and "issue-number".`],
    [
      `[{"project-id": "${A}", "issue": 3}]`,
      `Input 'projects': entry 1 has "issue"; an entry has only "project-id" and "issue-number".`
    ],
    [
      `["${B}", {"id": "${A}"}]`,
      `Input 'projects': entry 2 has "id"; an entry has only "project-id" and "issue-number".`
    ],
    [
      `[{"project-id": "${A}", "issue": 3, "name": "API"}]`,
      `Input 'projects': entry 1 has "issue", "name"; an entry has only "project-id" and "issue-number".`
    ],
    [
      `[{"project-id": "${A}", "issue-number": [12]}]`,
      `Input 'projects': entry 1: the issue number after ${A} is not a whole number from 1; write id:issue-number, e.g. ${A}:12.`
    ],
    [
      `[" acme docs "]`,
      `Input 'projects': entry 1 "acme docs" is not a 24-character hex project id as the dashboard's API keys page shows it (not the docs subdomain).`
    ],
    [
      `[{"issue-number": 3}]`,
      `Input 'projects': entry 1 has no "project-id" string, a 24-character hex project id as the dashboard's API keys page shows it (not the docs subdomain).`
    ],
    [
      `[{"project-id": "${A}", "issue-number": 1.5}]`,
      `Input 'projects': entry 1: the issue number after ${A} is not a whole number from 1; write id:issue-number, e.g. ${A}:12.`
    ],
    [
      `[{"project-id": "${A}", "issue-number": true}]`,
      `Input 'projects': entry 1: the issue number after ${A} is not a whole number from 1; write id:issue-number, e.g. ${A}:12.`
    ],
    [
      `${A}:1234567890`,
      `Input 'projects': entry 1: the issue number after ${A} is not a whole number from 1; write id:issue-number, e.g. ${A}:12.`
    ]
  ])('refuses %j with one clear error', (text, error) => {
    expect(messages(() => projectsInput(text))).toStrictEqual([error])
  })

  it('takes the largest issue number the report takes, and no more', () => {
    expect(projectsInput(`${A}:999999999`)).toStrictEqual([{ projectId: A, issueNumber: 999_999_999 }])
    expect(projectsInput(`${A}:1`)).toStrictEqual([{ projectId: A, issueNumber: 1 }])
    expect(projectsInput('["a", "b"]'.replace('"a", "b"', `"${A}:0012"`))).toStrictEqual([
      { projectId: A, issueNumber: 12 }
    ])
  })
})

describe('the fleet inputs', () => {
  it('default to the service’s allowance, a reserve of 20, every section with the previous period, and this hour', () => {
    expect(read({})).toStrictEqual({
      projects: [{ projectId: A }],
      allowance: 100,
      reserve: 20,
      sections: [...SECTION_NAMES],
      compare: true,
      maxPages: 20,
      hour: 3
    })
  })

  it('read every input as given', () => {
    const s = read({
      'requests-per-hour': '250',
      reserve: '0',
      report: 'assistant, searches',
      compare: 'false',
      'max-pages': '400',
      hour: '23'
    })
    expect(s).toMatchObject({ allowance: 250, reserve: 0, sections: ['searches', 'assistant'], compare: false })
    expect(s).toMatchObject({ maxPages: 400, hour: 23 })
    expect(read({ hour: '0' }).hour).toBe(0)
    expect(read({ 'requests-per-hour': '10000', reserve: '10000' })).toMatchObject({
      allowance: 10_000,
      reserve: 10_000
    })
  })

  it('say every bad input at once, each naming its input', () => {
    const said = messages(() =>
      read({
        projects: 'docs.acme.com',
        'requests-per-hour': '0',
        reserve: '-1',
        report: 'everything',
        compare: 'maybe',
        'max-pages': '401',
        hour: '24',
        schedule: 'hourly'
      })
    )
    expect(said.map(line => /^Input '([\w-]+)'/.exec(line)?.[1])).toStrictEqual([
      'projects',
      'requests-per-hour',
      'reserve',
      'report',
      'compare',
      'max-pages',
      'hour',
      'schedule'
    ])
    expect(said[1]).toBe("Input 'requests-per-hour': 0 is out of range; use 1 to 10000.")
    expect(said[6]).toBe("Input 'hour': 24 is out of range; use 0 to 23.")
    expect(messages(() => read({ report: ' ' }))).toStrictEqual([
      "Input 'report': lists no section: list any of visitors, views, searches, feedback, assistant, or all."
    ])
    expect(messages(() => read({ 'requests-per-hour': '10001' }))).toStrictEqual([
      "Input 'requests-per-hour': 10001 is out of range; use 1 to 10000."
    ])
  })

  it('a scheduled run knows the hour its schedule meant; a given hour is a run by hand, which none is late for', () => {
    expect(read({ schedule: '7 * * * 1' })).toMatchObject({ hour: 3, scheduledHour: 3 })
    expect(read({ schedule: '7 * * * 1' }, new Date('2026-11-23T04:02:00Z'))).toMatchObject({
      hour: 4,
      scheduledHour: 3
    })
    expect(read({ schedule: '7 2 * * 1' })).toMatchObject({ hour: 3, scheduledHour: 2 })
    expect(read({ schedule: '7 2 * * 1', hour: '2' })).toStrictEqual(read({ hour: '2' }))
    expect(read({ hour: '2' }).scheduledHour).toBeUndefined()
    expect(read({}).scheduledHour).toBeUndefined()
    expect(read({ schedule: '*/30 * * * 1' }).scheduledHour).toBeUndefined()
    // A blank hour is none: the schedule still tells a late run.
    expect(read({ schedule: '7 2 * * 1', hour: '  ' })).toMatchObject({ hour: 3, scheduledHour: 2 })
  })
})

describe('scheduleInput', () => {
  const at = (time: string) => new Date(`2026-11-23T${time}Z`)

  it('is the cron’s hour when it names one', () => {
    expect(scheduleInput('7 4 * * 1', at('09:00:00'))).toBe(4)
    expect(scheduleInput(' 0  23 * * *  ', at('00:10:00'))).toBe(23)
  })

  it('else the hour of the latest of its minute: a run at 04:02 was meant for 03:07, one at 00:05 for 23:07', () => {
    expect(scheduleInput('7 * * * 1', at('04:07:00'))).toBe(4)
    expect(scheduleInput('7 * * * 1', at('04:59:59'))).toBe(4)
    expect(scheduleInput('7 * * * 1', at('04:06:59'))).toBe(3)
    expect(scheduleInput('7 0-4 * * 1', at('00:05:00'))).toBe(23)
    expect(scheduleInput('0 * * * *', at('00:00:00'))).toBe(0)
    expect(scheduleInput('37 * * * 1', at('04:36:59'))).toBe(3)
    expect(scheduleInput('37 * * * 1', at('04:37:00'))).toBe(4)
    expect(scheduleInput('7\t12  * * 1', at('04:37:00'))).toBe(12)
    expect(scheduleInput('7 3 1-7 * mon', at('04:37:00'))).toBe(3)
  })

  it('knows nothing of a minute that is not one number, nor of no schedule', () => {
    expect(scheduleInput('*/10 * * * *', at('04:02:00'))).toBeUndefined()
    expect(scheduleInput('7,37 * * * *', at('04:02:00'))).toBeUndefined()
    expect(scheduleInput('  ', at('04:02:00'))).toBeUndefined()
  })

  it('refuses what is no cron expression', () => {
    expect(messages(() => scheduleInput('7 * * *', at('04:02:00')))).toStrictEqual([
      `Input 'schedule': "7 * * *" is not a cron expression of five fields; pass \${{ github.event.schedule }}, or leave it empty.`
    ])
    expect(() => scheduleInput('7 * * * 1 2026', at('04:02:00'))).toThrow(/five fields/)
  })
})
