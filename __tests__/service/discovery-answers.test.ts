// The checks of the search, page and deployment-status answers (src/service/discovery-answers.ts): what is relied on
// is required, the rest kept only with its documented type, and a failure names the field.
import {
  FINAL_DEPLOYMENT_STATUSES,
  toDeploymentStatus,
  toPageContent,
  toSearchResults
} from '../../src/service/discovery-answers.js'

describe('search results', () => {
  it('a path each; content empty and metadata {} when left out; metadata kept as it is', () => {
    expect(toSearchResults([{ path: '/a' }, { path: '/b', content: 'x', metadata: { title: 'B', n: [1] } }])).toEqual([
      { path: '/a', content: '', metadata: {} },
      { path: '/b', content: 'x', metadata: { title: 'B', n: [1] } }
    ])
    expect(toSearchResults([])).toEqual([])
  })

  it.each([
    [{ results: [] }, 'the body is an object, not a list'],
    [[{ path: 3 }], '[0].path is 3, not a string'],
    [[{ path: '/a' }, { path: '/b', content: null }], '[1].content is null, not a string'],
    [[{ path: '/a', metadata: [] }], '[0].metadata is an array, not a JSON object'],
    [[{ path: '/a', metadata: 'title' }], '[0].metadata is "title", not a JSON object'],
    [[null], '[0] is null, not a JSON object']
  ])('%j is refused: %s', (body, message) => {
    expect(() => toSearchResults(body)).toThrow(message)
  })
})

describe('page content', () => {
  it('its path and content, nothing else', () => {
    expect(toPageContent({ path: '/a', content: '# A', extra: 1 })).toEqual({ path: '/a', content: '# A' })
    expect(() => toPageContent({ path: '/a' })).toThrow('content is missing, not a string')
    expect(() => toPageContent({ content: '' })).toThrow('path is missing, not a string')
  })
})

describe('deployment status', () => {
  it('its status, its times, its summary and commit; what has another type is dropped, not refused', () => {
    expect(
      toDeploymentStatus({
        _id: 'x',
        status: 'success',
        createdAt: '2026-11-25T10:00:00.000Z',
        endedAt: '2026-11-25T10:02:00Z',
        summary: 'Deployed',
        commit: { sha: 'abc', ref: 'main', message: 'm' },
        logs: ['l']
      })
    ).toEqual({
      status: 'success',
      createdAt: '2026-11-25T10:00:00.000Z',
      endedAt: '2026-11-25T10:02:00Z',
      summary: 'Deployed',
      commit: { sha: 'abc', ref: 'main' }
    })
    expect(toDeploymentStatus({ status: 'queued', endedAt: null, summary: 3, commit: 'abc' })).toEqual({
      status: 'queued',
      endedAt: null,
      summary: undefined,
      commit: undefined
    })
    expect(toDeploymentStatus({ status: 'in_progress', commit: { sha: 1, ref: null } })).toEqual({
      status: 'in_progress',
      commit: { sha: undefined, ref: undefined }
    })
  })

  it.each([
    [{}, 'status is missing, not a word (a to z and _, 1 to 40 characters)'],
    [{ status: 'Success!' }, 'status is "Success!", not a word'],
    [{ status: 'success', endedAt: 'yesterday' }, 'endedAt is "yesterday", not a date (ISO 8601)'],
    [{ status: 'success', createdAt: 5 }, 'createdAt is 5, not a date (ISO 8601)']
  ])('%j is refused: %s', (body, message) => {
    expect(() => toDeploymentStatus(body)).toThrow(message)
  })

  it('success and failure are final; queued, in_progress and any later status are not', () => {
    expect(FINAL_DEPLOYMENT_STATUSES).toEqual(['success', 'failure'])
  })
})
