// Percentages in the house style (src/text/percent.ts): a space before the sign, a share never shown as 0 for
// something that happened nor over 100 %, and a change as a percentage of what it was.
import { percent, percentChange } from '../../src/text/percent.js'

describe('percent of a share, in whole percent', () => {
  it.each([
    [0, '0 %'],
    [-1, '0 %'],
    [Number.NaN, '0 %'],
    [0.004, '<1 %'],
    [0.005, '1 %'],
    [0.02, '2 %'],
    [0.995, '100 %'],
    [1, '100 %'],
    [3, '100 %']
  ])('%d is %s', (ratio, text) => expect(percent(ratio)).toBe(text))
})

describe('percent of a share, with decimals', () => {
  it.each([
    [0, 1, '0.0 %'],
    [Number.NaN, 1, '0.0 %'],
    [0.0004, 1, '<0.1 %'],
    [0.0005, 1, '0.1 %'],
    [0.315, 1, '31.5 %'],
    [4 / 15, 1, '26.7 %'],
    [0.5, 1, '50.0 %'],
    [2, 1, '100.0 %'],
    [0.12345, 2, '12.35 %'],
    [0.00001, 2, '<0.01 %']
  ])('%d with %d decimals is %s', (ratio, digits, text) => expect(percent(ratio, digits)).toBe(text))
})

describe('percentChange', () => {
  it.each([
    [0.041, '4.1 %'],
    [2.5, '250.0 %'],
    [1, '100.0 %'],
    [0, '0.0 %'],
    [1 / 12, '8.3 %']
  ])('%d is %s', (ratio, text) => expect(percentChange(ratio)).toBe(text))
})
