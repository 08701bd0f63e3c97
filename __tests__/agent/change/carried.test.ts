// What a docs job carries (src/agent/change/carried.ts), pure: the change keys the tracking issue's marker remembers
// for the job with this run's own, the pull requests among them in merge order, the sentence the comments show, and
// the change-result output for every way an agent step can end.
import fc from 'fast-check'
import { carriedKeys, carriedPulls, changeResult, describeCarried } from '../../../src/agent/change/carried.js'
import type { AgentRunResult, OutcomeKind } from '../../../src/job/outcome.js'

const SHA = '6113728f27ae82c7b1a177c8d03f9e96e0adf246'

describe('carriedKeys', () => {
  const sent = [
    { jobId: 'J2', keys: ['pr-20', 'push-abcdef1', '3f9a1c2b'] },
    { jobId: 'J1', keys: ['pr-10', 'pr-11'] }
  ]

  it('what the marker remembers for the job, change keys only, then this run’s own, each once', () => {
    expect(carriedKeys(sent, 'J2', ['pr-21', 'pr-20'])).toEqual(['pr-20', 'push-abcdef1', 'pr-21'])
    expect(carriedKeys(sent, 'J1', [])).toEqual(['pr-10', 'pr-11'])
  })

  it('only this run’s own when the marker remembers nothing of the job, or no job is known', () => {
    expect(carriedKeys(sent, 'J3', ['pr-30'])).toEqual(['pr-30'])
    expect(carriedKeys(sent, undefined, ['pr-30'])).toEqual(['pr-30'])
    expect(carriedKeys(undefined, 'J1', ['pr-30', 'pr-30'])).toEqual(['pr-30'])
    expect(carriedKeys([], 'J1', [])).toEqual([])
  })

  it('a job id nobody knows never matches a group (no undefined job)', () => {
    expect(carriedKeys([{ jobId: 'undefined', keys: ['pr-1'] }], undefined, [])).toEqual([])
  })
})

describe('carriedPulls', () => {
  it('the pull requests among the keys, smallest number first, by number not by text', () => {
    expect(carriedPulls(['pr-15', `push-${SHA.slice(0, 12)}`, 'pr-9', '3f9a1c2b', 'pr-100'])).toEqual([9, 15, 100])
    expect(carriedPulls([])).toEqual([])
  })

  it('any keys: sorted, and one number for each pull request key', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 99_999 })), numbers => {
        const pulls = carriedPulls([...numbers.map(n => `pr-${n}`), 'push-abcdef1'])
        expect(pulls).toEqual([...numbers].sort((a, b) => a - b))
      })
    )
  })
})

describe('describeCarried', () => {
  it('none yet', () => {
    expect(describeCarried([])).toBe('Merged changes this docs job carries: none yet.')
    expect(describeCarried(['3f9a1c2b'])).toBe('Merged changes this docs job carries: none yet.')
  })

  it('pull requests by number, in merge order, for GitHub to link', () => {
    expect(describeCarried(['pr-15', 'pr-12'])).toBe('Merged changes this docs job carries: #12, #15.')
  })

  it('a push by the first 7 characters of its commit, several pushes together', () => {
    expect(describeCarried([`push-${SHA.slice(0, 12)}`])).toBe(
      'Merged changes this docs job carries: a push `6113728`.'
    )
    expect(describeCarried(['pr-3', 'push-abcdef123456', 'push-1234567'])).toBe(
      'Merged changes this docs job carries: #3, pushes `abcdef1`, `1234567`.'
    )
  })
})

/**
 * What each OutcomeKind of src/job/outcome.ts gives when the job is not a follow-up (create, attach). A Record of
 * every kind: a kind added there and not here fails `npm run typecheck`.
 */
const OWN: Record<OutcomeKind, string> = {
  started: 'started',
  'timed-out': 'failed',
  cancelled: 'failed',
  'pr-opened': 'docs-pr-opened',
  committed: 'docs-committed',
  'no-changes': 'no-change',
  unchecked: 'no-pr-unchecked',
  archived: 'no-change',
  failed: 'failed',
  unknown: 'failed'
}
const KINDS = Object.keys(OWN) as OutcomeKind[]
const MODES = ['create', 'message', 'attach'] as const satisfies readonly AgentRunResult['mode'][]

describe('changeResult', () => {
  const ENDED = ['started', 'pr-opened', 'committed', 'no-changes', 'unchecked', 'archived']
  const cases = KINDS.flatMap(kind =>
    MODES.map(mode => [kind, mode, mode === 'message' && ENDED.includes(kind) ? 'follow-up' : OWN[kind]] as const)
  )

  it.each(cases)('%s after %s: %s', (kind, mode, expected) => {
    expect(changeResult({ kind, mode })).toBe(expected)
  })

  it.each(MODES)('an archived job with a pull request after %s opened one (a follow-up stays one)', mode => {
    expect(changeResult({ kind: 'archived', mode, prLink: 'https://github.com/o/r/pull/3' })).toBe(
      mode === 'message' ? 'follow-up' : 'docs-pr-opened'
    )
    expect(changeResult({ kind: 'archived', mode, prLink: '' })).toBe(mode === 'message' ? 'follow-up' : 'no-change')
  })

  it('no changes is no change even with a link; a failure with a link is a failure', () => {
    const prLink = 'https://github.com/o/r/pull/3'
    expect(changeResult({ kind: 'no-changes', mode: 'create', prLink })).toBe('no-change')
    expect(changeResult({ kind: 'failed', mode: 'create', prLink })).toBe('failed')
    expect(changeResult({ kind: 'timed-out', mode: 'message', prLink })).toBe('failed')
  })

  it('a step that failed before any job (no kind, no mode) failed', () => {
    expect(changeResult({})).toBe('failed')
    expect(changeResult({ mode: 'message' })).toBe('failed')
    expect(changeResult({ kind: 'pr-opened' })).toBe('docs-pr-opened')
  })
})
