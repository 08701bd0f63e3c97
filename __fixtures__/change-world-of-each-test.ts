// The change world (change-world.ts) of each test of a file: started before it, closed after it, its helpers bound.
import { afterEach, beforeEach } from '@jest/globals'
import type { SimOptions } from '../sim/server.js'
import { jobsOf, mergeIn, oursOn, runChange, startChangeWorld, trackingIssuesOf, type Merged } from './change-world.js'
import type { FakeGitHubOptions } from './fake-github.js'
import { closeWorld, type World } from './world.js'

/**
 * The change world of each test: started before it (the simulator's `sim` options), closed after it, with its helpers
 * bound. `restart` starts it again with other GitHub options (a token with fewer permissions).
 */
export function changeWorldOfEachTest(sim: SimOptions = {}) {
  let current: World | undefined
  const world = (): World => {
    if (!current) throw new Error('the change world starts before each test')
    return current
  }
  beforeEach(async () => {
    current = await startChangeWorld(sim)
  })
  afterEach(async () => {
    if (current) await closeWorld(current)
    current = undefined
  })
  return {
    world,
    restart: async (github: FakeGitHubOptions) => {
      await closeWorld(world())
      current = await startChangeWorld(sim, github)
    },
    merged: (options: Merged = {}) => mergeIn(world(), options),
    run: (event: unknown, eventName?: string, inputs?: Record<string, string>, env?: Record<string, string>) =>
      runChange(world(), event, eventName, inputs, env),
    jobs: () => jobsOf(world()),
    ours: (issue: number) => oursOn(world(), issue),
    trackingIssues: () => trackingIssuesOf(world())
  }
}
