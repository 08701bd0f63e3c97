// src/github/pulls.ts: which pull request links GitHub's API can be asked about (the states are asked in
// report/gaps-in-flight.test.ts, against the fake GitHub).
import { pullOf } from '../../src/github/pulls.js'

describe('pullOf', () => {
  it('only pull requests on the server the token talks to', () => {
    expect(pullOf('https://github.com/acme/docs/pull/12')).toEqual({ owner: 'acme', repo: 'docs', number: 12 })
    expect(pullOf('https://GitHub.com/acme/docs/pull/12')).toMatchObject({ number: 12 })
    expect(pullOf('https://ghe.acme.io/a/b/pull/3', 'https://ghe.acme.io')).toEqual({
      owner: 'a',
      repo: 'b',
      number: 3
    })
    expect(pullOf('https://ghe.acme.io/a/b/pull/3')).toBeUndefined()
    expect(pullOf('https://gitlab.com/a/b/-/merge_requests/3')).toBeUndefined()
    expect(pullOf('http://github.com/a/b/pull/3')).toBeUndefined()
    expect(pullOf('https://github.com/a/b/pull/3?x=1')).toBeUndefined()
    // The whole path is owner/repo/pull/n: nothing before it, nothing after it.
    expect(pullOf('https://github.com/a/b/pull/3/files')).toBeUndefined()
    expect(pullOf('https://github.com/x/a/b/pull/3')).toBeUndefined()
    expect(pullOf('https://github.com/a/b/issues/3')).toBeUndefined()
    expect(pullOf('not a url')).toBeUndefined()
  })
})
