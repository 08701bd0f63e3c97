// Which V8 versions get the young-generation flag (src/report/visitors/heap.ts). That V8 honours it is measured in a
// child process by __tests__/project/heap.test.ts, which mutation runs leave out; this part runs in process.
import { keepYoungGenerationSmall } from '../../../src/report/visitors/heap.js'

describe('keepYoungGenerationSmall', () => {
  it.each(['13.6.233.10', '14.1.0', '13', '14.0'])('sets the flag on V8 %s', version => {
    expect(keepYoungGenerationSmall(version)).toBe(true)
  })

  it.each(['12.4.254.21', '15.0.1', '1.3', '113.0', '', 'x.y'])(
    'leaves V8 %s alone (the flag may not exist there)',
    version => {
      expect(keepYoungGenerationSmall(version)).toBe(false)
    }
  )

  it('reads the running V8 by default (Node 24 runs V8 13, Node 26 V8 14)', () => {
    expect(keepYoungGenerationSmall()).toBe(['13', '14'].includes(process.versions.v8.split('.')[0] ?? ''))
  })
})
