/**
 * The fleet's inputs (fleet/action.yml), validated (pure): the projects, each with the issue its report comments on,
 * the organisation's analytics allowance and the reserve kept from it, the sections every project's report runs (they
 * set what one report needs), and the UTC hour that picks the wave. A project id is a folder of the data branch and a
 * value of the matrix, so it must be the dashboard's 24-character hex id: anything else is refused, not warned about.
 */
import { InputError } from '../action/errors.js'
import { flagInput, InputProblems, integerInput, type InputReader } from '../action/input-parsers.js'
import { FleetInputs, VisitorInputs } from '../action/names.js'
import { quote } from '../text/quote.js'
import type { SectionName } from '../report/section-names.js'
import { readSections } from '../report/sections-input.js'
import { DEFAULT_MAX_PAGES, MAX_MAX_PAGES } from '../report/visitors/settings.js'

/** The service's analytics allowance: 100 requests an hour for the whole organisation (api-facts). */
export const DEFAULT_ALLOWANCE = 100
/** Kept from the allowance for everything else the organisation runs, and for a wave's requests late in its hour. */
export const DEFAULT_RESERVE = 20
/** The most `requests-per-hour` and `reserve` take: an allowance far above the documented one is a typo. */
export const MAX_ALLOWANCE = 10_000

/** One docs site of the fleet. */
export interface FleetProject {
  /** As given (the dashboard's id); compared without case. */
  projectId: string
  /** The issue its report comments on, if any. */
  issueNumber?: number
}

export interface FleetSettings {
  projects: FleetProject[]
  /** Analytics requests an hour for the whole organisation. */
  allowance: number
  /** Kept from the allowance; the fleet plans the rest. */
  reserve: number
  /** In the report's order. */
  sections: SectionName[]
  compare: boolean
  maxPages: number
  /** The UTC hour (0 to 23) whose wave this run starts. */
  hour: number
  /**
   * The UTC hour the schedule that started this run meant (its cron, `schedule`); a run that starts in another hour
   * was started late by GitHub. Undefined when `hour` was given, or the run was not scheduled.
   */
  scheduledHour?: number
}

const PROJECT_ID = /^[0-9a-f]{24}$/i

/** Reads every fleet input into one problem list, and throws them together. `now` gives the hour when none is set. */
export function readFleetSettings(read: InputReader, now: Date): FleetSettings {
  const problems = new InputProblems()
  const projects = problems.check(() => projectsInput(read(FleetInputs.Projects)), [])
  const allowance = problems.check(
    () => integerInput(read, FleetInputs.RequestsPerHour, DEFAULT_ALLOWANCE, 1, MAX_ALLOWANCE),
    DEFAULT_ALLOWANCE
  )
  const reserve = problems.check(
    () => integerInput(read, FleetInputs.Reserve, DEFAULT_RESERVE, 0, MAX_ALLOWANCE),
    DEFAULT_RESERVE
  )
  const sections = readSections(read, problems)
  const compare = flagInput(read, problems, VisitorInputs.Compare, true)
  const maxPages = problems.check(
    () => integerInput(read, VisitorInputs.MaxPages, DEFAULT_MAX_PAGES, 1, MAX_MAX_PAGES),
    DEFAULT_MAX_PAGES
  )
  const given = read(FleetInputs.Hour).trim() !== ''
  const hour = problems.check(() => integerInput(read, FleetInputs.Hour, now.getUTCHours(), 0, 23), 0)
  const scheduledHour = problems.check(() => scheduleInput(read(FleetInputs.Schedule), now), undefined)
  problems.throwIfAny()
  const settings = { projects, allowance, reserve, sections, compare, maxPages, hour }
  return given || scheduledHour === undefined ? settings : { ...settings, scheduledHour }
}

/**
 * The hour a schedule meant (`schedule`: the cron that started the run, github.event.schedule), or undefined when
 * there is none or its minute is not one number. Its hour when that is one number (`7 3 * * 1`); else (`7 * * * 1`)
 * the hour of the latest minute-7 before now: a run at 04:02 was meant for 03:07.
 */
export function scheduleInput(text: string, now: Date): number | undefined {
  const cron = text.trim()
  if (cron === '') return undefined
  const fields = /^(\S+)\s+(\S+)(?:\s+\S+){3}$/.exec(cron)
  if (!fields) {
    throw new InputError(
      FleetInputs.Schedule,
      `${quote(cron, 60)} is not a cron expression of five fields; pass \${{ github.event.schedule }}, or leave it empty.`
    )
  }
  const [, minute, hour] = fields as unknown as [string, string, string]
  if (!/^\d{1,2}$/.test(minute)) return undefined
  if (/^\d{1,2}$/.test(hour)) return Number(hour) % 24
  return now.getUTCMinutes() >= Number(minute) ? now.getUTCHours() : (now.getUTCHours() + 23) % 24
}

