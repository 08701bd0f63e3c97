import type { Simulator } from '../sim/server.js'

/** The inputs that point the action at a simulator, polling fast (allowed against loopback only). */
export const simInputs = (sim: Simulator, over: Record<string, string> = {}): Record<string, string> => ({
  'api-key': sim.apiKey,
  'project-id': sim.projectId,
  'api-url': sim.url,
  'poll-interval': '50ms',
  ...over
})
