/**
 * Deployments (`GET /v1/project/update-status/{statusId}`, spec/openapi/openapi.json). A job's run that completes
 * starts one, computed from the clock as a job's status is, so no timer runs:
 *   run completes (finalAt) ──queuedMs──▶ in_progress ──buildMs──▶ success | failure (endedAt)
 * Its status id is the job's and the run's (jobs.ts `statusIdAt`); a follow-up message starts a new run, whose
 * completion deploys under a new id (the earlier one is then unknown). The run's page edits are live on the site
 * (search and page, docs-pages.ts) from endedAt of a `success`, not before, and never after a `failure`.
 */
import type { DeploymentPlan, PageEdit } from './types.js'
import type { Job } from './jobs.js'

export const DEFAULT_QUEUED_MS = 1000
export const DEFAULT_BUILD_MS = 2000

export function resolveDeployment(plan: DeploymentPlan): Required<DeploymentPlan> {
  const resolved = {
    queuedMs: plan.queuedMs ?? DEFAULT_QUEUED_MS,
    buildMs: plan.buildMs ?? DEFAULT_BUILD_MS,
    result: plan.result ?? 'success'
  }
  for (const name of ['queuedMs', 'buildMs'] as const) {
    const ms = resolved[name]
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`deployment.${name} must be >= 0, got ${ms}`)
  }
  return resolved
}

type Status = 'queued' | 'in_progress' | 'success' | 'failure'

/** Where the job's current deployment stands at `now`; undefined when there is none (the run has not completed). */
function stateAt(job: Job, now: number): { status: Status; endedAt?: number } | undefined {
  if (job.statusIdAt(now) === null) return undefined
  const { queuedMs, buildMs, result } = resolveDeployment(job.plan.deployment)
  const started = job.finalAt + queuedMs
  const ended = started + buildMs
  if (now < started) return { status: 'queued' }
  if (now < ended) return { status: 'in_progress' }
  return { status: result, endedAt: ended }
}

/** The deployment's answer as the document describes it, or undefined for an id no job's current run has. */
export function deploymentBody(
  jobs: Iterable<Job>,
  statusId: string,
  now: number,
  site: { projectId: string; domain: string }
): Record<string, unknown> | undefined {
  for (const job of jobs) {
    if (job.statusIdAt(now) !== statusId) continue
    const state = stateAt(job, now) as { status: Status; endedAt?: number }
    const iso = (ms: number) => new Date(ms).toISOString()
    return {
      _id: statusId,
      projectId: site.projectId,
      createdAt: iso(job.finalAt),
      ...(state.endedAt === undefined ? {} : { endedAt: iso(state.endedAt) }),
      status: state.status,
      summary: SUMMARY[state.status],
      logs: [],
      subdomain: site.domain,
      author: null,
      commit: {
        sha: statusId.padEnd(40, '0'),
        ref: job.source.ref ?? 'main',
        message: `docs: agent job ${job.id}`,
        filesChanged: { added: [], modified: [...new Set(job.plan.edits.map(edit => edit.path))], removed: [] }
      },
      source: 'github'
    }
  }
  return undefined
}

const SUMMARY: Record<Status, string> = {
  queued: 'Waiting to deploy',
  in_progress: 'Deploying',
  success: 'Deployed',
  failure: 'Deployment failed'
}

/** The page edits live at `now`: those of every job whose current deployment succeeded, in the jobs' order. */
export function liveEdits(jobs: Iterable<Job>, now: number): PageEdit[] {
  return [...jobs].flatMap(job => (stateAt(job, now)?.status === 'success' ? job.plan.edits : []))
}
