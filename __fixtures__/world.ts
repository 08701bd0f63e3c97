// The usual end-to-end world of a test: the service simulator and the fake GitHub, both real servers on loopback.
import { startSimulator, type SimOptions, type Simulator } from '../sim/server.js'
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from './fake-github.js'

export interface World {
  sim: Simulator
  gh: FakeGitHub
}

export async function startWorld(sim: SimOptions = {}, github: FakeGitHubOptions = {}): Promise<World> {
  return { sim: await startSimulator(sim), gh: await startFakeGitHub(github) }
}

export async function closeWorld(world: Partial<World>): Promise<void> {
  await world.sim?.close()
  await world.gh?.close()
}
