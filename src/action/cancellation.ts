/** How long the final report may still use GitHub after the first cancel signal: the runner kills at 10 s. */
export const GITHUB_GRACE_MS = 3000

/**
 * Turns the runner's cancel signals (SIGINT, then SIGTERM 7.5 s later) into two AbortSignals: `signal` stops the
 * service work at the first one; `githubSignal` follows a short grace later (or at the second signal), so the final
 * report can still turn the status comment into "cancelled" and then every GitHub request ends. dispose() removes
 * the handlers and aborts `githubSignal`: no GitHub request outlives the run.
 */
export interface Cancellation {
  signal: AbortSignal
  githubSignal: AbortSignal
  dispose(): void
}

export function watchCancellation(
  signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'],
  graceMs = GITHUB_GRACE_MS
): Cancellation {
  const service = new AbortController()
  const github = new AbortController()
  let grace: NodeJS.Timeout | undefined
  const onSignal = (): void => {
    if (service.signal.aborted) return github.abort()
    service.abort()
    grace = setTimeout(() => github.abort(), graceMs)
  }
  for (const name of signals) process.on(name, onSignal)
  return {
    signal: service.signal,
    githubSignal: github.signal,
    dispose: () => {
      for (const name of signals) process.off(name, onSignal)
      clearTimeout(grace)
      github.abort()
    }
  }
}
