/**
 * The bundle of the four actions (dist/index.js). The agent's action.yml runs it; each other action's action.yml runs
 * its dist/<action>/index.js, which names the action (action-of.ts) and imports this file. Each action's story is a
 * chunk of its own, loaded here: a run loads its own action's code, and dist/ holds every shared chunk once.
 */
import { actionOf, type ActionName } from './action-of.js'
import { start } from './start.js'

const STORIES: Record<ActionName, () => Promise<{ run: () => Promise<void> }>> = {
  agent: () => import('../agent/story.js'),
  sweep: () => import('../sweep/story.js'),
  report: () => import('../report/story.js'),
  fleet: () => import('../fleet/story.js')
}

await start(async () => (await STORIES[actionOf()]()).run())
