/**
 * The agent-job state machine. A job's status is computed from the clock (the simulator's, SimOptions.now: Date.now
 * unless a test drives its own), so no timer is ever left running:
 *   create ──(durationMs)──▶ plan.finalStatus        (active until finalAt)
 *   follow-up message ──▶ active again, finalAt = now + durationMs of the plan in force at that moment
 * prLink: null while the first run is active; a completed run sets plan.prLink (null = no files changed); a failed or
 * archived run keeps whatever link an earlier run produced. Once a job has a link, later runs keep showing it.
 */
import { createHash, randomBytes } from 'node:crypto'
import { resolveDeployment } from './deployments.js'
import type { FinalStatus, JobPlan, JobStatus, SimJob } from './types.js'

export const REPOSITORY = 'https://github.com/acme/docs'
export const DEFAULT_MODEL = 'claude-sonnet-4-5'
export const DEFAULT_DURATION_MS = 1000

/** The AgentJob object as it goes over the wire. */
export interface AgentJobBody {
  id: string
  status: JobStatus
  source: { repository: string; ref: string | null }
  model: string
  prLink: string | null
  createdAt: string
  archivedAt: string | null
}

export function resolvePlan(plan: JobPlan, jobNumber: number): Required<JobPlan> {
  const durationMs = plan.durationMs ?? DEFAULT_DURATION_MS
  if (!Number.isFinite(durationMs) || durationMs < 0) throw new RangeError(`durationMs must be >= 0, got ${durationMs}`)
  return {
    durationMs,
    finalStatus: plan.finalStatus ?? 'completed',
    prLink: plan.prLink === undefined ? `${REPOSITORY}/pull/${jobNumber}` : plan.prLink,
    model: plan.model ?? DEFAULT_MODEL,
    // '': the job's own branch, named after its id (known only once it is made).
    branch: plan.branch ?? '',
    edits: (plan.edits ?? []).map(edit => ({ ...edit })),
    deployment: resolveDeployment(plan.deployment ?? {})
  }
}

export class Job implements SimJob {
  readonly messages: string[] = []
  readonly createdAt: string
  readonly source: { repository: string; ref: string | null }
  readonly model: string
  private currentPlan: Required<JobPlan>
  private final: number
  /** The link shown while a run is active (from earlier runs). */
  private carriedPrLink: string | null = null
  /** The link shown once the current run is final. */
  private finalPrLink: string | null
  /** Runs so far (a follow-up message starts another): each completed one deploys under its own status id. */
  private runs = 1

  constructor(
    readonly id: string,
    readonly jobNumber: number,
    readonly prompt: string,
    plan: Required<JobPlan>,
    now: number,
    /** What the live getters (status, prLink, archivedAt) read. */
    private readonly clock: () => number = Date.now
  ) {
    this.createdAt = new Date(now).toISOString()
    this.source = { repository: REPOSITORY, ref: plan.branch || `mintlify/agent-${id}` }
    this.model = plan.model
    this.currentPlan = plan
    this.final = now + plan.durationMs
    this.finalPrLink = this.linkAfter(plan.finalStatus, plan.prLink)
  }

  get plan(): Required<JobPlan> {
    return this.currentPlan
  }
  get finalAt(): number {
    return this.final
  }
  get status(): JobStatus {
    return this.statusAt(this.clock())
  }
  get prLink(): string | null {
    return this.prLinkAt(this.clock())
  }
  get archivedAt(): string | null {
    return this.statusAt(this.clock()) === 'archived' ? new Date(this.final).toISOString() : null
  }

  get statusId(): string | null {
    return this.statusIdAt(this.clock())
  }

  /** The deployment of the current run, once it completed: its id is the job's and the run's, hashed. */
  statusIdAt(now: number): string | null {
    if (this.statusAt(now) !== 'completed') return null
    return createHash('sha256').update(`${this.id}:${this.runs}`).digest('hex').slice(0, 24)
  }

  statusAt(now: number): JobStatus {
    return now < this.final ? 'active' : this.currentPlan.finalStatus
  }
  prLinkAt(now: number): string | null {
    return now < this.final ? this.carriedPrLink : this.finalPrLink
  }

  /** A follow-up message: the job runs again under `plan` (its model stays). */
  message(prompt: string, plan: Required<JobPlan>, now: number): void {
    this.carriedPrLink = this.prLinkAt(now)
    this.messages.push(prompt)
    this.runs++
    this.currentPlan = { ...plan, model: this.model }
    this.final = now + plan.durationMs
    this.finalPrLink = this.linkAfter(plan.finalStatus, plan.prLink)
  }

  /** Turns the job final now. prLink undefined: what the status implies (completed: the plan's link). */
  finish(status: FinalStatus, prLink: string | null | undefined, now: number): void {
    if (now >= this.final) this.carriedPrLink = this.prLinkAt(now)
    this.final = now
    this.currentPlan = { ...this.currentPlan, finalStatus: status }
    this.finalPrLink = prLink !== undefined ? prLink : this.linkAfter(status, this.currentPlan.prLink)
  }

  toBody(now: number): AgentJobBody {
    const status = this.statusAt(now)
    return {
      id: this.id,
      status,
      source: { ...this.source },
      model: this.model,
      prLink: this.prLinkAt(now),
      createdAt: this.createdAt,
      archivedAt: status === 'archived' ? new Date(this.final).toISOString() : null
    }
  }

  private linkAfter(status: FinalStatus, planLink: string | null): string | null {
    return status === 'completed' ? (planLink ?? this.carriedPrLink) : this.carriedPrLink
  }
}

export class JobStore {
  readonly jobs = new Map<string, Job>()
  private count = 0

  constructor(
    private plan: JobPlan,
    private readonly clock: () => number = Date.now
  ) {
    resolvePlan(plan, 0)
  }

  setPlan(plan: JobPlan): void {
    resolvePlan(plan, 0)
    this.plan = { ...plan }
  }

  create(prompt: string, now: number): Job {
    this.count += 1
    const plan = resolvePlan(this.plan, this.count)
    const job = new Job(newJobId(now, this.count), this.count, prompt, plan, now, this.clock)
    this.jobs.set(job.id, job)
    return job
  }

  message(job: Job, prompt: string, now: number): void {
    job.message(prompt, resolvePlan(this.plan, job.jobNumber), now)
  }

  get(id: string): Job | undefined {
    return this.jobs.get(id)
  }
}

/** A 24-hex-digit id shaped like the service's ids: seconds, random bytes, a counter. */
function newJobId(now: number, count: number): string {
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0')
  return seconds + randomBytes(5).toString('hex') + (count % 0x1000000).toString(16).padStart(6, '0')
}
