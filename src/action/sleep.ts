import { CancelledError } from './errors.js'

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>

/** Waits ms, or rejects with CancelledError as soon as the signal aborts. Keeps no timer alive after either. */
export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new CancelledError())
    const onAbort = (): void => {
      clearTimeout(timer)
      reject(new CancelledError())
    }
    const timer = setTimeout(
      () => {
        signal?.removeEventListener('abort', onAbort)
        resolve()
      },
      Math.max(0, ms)
    )
    signal?.addEventListener('abort', onAbort, { once: true })
  })
