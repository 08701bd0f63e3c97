// The runner's cancel of a step (actions/runner): SIGINT, SIGTERM 7.5 s later, a kill 2.5 s after that — started a
// second after the run first prints a given text, as a user pressing "Cancel workflow" while it works.
type Kill = (signal: NodeJS.Signals) => void

export interface RunnerCancel {
  /** For runAction's `onOutput`. */
  onOutput: (stdout: string, kill: Kill) => void
  /** When SIGINT was sent (epoch ms), 0 until then. */
  signalledAt: () => number
  /** Clears the signals not sent yet (in afterEach). */
  dispose: () => void
}

export function cancelOnceItPrints(text: string): RunnerCancel {
  let armed = false
  let signalledAt = 0
  const timers: NodeJS.Timeout[] = []
  return {
    onOutput(stdout, kill) {
      if (armed || !stdout.includes(text)) return
      armed = true
      timers.push(
        setTimeout(() => {
          signalledAt = Date.now()
          kill('SIGINT')
        }, 1000),
        setTimeout(() => kill('SIGTERM'), 8500),
        setTimeout(() => kill('SIGKILL'), 11_000)
      )
    },
    signalledAt: () => signalledAt,
    dispose: () => timers.splice(0).forEach(clearTimeout)
  }
}
