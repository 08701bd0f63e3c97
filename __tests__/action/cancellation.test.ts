// The cancel handlers a run installs (src/action/cancellation.ts).
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
})
