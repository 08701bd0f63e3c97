import { appendFile, stat } from 'node:fs/promises'
import { cutToBytes } from '../text/cut.js'
import { debug, warning } from './log.js'
import { scrub } from './secrets.js'

/** GitHub drops a step summary over 1 MiB whole; the cap is on the file's UTF-8 bytes, below that. */
export const SUMMARY_LIMIT_BYTES = 1_000_000
const CUT_NOTE = '\n\n…(cut: a job summary is limited to 1 MiB)\n'

let summaryQueue: Promise<void> = Promise.resolve()

/**
 * Appends markdown to the job summary; skipped (with a debug line) where the runner gave no summary file. Writes are
 * queued: the agent and visitors steps run concurrently and append to one file. What the file already
 * holds counts against the limit, so the sections of one run together stay under it.
 */
export function writeSummary(markdown: string): Promise<void> {
  summaryQueue = summaryQueue.then(async () => {
    const file = process.env.GITHUB_STEP_SUMMARY
    if (!file) {
      debug('GITHUB_STEP_SUMMARY is not set: no job summary written.')
      return
    }
    const used = await stat(file).then(
      s => s.size,
      () => 0
    )
    // Scrubbed before it is cut, so a cut never leaves half a key; one byte more for the line end.
    const text = cutToBytes(scrub(markdown), SUMMARY_LIMIT_BYTES - used - 1, CUT_NOTE)
    if (!text && markdown) {
      warning('The job summary is full (1 MiB): a section was left out.')
      return
    }
    await appendFile(file, `${text}\n`)
  })
  return summaryQueue
}
