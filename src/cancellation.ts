/**
 * Turns the runner's cancel signals (SIGINT, then SIGTERM 7.5 s later) into an AbortSignal, so the wait stops at the
 * first one and the run still reports. dispose() removes the handlers.
 */
export interface Cancellation {
  signal: AbortSignal
  dispose(): void
}

export function watchCancellation(signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM']): Cancellation {
  const controller = new AbortController()
  const onSignal = (): void => controller.abort()
  for (const name of signals) process.on(name, onSignal)
  return {
    signal: controller.signal,
    dispose: () => {
      for (const name of signals) process.off(name, onSignal)
    }
  }
}
