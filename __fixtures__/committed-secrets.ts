// Secrets as they get committed, for the tests of redaction (`__tests__/text/redact-keys.test.ts`) and the attack
// through the bundle (`__tests__/attacks/committed-secrets.test.ts`). Made here, deterministically, to their published
// shapes; none is a real credential.
import { createHash } from 'node:crypto'

/**
 * An AWS secret access key whose `/` and `+` cut it into pieces of 13, 7, 4 and 14 characters with one digit at most:
 * each piece reads as a word, so only a rule that judges the whole run finds it (issue 36).
 */
export const SPLIT_AWS_SECRET = 'wJa1rXUtnFEMI/K7MDENG/bPxR+fiCYEX4MPLEKEY'

const base64url = (bytes: Buffer): string => bytes.toString('base64url')

/** `n` bytes that look random (SHA-512 of the seed and a counter) and are the same in every run. */
export function bytes(seed: string, n: number): Buffer {
  const out: Buffer[] = []
  for (let i = 0; out.length * 64 < n; i++) out.push(createHash('sha512').update(`${seed}:${i}`).digest())
  return Buffer.concat(out).subarray(0, n)
}

/**
 * A JWT signed with RS256: its header, its claims and a 256-byte signature, base64url, joined by dots. `compact`: one
 * claim, so the middle part is 16 characters, shorter than any run a shape rule judges.
 */
export function jwt(seed = 'installation', compact = false): string {
  const header = base64url(Buffer.from('{"alg":"RS256","typ":"JWT"}'))
  const claims = compact
    ? { v: 12345 }
    : { iss: 'github.com', sub: `app:${seed}`, iat: 1795600000, exp: 1795603600, jti: bytes(seed, 9).toString('hex') }
  return [header, base64url(Buffer.from(JSON.stringify(claims))), base64url(bytes(seed, compact ? 346 : 256))].join('.')
}

/**
 * A GitHub token in the stateless format of about 520 characters: the prefix, then a JWT with its two dots (GitHub's
 * pattern `ghs_[A-Za-z0-9._]{36,}`); with an id, secretlint's form of it (`ghs_<app id>_<JWT>`).
 */
export function statelessToken(prefix = 'ghs_', options: { id?: number; compact?: boolean } = {}): string {
  return `${prefix}${options.id === undefined ? '' : `${options.id}_`}${jwt(prefix, options.compact)}`
}
