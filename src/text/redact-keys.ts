/**
 * Keys alone, for code and commit messages (docs that follow code), which are full of addresses, links and numbers
 * that are no one's personal data: every secret of a format secretlint's maintained rule set knows (secret-formats.ts),
 * vendor-prefixed keys and JWTs (redact.ts), then long runs that are keys by their shape (key-shape.ts). Asynchronous,
 * as secretlint is; its own module, so that only what sends code loads the rule set (the report's reader text does
 * not). Run it on text already stripped of hidden characters (hidden.ts).
 */
import { fold } from './fold.js'
import { isKey, KEY_RUN } from './key-shape.js'
import { BARE_URL, prefixedKeys, redactWith, SCHEME_URL, type Redacted } from './redact.js'
import { secretSpans } from './secret-formats.js'

// A commit in a link (`…/commit/<sha>`, `…/compare/<sha>...<sha>`, `…/tree/<sha>/…`): a git object's full name, no key.
const GIT_OBJECT =
  /(?<=\/(?:commits?|tree|blob|blame|raw|compare)\/(?:[0-9a-f]{7,64}\.{2,3})?)(?:[0-9a-f]{64}|[0-9a-f]{40})(?![0-9A-Za-z])/g

/**
 * Text with only its keys replaced by `[key]`, and how many were. A link stays, but a key in it goes: its slashes part
 * runs there, so the path of a link (`github.com/acme/app/compare/0123456789ab`) is no key, while a key in its query
 * or in one of its segments is; a commit's full SHA in a link stays too.
 */
export async function redactKeys(text: string): Promise<Redacted> {
  const folded = fold(text)
  const formats = await secretSpans(folded.text)
  return redactWith(
    text,
    redaction => {
      // Prefixes first: they know keys written escaped (`ghs_…\.…`), where a format's rule stops at the escape.
      prefixedKeys(redaction)
      for (const [start, end] of formats) redaction.takeLeft(start, end, '[key]')
      for (const link of [SCHEME_URL, BARE_URL]) {
        redaction.separate(link, GIT_OBJECT)
        redaction.separate(link, /\//g)
      }
      redaction.replace(KEY_RUN, '[key]', isKey)
    },
    folded
  )
}
