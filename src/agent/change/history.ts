/**
 * Docs that follow code with history-branch: each docs job a change run sent (new, a follow-up, or the job a re-run
 * attached to) is recorded in the project's fix ledger on the docs-health report's data branch, with the changes it
 * carries, so the report on that branch lists it with its pull request and merge ("Docs that followed code"). A
 * refusal is one warning (a branch that is not the history's by its marker, named as history-branch; a missing
 * permission or a timeout: the request guard's): the job, its comment and its outputs stand.
 */
import { warning } from '../../action/log.js'
import type { ChangeSession } from '../../step/connect.js'
import { recordFix } from '../../report/history/fixes.js'
import { weekOfDay } from '../../report/history/week.js'
import type { RunFrame } from '../../step/frame.js'

/** Records the job and its changes in `<project-id>/fixes.json` on `branch`, in one commit. */
export async function recordChangeJob(
  branch: string,
  project: string,
  session: Pick<ChangeSession, 'octokit' | 'repo'>,
  frame: Pick<RunFrame, 'deadline' | 'signal'>,
  sent: { jobId: string; keys: readonly string[]; now?: Date }
): Promise<void> {
  const [{ DataBranch }, { writeLedger }] = await Promise.all([
    import('../../github/data-branch.js'),
    import('../../report/history/keep.js')
  ])
  const data = new DataBranch(
    session.octokit,
    { ...session.repo, branch },
    { deadline: frame.deadline, signal: frame.signal }
  )
  const now = (sent.now ?? new Date()).toISOString()
  const fix = { job: sent.jobId, sent: now, week: weekOfDay(now.slice(0, 10)), origin: 'change' as const, gaps: [] }
  const refused = await writeLedger(
    data,
    branch,
    project,
    `docs-health: ${project} docs job ${sent.jobId} for code`,
    current => recordFix(current, { ...fix, changes: sent.keys }, project)
  )
  // One sentence's end: a refusal of the branch ends with its own (it names history-branch).
  if (refused)
    warning(
      `${refused.replace(/\.$/, '')}. The docs job stands; the report will not list it under Docs that followed code.`
    )
}
