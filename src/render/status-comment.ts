import type { Outcome } from '../outcome.js'
import type { AgentJob } from '../service-client.js'
import { code, escapeMarkdown, link } from './markdown.js'

/** GitHub refuses comment bodies over 65,536 characters; stay below with room to spare. */
export const COMMENT_LIMIT = 65_000
const MARKER_PREFIX = '<!-- docs-agent-action:status'

export interface StatusMarker {
  jobId?: string
  runId?: number
}

/** The hidden marker that finds the status comment again; it carries the job id and the run that started it. */
export function marker(m: StatusMarker): string {
  const job = m.jobId ? ` job=${encodeURIComponent(m.jobId)}` : ''
  const run = m.runId !== undefined ? ` run=${m.runId}` : ''
  return `${MARKER_PREFIX}${job}${run} -->`
}

/** Reads the marker at the start of a comment body; undefined when the body has none. */
export function parseMarker(body: string): StatusMarker | undefined {
  const match = /^<!-- docs-agent-action:status((?: [a-z]+=[^\s>]*)*) -->/.exec(body)
  if (!match) return undefined
  const fields = Object.fromEntries(
    (match[1] ?? '')
      .trim()
      .split(' ')
      .filter(Boolean)
      .map(kv => kv.split('='))
  )
  const jobId = fields.job ? safeDecode(fields.job) : undefined
  const runId = fields.run && /^\d+$/.test(fields.run) ? Number(fields.run) : undefined
  return { jobId, runId }
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

export type StatusView =
  | { state: 'working'; jobId?: string; runId: number; runUrl: string; prompt?: string; followUp: boolean }
  | { state: 'final'; job: AgentJob; outcome: Outcome; runId: number; runUrl: string }
  | { state: 'error'; jobId?: string; runId: number; runUrl: string; error: string }

const ICON: Record<Outcome['level'], string> = { success: '✅', notice: 'ℹ️', warning: '⚠️', failure: '❌' }

/** The whole status comment: marker first (so truncation can never cut it), then what a person needs to know. */
export function renderStatusComment(view: StatusView): string {
  const jobId = view.state === 'final' ? view.job.id : view.jobId
  const head = marker({ jobId, runId: view.runId })
  const runLink = link('workflow run', view.runUrl)
  let body: string
  switch (view.state) {
    case 'working': {
      const what = view.followUp ? 'is working on your follow-up' : 'is working on it'
      const job = view.jobId ? ` — job ${code(view.jobId)}` : ''
      const prompt = view.prompt ? `\n\n> ${escapeMarkdown(view.prompt)}` : ''
      body = `⏳ **The docs agent ${what}**${job}. Follow along in the ${runLink}.${prompt}`
      break
    }
    case 'final':
      body = renderFinal(view.job, view.outcome, runLink)
      break
    case 'error':
      body = `❌ **The docs agent run failed**${view.jobId ? ` (job ${code(view.jobId)})` : ''}: ${escapeMarkdown(view.error)}\n\nSee the ${runLink}.`
  }
  return truncate(`${head}\n${body}\n`, COMMENT_LIMIT)
}

function renderFinal(job: AgentJob, outcome: Outcome, runLink: string): string {
  const id = code(job.id)
  const icon = ICON[outcome.level]
  switch (outcome.kind) {
    case 'pr-opened':
      return `${icon} **Docs pull request opened:** ${link(job.prLink ?? '', job.prLink)}\n\nJob ${id} completed (${runLink}).`
    case 'no-changes':
      return `${icon} **No files changed.** Job ${id} completed without opening a pull request (${runLink}).`
    case 'timed-out':
      return `⏱️ **Still running** — job ${id} is ${code(job.status)} after the timeout. It keeps running on the service; re-run the workflow or dispatch it with ${code(`job-id: ${job.id}`)} to pick it up (${runLink}).`
    case 'cancelled':
      return `🛑 **Cancelled** — job ${id} keeps running on the service; re-run or dispatch with ${code(`job-id: ${job.id}`)} to pick it up (${runLink}).`
    default:
      return `${icon} **${escapeMarkdown(outcome.title)}** — ${escapeMarkdown(outcome.message)} (${runLink})`
  }
}

/** Cuts to max characters without splitting a surrogate pair, saying that it was cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  const note = '\n\n…(cut to fit GitHub’s comment size limit)\n'
  let end = max - note.length
  const code = text.charCodeAt(end - 1)
  if (code >= 0xd800 && code <= 0xdbff) end-- // do not leave half a surrogate pair
  return text.slice(0, end) + note
}
