// `npm run test:budget` reads Jest's JSON: the slowest files by their wall time, the slowest tests by their duration.
import { BUDGETS, slowest } from '../../script/test-budget.js'

const file = (name: string, startTime: number, endTime: number, tests: [string, number | null][]) => ({
  name: `${process.cwd()}/${name}`,
  startTime,
  endTime,
  assertionResults: tests.map(([title, duration]) => ({ title, duration }))
})

describe('slowest', () => {
  it('orders files by wall time and tests by duration, the slowest first, at most count of each', () => {
    const json = {
      numTotalTests: 4,
      numFailedTests: 0,
      testResults: [
        file('__tests__/a.test.ts', 1000, 3500, [
          ['quick', 10],
          ['slow', 2400]
        ]),
        file('__tests__/b.test.ts', 0, 12_000, [['slower', 11_900]]),
        file('__tests__/c.test.ts', 0, 100, [['unmeasured', null]])
      ]
    }
    expect(slowest(json, 2)).toStrictEqual({
      files: ['  12.0 s  __tests__/b.test.ts', '   2.5 s  __tests__/a.test.ts'],
      tests: ['  11.9 s  __tests__/b.test.ts › slower', '   2.4 s  __tests__/a.test.ts › slow']
    })
  })
})

describe('the budgets', () => {
  it('are the ones CONTRIBUTING.md states: test:unit within 2 minutes, npm test within 6', () => {
    expect(BUDGETS).toStrictEqual({
      unit: { script: 'test:unit', seconds: 120 },
      all: { script: 'test', seconds: 360 }
    })
  })
})
