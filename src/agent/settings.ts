/**
 * The agent action's settings (action.yml), typed and validated: the shared ones (action/settings.ts) and the parts
 * it reads (the prompt and the wait, step/settings.ts; the gate and the thread, github/settings.ts; docs that follow
 * code, change/settings.ts), read into one problem list (step/settings.ts, readAction), so a user fixes every bad
 * input in one go. Nothing is sent before it returns, and nothing after it reads an input; it reads exactly the inputs
 * action.yml lists (__tests__/project/action-interface.test.ts). Each action's settings are in its own wing.
 */
import type { InputProblems } from '../action/input-parsers.js'
import { readActionInput, type InputReader, type RunSettings } from '../action/settings.js'
import {
  readAction,
  readPromptSettings,
  readWaitSettings,
  waitWarnings,
  type AgentContext,
  type AgentSettings
} from '../step/settings.js'
import { readChangeSettings, type ChangeSettings } from './change/settings.js'
import { readGateSettings, readThreadSettings, type GitHubSettings } from '../github/settings.js'

/** The agent action (action.yml): a prompt, an issue, a /docs comment or a job-id, sent and followed. */
export interface AgentActionSettings extends RunSettings, AgentSettings {
  github: GitHubSettings
  /** Docs that follow code: merged pull requests and pushes. */
  change: ChangeSettings
}

export function readAgentActionSettings(read: InputReader = readActionInput): AgentActionSettings {
  const settings = readAction(read, (_run, problems, agent) => readAgentParts(read, problems, agent))
  settings.warnings.push(...waitWarnings(settings))
  return settings
}

/** The agent action's own inputs. */
function readAgentParts(
  read: InputReader,
  problems: InputProblems,
  agent: AgentContext
): Omit<AgentActionSettings, keyof RunSettings> {
  return {
    ...readPromptSettings(read, problems, agent),
    ...readWaitSettings(read, problems, agent),
    github: { ...readThreadSettings(read, problems), ...readGateSettings(read, problems) },
    change: readChangeSettings(read, problems)
  }
}
