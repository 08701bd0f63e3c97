// The cancel handlers a run installs (src/action/cancellation.ts): the runner's SIGINT, then SIGTERM 7.5 s later,
// become the service's signal at the first of them and GitHub's after a grace or at the second.
import { watchCancellation } from '../../src/action/cancellation.js'

describe('watchCancellation', () => {
  it('listens to SIGINT and SIGTERM until disposed', () => {
    const counts = () => [process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')]
    const [int, term] = counts()
    const cancellation = watchCancellation()
    expect(counts()).toEqual([(int ?? 0) + 1, (term ?? 0) + 1])
    cancellation.dispose()
    expect(counts()).toEqual([int, term])
    expect(cancellation.githubSignal.aborted).toBe(true)
  })

  it.each(['SIGINT', 'SIGTERM'] as const)(
    'the first signal (%s) stops the service at once, GitHub only after the grace',
    async first => {
      const cancellation = watchCancellation(['SIGINT', 'SIGTERM'], 150)
      try {
        process.emit(first)
        expect([cancellation.signal.aborted, cancellation.githubSignal.aborted]).toEqual([true, false])
        await new Promise(resolve => cancellation.githubSignal.addEventListener('abort', resolve))
        expect(cancellation.githubSignal.aborted).toBe(true)
      } finally {
        cancellation.dispose()
      }
    }
  )

  it('a second signal ends the grace at once', () => {
    const cancellation = watchCancellation(['SIGINT', 'SIGTERM'], 60_000)
    try {
      process.emit('SIGINT')
      expect(cancellation.githubSignal.aborted).toBe(false)
      process.emit('SIGTERM')
      expect(cancellation.githubSignal.aborted).toBe(true)
    } finally {
      cancellation.dispose()
    }
  })
})
