// Which sub-action a root run stands for (src/run/deprecated-use.ts): its sweep or report inputs given and not false.
import { deprecatedUse } from '../../src/run/deprecated-use.js'
import { reader } from '../../__fixtures__/settings-readers.js'

describe('deprecatedUse: which sub-action a root run stands for', () => {
  it.each([
    [{}, undefined],
    [{ prompt: 'x', sweep: 'false', 'visitor-summary': 'false', 'fix-gaps': 'false' }, undefined],
    [{ sweep: 'true' }, 'sweep'],
    [{ sweep: 'yes' }, 'sweep'],
    [{ sweep: 'true', report: 'all' }, 'sweep'],
    [{ report: 'searches' }, 'report'],
    [{ report: ' ' }, undefined],
    [{ 'visitor-summary': 'TRUE' }, 'report'],
    [{ 'fix-gaps': 'true' }, 'report']
  ] as [Record<string, string>, string | undefined][])('%j → %s', (inputs, sub) => {
    expect(deprecatedUse(reader(inputs))).toBe(sub)
  })
})
