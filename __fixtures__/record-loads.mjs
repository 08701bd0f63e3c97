// Preloaded into a bundle run (NODE_OPTIONS=--import=…): appends the URL of every module the run loads to the file
// DOCS_AGENT_LOADS names, so a test sees which files of dist/ a run of one action reads (loaded-files.ts).
import { appendFileSync } from 'node:fs'
import { registerHooks } from 'node:module'

const out = process.env.DOCS_AGENT_LOADS
registerHooks({
  load(url, context, next) {
    if (out) appendFileSync(out, `${url}\n`)
    return next(url, context)
  }
})
