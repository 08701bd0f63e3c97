/**
 * What the local loop (CONTRIBUTING, `npm run local-action`) needs beside the simulator: an event that talks to
 * GitHub (a label, a comment, a merged pull request or a push, a schedule's batch) needs the GitHub fake
 * (`npm run github-fake`) and GITHUB_API_URL pointing at it, else the run reaches for api.github.com.
 */

/** Events whose runs call GitHub whatever the inputs say (the person's permission, the change, the thread). */
const GITHUB_EVENTS = new Set(['issues', 'issue_comment', 'pull_request', 'pull_request_target', 'push'])

/** The line that says how to run this event locally, or undefined when the settings need no GitHub or point at one. */
export function githubFakeNeeded(settings: Record<string, string | undefined>): string | undefined {
  const event = settings.GITHUB_EVENT_NAME ?? 'workflow_dispatch'
  if (!GITHUB_EVENTS.has(event) || settings.GITHUB_API_URL) return undefined
  return `A '${event}' event talks to GitHub, and GITHUB_API_URL is not set, so the run would call api.github.com: start \`npm run github-fake -- --port 4011\` beside the simulator and copy the lines it prints into .env.`
}

/** The line for a settings file that is not there, naming how to make it; undefined when it exists. */
export function envFileMissing(file: string, exists: (path: string) => boolean): string | undefined {
  if (exists(file)) return undefined
  return `${file} does not exist: cp .env.example ${file} (its INPUT_* lines point at npm run sim; CONTRIBUTING.md, "The local loop").`
}
