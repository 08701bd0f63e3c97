import { getErrorMessage } from '../action/errors.js'
import { plural } from '../text/plural.js'
import { cell, code, link } from '../text/markdown.js'
import type { OutcomeLevel } from '../job/outcome.js'

/**
 * What the sweep did to one thread. `ended`: final state written, reacted, label off; `working`: the job is still
 * active ("last checked" written); `gone`: the service has no such job, closed out; `unfollowed`: a label with no job
 * to follow, taken off without asking the service; `left`: not checked or not written now, the next sweep tries again.
 */
export interface Swept {
  issue: number
  jobId?: string
  status?: string
  prLink?: string
  verdict: 'ended' | 'working' | 'gone' | 'unfollowed' | 'left'
  /** One line for the log, after `#issue: `. */
  said: string
}

export interface SweepEnd {
  level: OutcomeLevel
  message: string
  summary: string
}

const VERDICT_TEXT: Record<Swept['verdict'], string> = {
  ended: 'finished',
  working: 'still working',
  gone: 'closed out (job not found)',
  unfollowed: 'label removed (nothing to follow)',
  left: 'left for the next sweep'
}

/**
 * The sweep's line and summary. A halt (`cancelled`, or an error every job would meet) fails the step and says that
 * the threads not reached keep their comments and labels; threads left for the next sweep only warn.
 */
export function sweepEnd(total: number, swept: Swept[], halt: unknown): SweepEnd {
  const count = (verdict: Swept['verdict']): number => swept.filter(s => s.verdict === verdict).length
  const parts = [
    [count('ended'), 'ended (comment finished)'],
    [count('working'), 'still working'],
    [count('gone'), 'not found (closed out)'],
    [count('unfollowed'), 'with nothing to follow'],
    [count('left'), 'left for the next sweep']
  ] as const
  const done = parts.filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}`)
  const head =
    total === 0
      ? 'Sweep: no labelled thread, nothing to check.'
      : `Sweep of ${plural(total, 'labelled thread')}: ${done.join(', ') || 'none checked'}.`
  const notReached = total - swept.length
  const untouched = notReached > 0 ? ` ${plural(notReached, 'thread')} not reached keep their comment and label.` : ''
  let level: OutcomeLevel = count('left') > 0 ? 'warning' : 'success'
  let message = head
  if (halt === 'cancelled') {
    level = 'failure'
    message = `The sweep was cancelled. ${head}${untouched}`
  } else if (halt !== undefined) {
    level = 'failure'
    message = `The sweep stopped: ${getErrorMessage(halt)} ${head}${untouched}`
  }
  return { level, message, summary: renderSummary(message, swept) }
}

function renderSummary(message: string, swept: Swept[]): string {
  const rows = [...swept]
    .sort((a, b) => a.issue - b.issue)
    .map(s => {
      const job = s.jobId ? code(s.jobId) : '—'
      const status = s.status ? code(s.status) : '—'
      const pr = s.prLink ? link(s.prLink, s.prLink) : '—'
      return `| #${s.issue} | ${job} | ${status} | ${pr} | ${VERDICT_TEXT[s.verdict]} |`
    })
  const table = rows.length
    ? ['', '| Thread | Job | Status | Pull request | Sweep |', '|---|---|---|---|---|', ...rows]
    : []
  return [`## 🧹 Docs agent sweep`, '', cell(message), ...table, ''].join('\n')
}
