import { createHash } from 'node:crypto'

/**
 * A key of its own for one use of the run's secrets (the API key, with the project id where it belongs): no HMAC is
 * made directly under the API key, and one use's key says nothing of another's. The same secrets give the same key
 * on every run of the repository; a new API key gives new keys. JSON keeps the parts apart; changing a use's name
 * changes its keys.
 */
export function derivedKey(use: string, ...secrets: string[]): Buffer {
  return createHash('sha256')
    .update(JSON.stringify([`docs-agent-action ${use}`, ...secrets]))
    .digest()
}
