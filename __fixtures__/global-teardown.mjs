// Jest's global teardown: removes the run's temporary folder that global-setup.mjs made, with all the tests put in it.
import { rmSync } from 'node:fs'

export default function globalTeardown() {
  const folder = process.env.DOCS_AGENT_TESTS_TMPDIR
  if (folder) rmSync(folder, { recursive: true, force: true })
}
