import { formatDuration } from '../action/duration.js'
import { describeRemoved } from '../text/hidden.js'
import { commitCount, OUTCOME_ICON, type AgentRunResult, type Outcome, type RefFinding } from '../job/outcome.js'
import { cell, code, link } from '../text/markdown.js'

const MODE_TEXT = { create: 'new job', message: 'follow-up message', attach: 'attached to a running job' } as const

/** The job summary (markdown) of an agent run: the outcome first, then a table of the job's facts. */
export function renderJobSummary(result: AgentRunResult, outcome: Outcome): string {
  const { job } = result
  const rows: [string, string][] = [
    ['Status', code(job.status)],
    ['Pull request', job.prLink ? link(job.prLink, job.prLink) : '—'],
    ['Job id', code(job.id)],
    ['Model', job.model ? cell(job.model) : '—'],
    ['Source repository', job.source?.repository ? link(job.source.repository, job.source.repository) : '—'],
    ['Source ref', job.source?.ref ? code(job.source.ref) : '—'],
    ['Created', job.createdAt ? cell(job.createdAt) : '—'],
    ['Waited', result.end === 'not-waited' ? 'not waited (wait: false)' : formatDuration(result.elapsedMs)],
    ['Run', MODE_TEXT[result.mode]],
    ...(outcome.found
      ? [['Commits on its branch since it started', commitsCell(outcome.found)] as [string, string]]
      : [])
  ]
  const lines = [
    `## ${OUTCOME_ICON[outcome.level]} Docs agent: ${cell(outcome.title)}`,
    '',
    cell(outcome.message),
    '',
    ...(result.hiddenRemoved ? [`> ${cell(describeRemoved(result.hiddenRemoved))}`, ''] : []),
    '| | |',
    '|---|---|',
    ...rows.map(([name, value]) => `| ${name} | ${value} |`),
    ''
  ]
  return lines.join('\n')
}

/** The most commits the summary links; the rest are counted. */
const COMMITS_LINKED = 10

/** What the branch of a job without a pull request showed: its commits linked, none, or why it was not read. */
function commitsCell(found: RefFinding): string {
  switch (found.kind) {
    case 'committed': {
      const links = found.commits.slice(0, COMMITS_LINKED).map(commit => link(commit.sha.slice(0, 7), commit.url))
      const rest = found.commits.length - links.length
      return `${commitCount(found)}: ${links.join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`
    }
    case 'none':
      return 'none (checked)'
    case 'unknown':
      return `not known: ${cell(found.why)}`
  }
}

/**
 * The job summary of an agent run that failed before an outcome (a refused request, a poll that kept failing): the
 * error, and the job where one was reached, so the summary says what the step's line says and the job can be resumed.
 */
export function renderFailureSummary(message: string, jobId?: string): string {
  const lines = [`## ${OUTCOME_ICON.failure} Docs agent: failed`, '', cell(message), '']
  if (jobId !== undefined) lines.push('| | |', '|---|---|', `| Job id | ${code(jobId)} |`, '')
  return lines.join('\n')
}
