import { getErrorMessage } from '../action/errors.js'
import { debug } from '../action/log.js'
import type { Octokit } from './octokit.js'

/** GITHUB_TOKEN writes as this login; also what we assume when the token's identity cannot be asked. */
export const ACTIONS_BOT = 'github-actions[bot]'

/** The login the token writes as: GraphQL `viewer` works for GITHUB_TOKEN (REST /user does not) and for PATs. */
export async function tokenLogin(octokit: Octokit): Promise<string> {
  try {
    const data = await octokit.graphql<{ viewer: { login: string } }>('query { viewer { login } }')
    const login = data.viewer.login
    // GraphQL names GITHUB_TOKEN's app 'github-actions'; REST comment authors are 'github-actions[bot]'.
    return login === 'github-actions' ? ACTIONS_BOT : login
  } catch (error) {
    debug(`viewer query failed (${getErrorMessage(error)}); assuming ${ACTIONS_BOT}`)
    return ACTIONS_BOT
  }
}
