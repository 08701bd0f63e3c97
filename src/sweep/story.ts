/**
 * The sweep action's story (sweep/action.yml), on a schedule: every thread a short run labelled, its job polled once,
 * its status comment finished when the job ended (sweep/sweep.ts).
 */
import { sweepStep } from './sweep.js'
import { githubLater, labelledThreads } from '../step/connect.js'
import { readEvent } from '../github/event.js'
import { endStep, runStory, type RunFrame } from '../step/frame.js'
import { readSweepActionSettings, type SweepActionSettings } from './settings.js'

export async function run(): Promise<void> {
  await runStory(readSweepActionSettings, sweepStory)
}

export async function sweepStory(settings: SweepActionSettings, frame: RunFrame): Promise<void> {
  const event = readEvent()
  // One client for the threads and for the branches of jobs that completed without a pull request.
  const github = githubLater(settings.github.token, frame.limits)
  const threads = async () => labelledThreads(settings.github, event, frame.limits, settings.apiKey, await github())
  // A 429 is not waited out: the next sweep comes soon, and a runner paid to wait is what the sweep is for.
  const client = frame.clientWith({ retryRateLimited: false })
  const { signal, deadline } = frame
  await sweepStep({ settings, event, client, signal, deadline, threads, github }).then(endStep)
}
