import { seenRole } from '../../src/github/permission.js'
import { UnexpectedBody } from '../../src/service/read-body.js'
import { sameJob, toJob, toVisitorsPage } from '../../src/service/answers.js'

const what = (fn: () => unknown): string => {
  try {
    fn()
  } catch (error) {
    if (error instanceof UnexpectedBody) return error.what
    throw error
  }
  throw new Error('no UnexpectedBody thrown')
}

const row = (path: string) => ({ path, human: 1, ai: 0, total: 1 })
const page = (over: Record<string, unknown>) => ({
  totals: { human: 3, ai: 1, total: 4 },
  visitors: [row('/a'), row('/b'), row('/c'), row('/d')],
  hasMore: false,
  ...over
})

describe('a malformed visitors page names the field and the value', () => {
  it.each([
    [
      { totals: { human: 1, ai: 1, total: -11 } },
      'totals.total is -11, not a count (a whole number from 0 to 2^53 − 1)'
    ],
    [{ totals: { human: 1, total: 2 } }, 'totals.ai is missing, not a count (a whole number from 0 to 2^53 − 1)'],
    [{ totals: null }, 'totals is null, not a JSON object'],
    [{ totals: undefined }, 'totals is missing, not a JSON object'],
    [{ visitors: 'none' }, 'visitors is "none", not a list'],
    [{ visitors: { a: 1 } }, 'visitors is an object, not a list'],
    [{ hasMore: 'yes' }, 'hasMore is "yes", not true or false'],
    [{ hasMore: undefined }, 'hasMore is missing, not true or false'],
    [
      { visitors: [row('/a'), row('/b'), row('/c'), { human: 1, ai: 0, total: 1 }] },
      'visitors[3].path is missing, not a string'
    ],
    [
      { visitors: [row('/a'), { ...row('/b'), total: null }] },
      'visitors[1].total is null, not a count (a whole number from 0 to 2^53 − 1)'
    ]
  ])('%j → %s', (over, expected) => {
    expect(what(() => toVisitorsPage(JSON.parse(JSON.stringify(page(over)))))).toBe(expected)
  })

  it('escapes and cuts a hostile value', () => {
    const hostile = `yes\n::warning::x##[error]${'y'.repeat(200)}`
    const shown = what(() => toVisitorsPage(page({ hasMore: hostile })))
    expect(shown).toMatch(/^hasMore is "yes\\u000a::warning::x\\u0023\\u0023\[error\]y+…", not true or false$/)
    expect(shown.length).toBeLessThan(140)
  })

  it('names a body that is not an object', () => {
    expect(what(() => toVisitorsPage([1]))).toBe('the body is an array, not a JSON object')
  })

  it('a good page passes, rows untouched', () => {
    const good = page({})
    expect(toVisitorsPage(good).visitors).toBe(good.visitors)
  })
})

describe('sameJob', () => {
  it('passes the job asked for', () => {
    const job = toJob({ id: 'A', status: 'active' })
    expect(sameJob(job, 'A')).toBe(job)
  })
  it('names both ids when the answer is another job', () => {
    expect(what(() => sameJob(toJob({ id: 'B', status: 'completed' }), 'A'))).toBe(
      'it is job "B", not job A (a protocol error)'
    )
  })
})

describe('seenRole: the level a collaborator answer grants', () => {
  it.each([
    [{ permission: 'admin', role_name: 'admin' }, 'admin', 'admin permission'],
    [{ permission: 'write', role_name: 'maintain' }, 'maintain', 'maintain permission'],
    [{ permission: 'read', role_name: 'triage' }, 'triage', 'triage permission'],
    [{ permission: 'write' }, 'write', 'write permission'],
    [{ permission: 'write', role_name: 'docs-editor' }, 'write', 'the custom role docs-editor (base permission write)'],
    [{ permission: 'read', role_name: 'docs-reader' }, 'read', 'the custom role docs-reader (base permission read)'],
    [{ permission: 'none', role_name: '' }, undefined, 'none permission'],
    [
      { permission: 'read', role_name: 'x\n::warning::<b>y</b>' },
      'read',
      'the custom role xwarningbyb (base permission read)'
    ]
  ])('%j', (data, level, described) => {
    expect(seenRole(data)).toEqual({ level, described })
  })
})
