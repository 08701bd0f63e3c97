// The visitors inputs word for word (src/report/visitors/settings.ts): what a run without a report gets, white space
// as an empty input, a range starting at this very moment, and each warning and refusal naming the bound it derived.
import { InputError, InputErrors } from '../../../src/action/errors.js'
import { readVisitorSettings } from '../../../src/report/visitors/settings.js'
import { readPart } from '../../../__fixtures__/settings-readers.js'
import { weekSettings } from '../../../__fixtures__/visitors.js'

const NOW = new Date('2026-11-22T15:30:00Z')
const read =
  (inputs: Record<string, string>) =>
  (name: string): string =>
    inputs[name] ?? ''
const on = (inputs: Record<string, string>, warnings: string[] = []) =>
  readPart(problems => readVisitorSettings(read(inputs), problems, { now: NOW, warnings }))
const messageOf = (inputs: Record<string, string>): string => {
  try {
    on(inputs)
  } catch (error) {
    if (error instanceof InputError || error instanceof InputErrors) return error.message
    throw error
  }
  return ''
}

it('no input given: the last 7 days and every default', () => {
  expect(on({})).toStrictEqual(weekSettings())
})

it('dates of white space are empty inputs: the last 7 days', () => {
  expect(on({ 'date-from': '  ', 'date-to': ' \n' })).toMatchObject({ dateFrom: '2026-11-15', dateTo: '2026-11-22' })
})

it('a range that starts at this very moment is not in the future', () => {
  expect(on({ 'date-from': NOW.toISOString() }).from).toStrictEqual(NOW)
})

it('a date-from derived from a date-to says so when it is refused', () => {
  expect(messageOf({ 'date-to': '2026-12-31' })).toBe(
    "Input 'date-from': 2026-12-24 (7 days before 'date-to', as 'date-from' is empty) is in the future (now is 2026-11-22T15:30:00.000Z); the range must start in the past."
  )
  expect(messageOf({ 'date-from': '2026-12-24' })).toBe(
    "Input 'date-from': 2026-12-24 is in the future (now is 2026-11-22T15:30:00.000Z); the range must start in the past."
  )
})

it('a date-to in the future is moved back, and only a derived one says it was derived', () => {
  const given: string[] = []
  on({ 'date-from': '2026-11-18', 'date-to': '2026-11-25' }, given)
  expect(given).toStrictEqual([
    "Input 'date-to' 2026-11-25 is in the future (now is 2026-11-22T15:30:00.000Z): the range ends at today 00:00 UTC, 2026-11-22, so that no partial day is compared with whole ones."
  ])
  const derived: string[] = []
  on({ 'date-from': '2026-11-18' }, derived)
  expect(derived).toStrictEqual([
    "Input 'date-to' 2026-11-25 (7 days after 'date-from', as 'date-to' is empty) is in the future (now is 2026-11-22T15:30:00.000Z): the range ends at today 00:00 UTC, 2026-11-22, so that no partial day is compared with whole ones."
  ])
})
