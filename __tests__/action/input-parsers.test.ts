// The input parsers and the collector of bad inputs, which lets any other error through (src/action/input-parsers.ts).
import { InputError, InputErrors } from '../../src/action/errors.js'
import { booleanInput, durationInput, flagInput, InputProblems, integerInput } from '../../src/action/input-parsers.js'

describe('InputProblems', () => {
  it('notes bad inputs, one or several, and lets any other error through as it is', () => {
    const problems = new InputProblems()
    expect(problems.check(() => 5, 0)).toBe(5)
    expect(
      problems.check(() => {
        throw new InputError('a', 'bad.')
      }, 1)
    ).toBe(1)
    const both = new InputErrors([new InputError('b', 'bad.'), new InputError('c', 'bad.')])
    expect(
      problems.check(() => {
        throw both
      }, 2)
    ).toBe(2)
    const other = new RangeError('not an input')
    expect(() =>
      problems.check(() => {
        throw other
      }, 3)
    ).toThrow(other)
    expect(() => problems.throwIfAny()).toThrow(
      expect.objectContaining({ errors: [expect.objectContaining({ input: 'a' }), ...both.errors] })
    )
  })
})

describe('input parsers', () => {
  const read = (value: string) => () => value
  it('read a value with white space around it as without', () => {
    expect(booleanInput(read(' yes \n'), 'wait', false)).toBe(true)
    expect(booleanInput(read(' OFF '), 'wait', true)).toBe(false)
    expect(integerInput(read(' 42 '), 'gaps', 5, 1, 100)).toBe(42)
    expect(durationInput(read(' 2m '), 'timeout', '30m', 1000, 3_600_000)).toBe(120_000)
  })
  it('take the bounds themselves, and the fallback when empty', () => {
    expect(durationInput(read('1s'), 'timeout', '30m', 1000, 3_600_000)).toBe(1000)
    expect(durationInput(read('1h'), 'timeout', '30m', 1000, 3_600_000)).toBe(3_600_000)
    expect(durationInput(read(''), 'timeout', '30m', 1000, 3_600_000)).toBe(1_800_000)
    expect(integerInput(read('1'), 'gaps', 5, 1, 20)).toBe(1)
    expect(integerInput(read('20'), 'gaps', 5, 1, 20)).toBe(20)
    expect(integerInput(read(''), 'gaps', 5, 1, 20)).toBe(5)
  })
  it('say what is wrong with the value, quoting it, and what would be right', () => {
    expect(() => booleanInput(read(' maybe '), 'wait', true)).toThrow(
      "Input 'wait': 'maybe' is not a boolean; use true or false."
    )
    expect(() => integerInput(read('4.5'), 'gaps', 5, 1, 20)).toThrow(
      "Input 'gaps': '4.5' is not a whole number; use 1 to 20."
    )
    expect(() => integerInput(read('21'), 'gaps', 5, 1, 20)).toThrow("Input 'gaps': 21 is out of range; use 1 to 20.")
    expect(() => durationInput(read('2d'), 'timeout', '30m', 1000, 3_600_000)).toThrow(
      "Input 'timeout': '2d' is not a duration; use seconds (5), or a number with a unit: 500ms, 5s, 1m, 1h."
    )
    expect(() => durationInput(read('2h'), 'timeout', '30m', 500, 3_600_000)).toThrow(
      "Input 'timeout': 2h is out of range; use between 500ms and 1h."
    )
    expect(() => durationInput(read('1s'), 'timeout', '30m', 5000, 120_000)).toThrow(
      "Input 'timeout': 1s is out of range; use between 5s and 2m."
    )
  })
  it('name a bound of exactly a second or a minute in that unit', () => {
    expect(() => durationInput(read('2h'), 'timeout', '30m', 1000, 60_000)).toThrow(
      "Input 'timeout': 2h is out of range; use between 1s and 1m."
    )
    expect(() => durationInput(read('2h'), 'timeout', '30m', 999, 59_999)).toThrow(
      "Input 'timeout': 2h is out of range; use between 999ms and 59.999s."
    )
  })
  it('take a value of white space only as not given', () => {
    expect(durationInput(read(' \t '), 'timeout', '30m', 1000, 3_600_000)).toBe(1_800_000)
  })
})

describe('flagInput: every boolean input read one way into the problem list', () => {
  it('gives the default when empty, the value when given, and the default with one problem when bad', () => {
    const read = (inputs: Record<string, string>) => (name: string) => inputs[name] ?? ''
    const problems = new InputProblems()
    expect(flagInput(read({}), problems, 'wait', true)).toBe(true)
    expect(flagInput(read({ wait: ' No ' }), problems, 'wait', true)).toBe(false)
    expect(() => problems.throwIfAny()).not.toThrow()
    expect(flagInput(read({ wait: 'maybe' }), problems, 'wait', false)).toBe(false)
    expect(flagInput(read({ wait: 'maybe' }), problems, 'wait', true)).toBe(true)
    expect(() => problems.throwIfAny()).toThrow(/^Input 'wait': 'maybe' is not a boolean; use true or false\./)
  })
})
