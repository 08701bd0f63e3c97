// The action layer's small parts where nothing else looks: error names and messages of anything thrown, the input
// collector passing other errors through, the cancel handlers a run installs, and the job summary's two debug and
// warning lines (no summary file; a summary already full).
import { jest } from '@jest/globals'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { watchCancellation } from '../../src/action/cancellation.js'
import { CancelledError, getErrorMessage, InputError, InputErrors } from '../../src/action/errors.js'
import { booleanInput, durationInput, InputProblems, integerInput } from '../../src/action/input-parsers.js'
import { SUMMARY_LIMIT_BYTES, writeSummary } from '../../src/action/summary-file.js'

describe('errors', () => {
  it('each kind says what it is, by name and message', () => {
    const one = new InputError('timeout', 'must be a duration.')
    expect([one.name, one.message]).toEqual(['InputError', "Input 'timeout': must be a duration."])
    const two = new InputErrors([one, new InputError('wait', 'must be true or false.')])
    expect([two.name, two.message]).toEqual([
      'InputErrors',
      "Input 'timeout': must be a duration.\nInput 'wait': must be true or false."
    ])
    expect(new CancelledError().name).toBe('CancelledError')
    expect([new CancelledError().message, new CancelledError().inFlight, new CancelledError(true).inFlight]).toEqual([
      'cancelled',
      false,
      true
    ])
  })

  it('the message of anything thrown', () => {
    const circular: Record<string, unknown> = {}
    circular.self = circular
    expect(getErrorMessage(new Error('boom'))).toBe('boom')
    expect(getErrorMessage('plain text')).toBe('plain text')
    expect(getErrorMessage({ code: 7 })).toBe('{"code":7}')
    expect(getErrorMessage(undefined)).toBe('undefined')
    expect(getErrorMessage(circular)).toBe('[object Object]')
  })
})

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

describe('watchCancellation', () => {
  it('listens to SIGINT and SIGTERM until disposed', () => {
    const counts = () => [process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')]
    const [int, term] = counts()
    const cancellation = watchCancellation()
    expect(counts()).toEqual([(int ?? 0) + 1, (term ?? 0) + 1])
    cancellation.dispose()
    expect(counts()).toEqual([int, term])
    expect(cancellation.githubSignal.aborted).toBe(true)
  })
})

describe('writeSummary, its two lines', () => {
  const saved = process.env.GITHUB_STEP_SUMMARY
  let out: string[]
  beforeEach(() => {
    out = []
    jest.spyOn(process.stdout, 'write').mockImplementation(chunk => (out.push(String(chunk)), true))
  })
  afterEach(() => {
    jest.restoreAllMocks()
    if (saved === undefined) delete process.env.GITHUB_STEP_SUMMARY
    else process.env.GITHUB_STEP_SUMMARY = saved
  })

  it('without a summary file: a debug line, and nothing written', async () => {
    delete process.env.GITHUB_STEP_SUMMARY
    await writeSummary('# report')
    expect(out).toEqual(['::debug::GITHUB_STEP_SUMMARY is not set: no job summary written.\n'])
  })

  it('a summary file the runner has not created yet is created, with the whole text', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'summary-')), 'summary.md')
    process.env.GITHUB_STEP_SUMMARY = file
    await writeSummary('# first section')
    expect(readFileSync(file, 'utf8')).toBe('# first section\n')
    expect(out).toStrictEqual([])
  })

  it('a summary already full: the section is left out, with one warning', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'summary-')), 'summary.md')
    writeFileSync(file, 'x'.repeat(SUMMARY_LIMIT_BYTES))
    process.env.GITHUB_STEP_SUMMARY = file
    await writeSummary('# one more section')
    expect(out).toEqual(['::warning::The job summary is full (1 MiB): a section was left out.\n'])
    expect(readFileSync(file, 'utf8')).not.toContain('one more section')
  })
})
