import fc from 'fast-check'
import { describePlan, planRequests } from '../../src/report/plan.js'
import type { SectionNeed } from '../../src/report/section.js'
import type { SectionName } from '../../src/report/section-names.js'

const need = (min: number, max: number): SectionNeed => ({ min, max, what: `${min}..${max}` })

describe('the request plan', () => {
  it('gives every section its minimum, then one request at a time in turn up to each maximum', () => {
    const plan = planRequests(
      [
        ['visitors', need(2, 40)],
        ['searches', need(1, 2)],
        ['assistant', need(1, 4)]
      ],
      10
    )
    expect(plan.sections.map(s => [s.section, s.allowed])).toEqual([
      ['visitors', 5],
      ['searches', 2],
      ['assistant', 3]
    ])
    expect(plan.total).toBe(10)
  })

  it('plans no more than the sections can use', () => {
    const plan = planRequests([['feedback', need(1, 2)]], 40)
    expect(plan.sections[0]?.allowed).toBe(2)
    expect(plan.total).toBe(2)
  })

  it('refuses a cap below the sum of the minimums, naming each', () => {
    expect(() =>
      planRequests(
        [
          ['visitors', need(2, 4)],
          ['views', need(1, 3)]
        ],
        2
      )
    ).toThrow(new RangeError('the sections chosen need at least 3 requests (visitors 2, views 1), more than 2'))
  })

  it('never plans more than the cap, and every section at least its minimum (property)', () => {
    const names: SectionName[] = ['visitors', 'views', 'searches', 'feedback', 'assistant']
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 50 })), {
          minLength: 1,
          maxLength: 5
        }),
        fc.integer({ min: 1, max: 100 }),
        (pairs, cap) => {
          const needs = pairs.map(([min, extra], i): [SectionName, SectionNeed] => [
            names[i] as SectionName,
            need(min, min + extra)
          ])
          const minimum = needs.reduce((sum, [, n]) => sum + n.min, 0)
          if (minimum > cap) {
            expect(() => planRequests(needs, cap)).toThrow(RangeError)
            return
          }
          const plan = planRequests(needs, cap)
          expect(plan.total).toBeLessThanOrEqual(cap)
          const wanted = needs.reduce((sum, [, n]) => sum + n.max, 0)
          expect(plan.total).toBe(Math.min(cap, wanted))
          plan.sections.forEach((s, i) => {
            expect(s.allowed).toBeGreaterThanOrEqual(needs[i]?.[1].min ?? 0)
            expect(s.allowed).toBeLessThanOrEqual(needs[i]?.[1].max ?? 0)
          })
          // Turn by turn: no two sections that could both use more differ by more than one beyond their minimums.
          const growing = plan.sections.filter(s => s.allowed < s.need.max)
          for (const a of plan.sections)
            for (const b of growing) expect(a.allowed - a.need.min).toBeLessThanOrEqual(b.allowed - b.need.min + 1)
        }
      )
    )
  })

  it('is printed with each share and the organisation-wide limit', () => {
    const line = describePlan(planRequests([['searches', need(1, 2)]], 40))
    expect(line).toBe(
      "Analytics requests planned: 2 of the run's cap of 40 — searches up to 2 (1..2). The service allows 100 requests an hour for the whole organisation."
    )
    const two = describePlan(
      planRequests(
        [
          ['searches', need(1, 2)],
          ['feedback', need(2, 3)]
        ],
        40
      )
    )
    expect(two).toContain('— searches up to 2 (1..2); feedback up to 3 (2..3). The service')
  })
})
