// The history's format marker and the ownership rule (src/report/history/marker.ts): a file's `format` and
// `version` read before its fields, and whose a branch that exists is by its index.json's marker: every small case
// (empty, README only, a static site's index, JSON of another shape, not JSON, a later version). A branch that does
// not exist is made the history's by the first write: keep-ownership.test.ts.
import { READ_LIMITS } from '../../../src/report/history/check.js'
import { json } from '../../../src/report/history/keep.js'
import { branchClaim, NO_TEXT, readMarker } from '../../../src/report/history/marker.js'

const INDEX = json({ format: 'docs-health-index', version: 1, projects: {} })
const NOT_OURS = (why: string) => ({ owner: 'another', reason: `its index.json is not the history's: ${why}` })

describe('branchClaim: whose a branch is', () => {
  it('a branch with an index.json of this version’s marker is the history’s, the index given back to read', () => {
    expect(branchClaim(INDEX)).toStrictEqual({ owner: 'history', index: INDEX })
    // The marker is the claim: a field of the index this version cannot read leaves it the history's (replaced).
    const malformed = '{"format": "docs-health-index", "version": 1, "projects": []}'
    expect(branchClaim(malformed)).toStrictEqual({ owner: 'history', index: malformed })
  })

  it('a later version’s index is that version’s: left alone', () => {
    expect(branchClaim(JSON.stringify({ format: 'docs-health-index', version: 3 }))).toStrictEqual({
      owner: 'later',
      reason: 'format version 3, newer than this action reads (2)'
    })
  })

  it.each([
    ['an empty branch, or one of a README, code or pages alone (no index.json)', undefined, 'it has no index.json'],
    ['an index.json GitHub gives no text of', NO_TEXT, 'its index.json is not a file GitHub gives the text of']
  ] as const)('%s is another’s', (_what, index, reason) => {
    expect(branchClaim(index)).toStrictEqual({ owner: 'another', reason })
  })

  it.each([
    ['a static site’s search index', '{"pages": [{"title": "Home", "url": "/"}]}', 'format: not docs-health-index'],
    ['not JSON', '<!doctype html>', 'not JSON'],
    ['the marker cut off', '{"format": "docs-health-index"', 'not JSON'],
    ['a list', '[{"format": "docs-health-index", "version": 1}]', 'not an object'],
    ['a string', '"docs-health-index"', 'not an object'],
    ['null', 'null', 'not an object'],
    ['another kind of history file', json({ format: 'docs-health-week', version: 1 }), 'format: not docs-health-index'],
    ['the kind in another case', '{"format": "Docs-Health-Index", "version": 1}', 'format: not docs-health-index'],
    ['the kind without a version', '{"format": "docs-health-index"}', 'version: not a whole number from 1 to 2'],
    ['version "1"', '{"format": "docs-health-index", "version": "1"}', 'version: not a whole number from 1 to 2'],
    ['version 0', '{"format": "docs-health-index", "version": 0}', 'version: not a whole number from 1 to 2'],
    ['version 1.5', '{"format": "docs-health-index", "version": 1.5}', 'version: not a whole number from 1 to 2'],
    [
      'an inherited kind',
      '{"__proto__": {"format": "docs-health-index", "version": 1}}',
      'format: not docs-health-index'
    ],
    ['an empty file', '', 'not JSON']
  ])('an index.json that is %s is another’s: never written', (_what, index, why) => {
    expect(branchClaim(index)).toStrictEqual(NOT_OURS(why))
  })
})

describe('readMarker', () => {
  it('gives a file of a version it reads (this one, or 1) to read, with the version and every field as written', () => {
    for (const version of [1, 2]) {
      const text = json({ format: 'docs-health-fixes', version, project: 'acme', fixes: [] })
      expect(readMarker(text, 'docs-health-fixes')).toStrictEqual({
        version: 'this',
        read: version,
        file: JSON.parse(text)
      })
    }
  })

  it('reads the kind asked for only', () => {
    expect(readMarker(INDEX, 'docs-health-week')).toStrictEqual({
      version: 'none',
      reason: 'format: not docs-health-week'
    })
  })

  it('a later version: any whole number above this one', () => {
    for (const version of [3, 4, Number.MAX_SAFE_INTEGER]) {
      expect(readMarker(JSON.stringify({ format: 'docs-health-week', version }), 'docs-health-week')).toStrictEqual({
        version: 'later',
        reason: `format version ${version}, newer than this action reads (2)`
      })
    }
  })

  it('a file larger than a reader accepts is not read at all', () => {
    const big = `${INDEX.slice(0, -2)}${' '.repeat(READ_LIMITS.fileChars)}}`
    expect(readMarker(big, 'docs-health-index')).toStrictEqual({
      version: 'none',
      reason: `larger than ${READ_LIMITS.fileChars} characters`
    })
    // At the limit it is read.
    const limit = `${' '.repeat(READ_LIMITS.fileChars - INDEX.length)}${INDEX}`
    expect(readMarker(limit, 'docs-health-index')).toMatchObject({ version: 'this' })
  })
})
