import { getErrorMessage } from '../errors.js'
import type { Octokit } from './octokit.js'

export const PERMISSION_LEVELS = ['read', 'triage', 'write', 'maintain', 'admin'] as const
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number]

export type ActorVerdict = { allowed: true } | { allowed: false; reason: string }

const rank = (level: string): number => PERMISSION_LEVELS.indexOf(level as PermissionLevel)

/** Bots are allowed only by name (`allowed-bots`, with or without the `[bot]` suffix). */
export function botAllowed(login: string, allowedBots: string[]): boolean {
  const bare = login.replace(/\[bot\]$/i, '').toLowerCase()
  return allowedBots.some(name => name.replace(/\[bot\]$/i, '').toLowerCase() === bare)
}

/**
 * Whether the person (or bot) who started the event may run the agent: at least `min` on this repository, from the
 * collaborator permission endpoint (`role_name` is the fine-grained role: triage and maintain included).
 */
export async function checkActor(
  octokit: Octokit,
  repo: { owner: string; repo: string },
  actor: { login: string; type: string },
  min: PermissionLevel,
  allowedBots: string[]
): Promise<ActorVerdict> {
  const isBot = actor.type === 'Bot' || /\[bot\]$/i.test(actor.login)
  if (isBot) {
    return botAllowed(actor.login, allowedBots)
      ? { allowed: true }
      : { allowed: false, reason: `@${actor.login} is a bot that is not listed in allowed-bots.` }
  }
  let role: string
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: actor.login })
    role = (data as { role_name?: string }).role_name || data.permission
  } catch (error) {
    if ((error as { status?: number }).status === 404) {
      return { allowed: false, reason: `@${actor.login} is not a collaborator of this repository.` }
    }
    throw new Error(
      `Could not check the permission of @${actor.login}, so the docs agent was not run: ${getErrorMessage(error)}.`
    )
  }
  return rank(role) >= rank(min)
    ? { allowed: true }
    : { allowed: false, reason: `@${actor.login} has ${role} permission; running the docs agent needs ${min} or more.` }
}
