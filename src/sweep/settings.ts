/**
 * The sweep action's settings (sweep/action.yml): the shared ones, what it finishes a job with (step/settings.ts) and
 * the token it needs, read into one problem list as every action's are (step/settings.ts, readAction).
 */
import { InputError } from '../action/errors.js'
import type { InputProblems } from '../action/input-parsers.js'
import { Inputs } from '../action/names.js'
import { readActionInput, type InputReader, type RunSettings } from '../action/settings.js'
import { readTokenSettings, type TokenSettings } from '../github/settings.js'
import { readAction, readSweepSettings, type AgentContext, type SweepSettings } from '../step/settings.js'

/** The sweep action (sweep/action.yml): every labelled thread's job checked once. */
export interface SweepActionSettings extends RunSettings, SweepSettings {
  github: TokenSettings
}

export function readSweepActionSettings(read: InputReader = readActionInput): SweepActionSettings {
  return readAction(read, (_run, problems, agent) => readSweepParts(read, problems, agent))
}

/** The sweep action's own inputs. */
function readSweepParts(
  read: InputReader,
  problems: InputProblems,
  agent: AgentContext
): Omit<SweepActionSettings, keyof RunSettings> {
  const github = readTokenSettings(read, problems)
  if (github.token === '') problems.add(new InputError(Inputs.GithubToken, SWEEP_NEEDS_TOKEN))
  return { ...readSweepSettings(read, problems, agent), github }
}

const SWEEP_NEEDS_TOKEN =
  "is empty, and the sweep needs it to list the labelled issues and pull requests and to edit their status comments: leave it at its default with permissions 'issues: write' and 'pull-requests: write'."
