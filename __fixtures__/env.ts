// Tests that set or delete environment variables (GITHUB_API_URL: which GitHub a client talks to, and whether it is
// loopback) put them back after each test with this, instead of a try/finally in each.
import { afterEach } from '@jest/globals'

/** After each test of the calling file, these variables are as they were when it was loaded. */
export function restoreEnvAfterEach(...names: string[]): void {
  const saved = new Map(names.map(name => [name, process.env[name]]))
  afterEach(() => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })
}
