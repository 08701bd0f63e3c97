import * as core from '@actions/core'
import { Outputs } from './constants.js'
import type { AgentJob } from './service-client.js'

/** The job's outputs. Set as soon as the job is known and again when the wait ends, so nothing is lost on failure. */
export function setJobOutputs(job: AgentJob, timedOut: boolean): void {
  core.setOutput(Outputs.JobId, job.id)
  core.setOutput(Outputs.Status, job.status)
  core.setOutput(Outputs.PrLink, job.prLink ?? '')
  core.setOutput(Outputs.Model, job.model ?? '')
  core.setOutput(Outputs.SourceRepository, job.source?.repository ?? '')
  core.setOutput(Outputs.SourceRef, job.source?.ref ?? '')
  core.setOutput(Outputs.CreatedAt, job.createdAt ?? '')
  core.setOutput(Outputs.TimedOut, String(timedOut))
  core.setOutput(Outputs.Job, JSON.stringify(job))
}
