// The one sleep of the action (src/action/sleep.ts): a cancel ends it at once, and it leaves no timer and no
// listener behind on the run's long-lived signal, whichever way it ends.
import { getEventListeners } from 'node:events'
import { CancelledError } from '../../src/action/errors.js'
import { sleep } from '../../src/action/sleep.js'

const timers = () => process.getActiveResourcesInfo().filter(kind => kind === 'Timeout').length

it('waits, then leaves no listener on the signal', async () => {
  const signal = new AbortController().signal
  await expect(sleep(5, signal)).resolves.toBeUndefined()
  expect(getEventListeners(signal, 'abort')).toHaveLength(0)
})

it('an already cancelled run does not wait at all', async () => {
  const controller = new AbortController()
  controller.abort()
  const before = timers()
  const slept = sleep(60_000, controller.signal)
  expect(timers()).toBe(before)
  await expect(slept).rejects.toBeInstanceOf(CancelledError)
})

it('a cancel ends the wait at once, clears its timer and its listener', async () => {
  const controller = new AbortController()
  const before = timers()
  const slept = sleep(60_000, controller.signal)
  expect(timers()).toBe(before + 1)
  controller.abort()
  await expect(slept).rejects.toBeInstanceOf(CancelledError)
  expect(timers()).toBe(before)
  expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0)
})

it('a negative wait is no wait', async () => {
  await expect(sleep(-5)).resolves.toBeUndefined()
})
