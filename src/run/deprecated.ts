/**
 * The root action's sweep and report inputs, kept through v1 (action.yml marks them with deprecationMessage): a run
 * that uses them warns once, naming the sub-action, and is handed to that sub-action's story with the same inputs.
 * `visitor-summary: true` is `report: visitors`. A root run may still report beside an agent job, as it did, and the
 * checks that only such a mix needs (the sweep alone; fix-gaps as the one agent request) live here. Delete in v2.
 */
import { InputError } from '../action/errors.js'
import { booleanInput, flagInput, type InputReader } from '../action/input-parsers.js'
import { Inputs, ReportInputs, subActionRef, VisitorInputs, type SubAction } from '../action/names.js'
import { readActionInput } from '../action/settings.js'
import { setSkippedOutput } from '../agent/publish.js'
import { readSaid, type Said } from '../agent/said.js'
import { readEvent, type EventInfo } from '../github/event.js'
import { readReportSettings } from '../report/settings.js'
import { agentStory } from './agent.js'
import { isOn } from './deprecated-use.js'
import { runStory } from './frame.js'
import { reportStory } from './report.js'
import { withReportWarnings, type ReportActionSettings } from './report-settings.js'
import {
  readAction,
  readAgentParts,
  readSweepParts,
  type AgentActionSettings,
  type SweepActionSettings
} from './settings.js'
import { sweepStory } from './sweep.js'

/** Runs the sub-action's story for a root run that uses its inputs, with one warning first. */
export async function runDeprecated(sub: SubAction, read: InputReader = readActionInput): Promise<void> {
  if (sub === 'sweep') {
    await runStory(
      () => withDeprecation(readRootSweepSettings(read), deprecationWarning(sub, read)),
      async (settings, frame) => {
        setSkippedOutput(false)
        await sweepStory(settings, frame)
      }
    )
    return
  }
  await runStory(
    () => withDeprecation(readRootReportSettings(read), deprecationWarning(sub, read)),
    async (settings, frame) => {
      const event = readEvent()
      const said = await readSaid(settings.promptInput, event, settings.github.triggerPhrase)
      const conflict = settings.report.fixGaps ? fixGapsConflict(settings, said, event) : undefined
      if (conflict) throw conflict
      // As before the split: the agent's decision first (a refused trigger skips the report too), the report beside.
      await agentStory(settings, frame, event, said, github => reportStory(settings, frame, event, github))
    }
  )
}

/** The one warning, before the settings' own. */
function withDeprecation<S extends { warnings: string[] }>(settings: S, warning: string): S {
  settings.warnings.unshift(warning)
  return settings
}

/** The one warning of a root run on the v1 path: the inputs that put it there, and the sub-action that replaces them. */
export function deprecationWarning(sub: SubAction, read: InputReader = readActionInput): string {
  const used: string[] =
    sub === 'sweep'
      ? [Inputs.Sweep]
      : [ReportInputs.Report, VisitorInputs.VisitorSummary, ReportInputs.FixGaps].filter(name =>
          name === ReportInputs.Report ? read(name).trim() !== '' : isOn(read, name)
        )
  const summary = used.includes(VisitorInputs.VisitorSummary)
    ? ` (${VisitorInputs.VisitorSummary}: true is ${ReportInputs.Report}: visitors there)`
    : ''
  const how = sub === 'sweep' ? 'which is the sweep, with the same other inputs' : `with the same inputs${summary}`
  return `The root action's ${sub} inputs (${used.join(', ')}) are deprecated: use ${subActionRef(sub)}, ${how}. They keep working through v1.`
}

/** The sweep ran alone: a root run that also asks for a job, a report or no comments is a bad input, as it was. */
export function readRootSweepSettings(read: InputReader): SweepActionSettings {
  const alone = (input: string, what: string): InputError =>
    new InputError(
      Inputs.Sweep,
      `is true together with '${input}': the sweep only checks jobs already started (from threads labelled by short runs) and ${what}. Run it alone on a schedule (${subActionRef('sweep')}); start or resume jobs from another workflow.`
    )
  return readAction(read, (_run, problems, agent) => {
    if (read(Inputs.Prompt).trim()) problems.add(alone(Inputs.Prompt, 'starts none'))
    if (read(Inputs.JobId).trim()) problems.add(alone(Inputs.JobId, 'follows every labelled thread, not one job'))
    if (read(ReportInputs.Report).trim() !== '' || isOn(read, VisitorInputs.VisitorSummary))
      problems.add(alone(ReportInputs.Report, 'writes no report'))
    if (read(Inputs.Comment).trim().toLowerCase() === 'false')
      problems.add(alone(Inputs.Comment, 'its work is the status comments'))
    flagInput(read, problems, Inputs.Sweep, true)
    return readSweepParts(read, problems, agent)
  })
}

/** The agent's inputs and the report's, read together into one problem list; visitor-summary joins the sections. */
export function readRootReportSettings(read: InputReader): AgentActionSettings & ReportActionSettings {
  const settings = readAction(read, (run, problems, agent) => {
    const summary = problems.check(() => booleanInput(read, VisitorInputs.VisitorSummary, false), true)
    const sections: InputReader = name =>
      name === ReportInputs.Report && summary ? `${read(name)} visitors` : read(name)
    return {
      ...readAgentParts(read, problems, agent),
      report: readReportSettings(sections, problems, { now: new Date(), warnings: run.warnings })
    }
  })
  return withReportWarnings(settings)
}

/**
 * `fix-gaps: true` makes the report's top gaps the run's one agent request. A root run that also has a prompt of its
 * own (the input, job-id, or an issue or `/docs` comment) would send a second request — two jobs on one thread — so
 * it is a bad input, found before any request.
 */
export function fixGapsConflict(settings: { jobId?: string }, said: Said, event: EventInfo): InputError | undefined {
  const own = said.input
    ? `'${Inputs.Prompt}'`
    : settings.jobId
      ? `'${Inputs.JobId}'`
      : said.event.kind === 'prompt'
        ? `the ${event.name} event's prompt`
        : undefined
  if (own === undefined) return undefined
  return new InputError(
    ReportInputs.FixGaps,
    `is true, and the run also has ${own}: the report's gaps and that prompt would go to the agent as two requests (two jobs on one thread). Run the report with fix-gaps in a workflow of its own (${subActionRef('report')}, on a schedule), or set fix-gaps: false.`
  )
}
