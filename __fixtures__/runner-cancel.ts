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
  return cancelOnce(stdout => stdout.includes(text))
}

/**
 * The same cancel, started a second after `ready` first holds (asked at each output and every 10 ms): for a test that
 * must cancel once something has happened outside the run, e.g. the simulator answered every request but one.
 */
export function cancelOnceReady(ready: () => boolean): RunnerCancel {
  return cancelOnce(() => ready())
}

function cancelOnce(ready: (stdout: string) => boolean): RunnerCancel {
  let armed = false
  let signalledAt = 0
  let lastKill: Kill | undefined
  let lastStdout = ''
  const timers: NodeJS.Timeout[] = []
  const check = () => {
    if (armed || !lastKill || !ready(lastStdout)) return
    armed = true
    clearInterval(poll)
    const kill = lastKill
    timers.push(
      setTimeout(() => {
        signalledAt = Date.now()
        kill('SIGINT')
      }, 1000),
      setTimeout(() => kill('SIGTERM'), 8500),
      setTimeout(() => kill('SIGKILL'), 11_000)
    )
  }
  const poll = setInterval(check, 10)
  return {
    onOutput(stdout, kill) {
      lastStdout = stdout
      lastKill = kill
      check()
    },
    signalledAt: () => signalledAt,
    dispose: () => {
      clearInterval(poll)
      timers.splice(0).forEach(clearTimeout)
    }
  }
}
