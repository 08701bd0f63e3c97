import { getErrorMessage } from '../action/errors.js'
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

const isLevel = (name: string): name is PermissionLevel => (PERMISSION_LEVELS as readonly string[]).includes(name)

/** The level a collaborator answer grants, and how the refusal names it. */
export interface SeenRole {
  /** A built-in level, or undefined for none. */
  level?: PermissionLevel
  /** e.g. `read permission`, `the custom role docs-editor (base permission write)`. */
  described: string
}

/**
 * Reads the collaborator permission answer: `role_name` when it is one of the five built-in roles (so maintain and
 * triage are told apart), else the base `permission` (admin, write, read or none: maintain shows as write, triage as
 * read), which is what a custom role such as `docs-editor` grants.
 */
export function seenRole(data: { permission?: unknown; role_name?: unknown }): SeenRole {
  const base = typeof data.permission === 'string' ? data.permission : 'none'
  const role = typeof data.role_name === 'string' ? data.role_name : ''
  if (isLevel(role)) return { level: role, described: `${role} permission` }
  const level = isLevel(base) ? base : undefined
  if (role === '' || role === base) return { level, described: `${shownName(base)} permission` }
  return { level, described: `the custom role ${shownName(role)} (base permission ${shownName(base)})` }
}

/** A role name as GitHub gave it, cut short and kept to printable characters (it reaches the issue thread). */
const shownName = (name: string): string =>
  Array.from(name.replace(/[^\p{L}\p{N} ._-]/gu, ''))
    .slice(0, 60)
    .join('') || '(unnamed)'

/**
 * Whether the person (or bot) who started the event may run the agent: at least `min` on this repository, from the
 * collaborator permission endpoint, read by seenRole.
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
  let role: SeenRole
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: actor.login })
    role = seenRole(data)
  } catch (error) {
    if ((error as { status?: number }).status === 404) {
      return { allowed: false, reason: `@${actor.login} is not a collaborator of this repository.` }
    }
    throw new Error(
      `Could not check the permission of @${actor.login}, so the docs agent was not run: ${getErrorMessage(error)}.`
    )
  }
  return role.level !== undefined && rank(role.level) >= rank(min)
    ? { allowed: true }
    : {
        allowed: false,
        reason: `@${actor.login} has ${role.described}; running the docs agent needs ${min} or more.`
      }
}
