import * as core from '@actions/core'
import { scrub } from './secrets.js'

/** The one way a step output is written: scrubbed of the run's secrets in every encoding. */
export function setOutput(name: string, value: string): void {
  core.setOutput(name, scrub(value))
}
