/**
 * The sweep action's story (sweep/action.yml), on a schedule: every thread a short run labelled, its job polled once,
 * its status comment finished when the job ended (sweep/sweep.ts).
 */
import { sweepStep } from './sweep.js'
import { labelledThreads } from '../step/connect.js'
import { readEvent } from '../github/event.js'
import { endStep, runStory, type RunFrame } from '../step/frame.js'
import { readSweepActionSettings, type SweepActionSettings } from './settings.js'

export async function run(): Promise<void> {
  await runStory(readSweepActionSettings, sweepStory)
}

export async function sweepStory(settings: SweepActionSettings, frame: RunFrame): Promise<void> {
  const event = readEvent()
  const threads = () => labelledThreads(settings.github, event, frame.limits, settings.apiKey)
  // A 429 is not waited out: the next sweep comes soon, and a runner paid to wait is what the sweep is for.
  const client = frame.clientWith({ retryRateLimited: false })
  await sweepStep({ settings, event, client, signal: frame.signal, deadline: frame.deadline, threads }).then(endStep)
}