/**
 * `projects`: ids separated by lines or commas, each optionally `id:issue-number`, a `#` starting a comment to the end
 * of its line; or a JSON array of such strings or of `{"project-id": …, "issue-number": …}` objects.
 */
export function projectsInput(text: string): FleetProject[] {
  const trimmed = text.trim()
  const entries = trimmed.startsWith('[') ? jsonEntries(trimmed) : listEntries(trimmed)
  if (entries.length === 0) {
    throw new InputError(
      FleetInputs.Projects,
      "lists no project: give the project ids (the dashboard's API keys page), one a line, each optionally id:issue-number."
    )
  }
  const projects = entries.map((entry, i) => project(entry, i + 1))
  const seen = new Map<string, number>()
  projects.forEach((p, i) => {
    const key = p.projectId.toLowerCase()
    const first = seen.get(key)
    if (first !== undefined) {
      throw new InputError(
        FleetInputs.Projects,
        `lists ${p.projectId} twice (entries ${first} and ${i + 1}): list each project once, its history is one folder.`
      )
    }
    seen.set(key, i + 1)
  })
  return projects
}

type Entry = string | { id: unknown; issue: unknown }

function listEntries(text: string): Entry[] {
  return text
    .split(/\r\n|\r|\n/)
    .flatMap(line => line.replace(/#.*/, '').split(','))
    .map(entry => entry.trim())
    .filter(entry => entry !== '')
}

function jsonEntries(text: string): Entry[] {
  // Text that starts with [ parses as an array, or not at all.
  let parsed: unknown[]
  try {
    parsed = JSON.parse(text) as unknown[]
  } catch {
    throw new InputError(
      FleetInputs.Projects,
      'starts with [ but is not a JSON array; give a JSON array of ids, or the ids one a line.'
    )
  }
  return parsed.map((item: unknown, i): Entry => {
    if (typeof item === 'string') return item
    if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
      const { 'project-id': id, 'issue-number': issue, ...rest } = item as Record<string, unknown>
      const extra = Object.keys(rest)
      if (extra.length === 0) return { id, issue }
      throw new InputError(
        FleetInputs.Projects,
        `entry ${i + 1} has ${extra.map(key => quote(key, 40)).join(', ')}; an entry has only "project-id" and "issue-number".`
      )
    }
    throw new InputError(
      FleetInputs.Projects,
      `entry ${i + 1} is neither an id nor an object with "project-id" and "issue-number".`
    )
  })
}

/** One entry, checked: a 24-character hex id, and an issue number from 1. */
function project(entry: Entry, at: number): FleetProject {
  const [id, issue] =
    typeof entry === 'string'
      ? ((/^([^:]*)(?::(.*))?$/.exec(entry) ?? []).slice(1) as [string, string | undefined])
      : [entry.id, entry.issue]
  const projectId = typeof id === 'string' ? id.trim() : undefined
  if (projectId === undefined || !PROJECT_ID.test(projectId)) {
    const shown = projectId === undefined ? 'has no "project-id" string,' : `${quote(projectId, 40)} is not`
    throw new InputError(
      FleetInputs.Projects,
      `entry ${at} ${shown} a 24-character hex project id as the dashboard's API keys page shows it (not the docs subdomain).`
    )
  }
  const issueNumber = issueOf(issue)
  if (issueNumber === null) {
    throw new InputError(
      FleetInputs.Projects,
      `entry ${at}: the issue number after ${projectId} is not a whole number from 1; write id:issue-number, e.g. ${projectId}:12.`
    )
  }
  return issueNumber === undefined ? { projectId } : { projectId, issueNumber }
}

/** An issue number (undefined when there is none), or null when it is not one. */
function issueOf(issue: unknown): number | undefined | null {
  if (issue === undefined || issue === null || issue === '') return undefined
  if (typeof issue !== 'number' && typeof issue !== 'string') return null
  // Nine digits at most: the report's issue-number takes up to 999,999,999.
  const text = String(issue).trim()
  if (!/^\d{1,9}$/.test(text)) return null
  const value = Number(text)
  return value >= 1 ? value : null
}
