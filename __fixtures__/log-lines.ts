// The lines the modules under test write to the runner's log (stdout: info, ::debug::, ::warning::), kept instead of
// printed, fresh for each test of the file that asks for them.
import { afterEach, beforeEach, jest } from '@jest/globals'

/** The log's lines of the running test, one entry per line written; call once, at the top of a test file. */
export function logLinesOfEachTest(): string[] {
  const lines: string[] = []
  beforeEach(() => {
    lines.length = 0
    jest.spyOn(process.stdout, 'write').mockImplementation(((chunk: unknown) => {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      return true
    }) as typeof process.stdout.write)
  })
  afterEach(() => {
    jest.restoreAllMocks()
  })
  return lines
}
