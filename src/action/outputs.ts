import * as core from '@actions/core'
import { Outputs } from './names.js'
import { scrub } from './secrets.js'
import type { AgentJob } from '../service/client.js'

/** The one way a step output is written: scrubbed of the run's secrets in every encoding. */
export function setOutput(name: string, value: string): void {
  core.setOutput(name, scrub(value))
}

/** The job's outputs. Set as soon as the job is known and again when the wait ends, so nothing is lost on failure. */
export function setJobOutputs(job: AgentJob, timedOut: boolean): void {
  setOutput(Outputs.JobId, job.id)
  setOutput(Outputs.Status, job.status)
  setOutput(Outputs.PrLink, job.prLink ?? '')
  setOutput(Outputs.Model, job.model ?? '')
  setOutput(Outputs.SourceRepository, job.source?.repository ?? '')
  setOutput(Outputs.SourceRef, job.source?.ref ?? '')
  setOutput(Outputs.CreatedAt, job.createdAt ?? '')
  setOutput(Outputs.TimedOut, String(timedOut))
  setOutput(Outputs.Job, JSON.stringify(job))
}
