// The GitHub client the run makes (src/github/octokit.ts) against the fake GitHub over real HTTP: every text it sends
// is scrubbed of the run's secrets whoever wrote it, Octokit's own warnings go through the run's log, and every call
// goes through the guard (a GET answered 5xx is asked again; a create is not).
import { jest } from '@jest/globals'
import { restoreEnvAfterEach } from '../../__fixtures__/env.js'
import { runClient } from '../../__fixtures__/octokit.js'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { addSecret, clearSecrets } from '../../src/action/secrets.js'
import type { Octokit } from '../../src/github/octokit.js'

const SECRET = 'mint_s3cret0123456789abcdef'
restoreEnvAfterEach('GITHUB_API_URL')

let gh: FakeGitHub
let octokit: Octokit
let stdout: string[]
beforeEach(async () => {
  stdout = []
  jest.spyOn(process.stdout, 'write').mockImplementation(((chunk: unknown) => {
    stdout.push(String(chunk))
    return true
  }) as typeof process.stdout.write)
  gh = await startFakeGitHub()
  octokit = runClient(gh)
})
afterEach(async () => {
  jest.restoreAllMocks()
  clearSecrets()
  await gh.close()
})

const repo = () => ({ owner: gh.owner, repo: gh.repo })
const lines = () => stdout.join('').split('\n')

describe('createOctokit', () => {
  it('scrubs the run’s secrets, in any encoding, from every text it sends, whoever wrote the text', async () => {
    addSecret(SECRET)
    const escaped = SECRET.replace(/_/g, '\\_')
    await octokit.rest.issues.createComment({ ...repo(), issue_number: 3, body: `key ${SECRET} and ${escaped}` })
    await octokit.graphql(`query { repository(name: "${SECRET}") { id } }`).catch(() => undefined)
    const sent = gh.requests.map(r => JSON.stringify(r.body))
    expect(sent).toHaveLength(2)
    expect(sent.join('\n')).not.toContain('s3cret')
    expect(gh.commentsOn(3).map(c => c.body)).toEqual(['key *** and ***'])
  })

  it('scrubs them from texts nested in a request too: the files of a tree, a README’s table', async () => {
    addSecret(SECRET)
    const content = `| ${SECRET} | ${SECRET.replace(/_/g, '\\_')} |\n`
    await octokit.rest.git.createTree({
      ...repo(),
      tree: [{ path: 'README.md', mode: '100644', type: 'blob', content }]
    })
    const sent = gh.requests.find(r => r.route === 'createTree')?.body
    expect(sent).toEqual({ tree: [{ path: 'README.md', mode: '100644', type: 'blob', content: '| *** | *** |\n' }] })
  })

  it('passes Octokit’s own warnings (a deprecated endpoint) through the run’s log as plain lines, not to the console', async () => {
    gh.inject('listComments', {
      kind: 'status',
      status: 200,
      body: [],
      headers: { deprecation: 'Sat, 01 Nov 2025 00:00:00 GMT', sunset: 'Tue, 01 Dec 2026 00:00:00 GMT' }
    })
    await octokit.rest.issues.listComments({ ...repo(), issue_number: 3 })
    expect(lines().filter(line => line.includes('is deprecated'))).toEqual([
      expect.stringMatching(/^\[@octokit\/request\] "GET .*\/issues\/3\/comments.*" is deprecated/)
    ])
  })

  it('names the kind of limit it will not wait out: a primary rate limit, a secondary one', async () => {
    // The secondary limit first: it holds off writes only; a refused primary one holds off every call.
    gh.inject('createComment', {
      kind: 'status',
      status: 403,
      body: { message: 'You have exceeded a secondary rate limit.' },
      headers: { 'retry-after': '120' }
    })
    await expect(octokit.rest.issues.createComment({ ...repo(), issue_number: 3, body: 'x' })).rejects.toMatchObject({
      status: 403
    })
    const reset = String(Math.ceil(Date.now() / 1000) + 3600)
    gh.inject('listComments', {
      kind: 'status',
      status: 403,
      body: { message: 'API rate limit exceeded for installation.' },
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset }
    })
    await expect(octokit.rest.issues.listComments({ ...repo(), issue_number: 3 })).rejects.toMatchObject({
      status: 403
    })
    expect(lines().filter(line => line.startsWith('GitHub '))).toEqual([
      expect.stringMatching(
        /^GitHub secondary rate limit on POST .*: not waiting 120s, it would end after the run's timeout\.$/
      ),
      expect.stringMatching(
        /^GitHub rate limit on GET \/repos\/\{owner\}.*: not waiting \d+s, it would end after the run's timeout\.$/
      )
    ])
  })

  it('asks a GET answered 5xx again, through the guard; a comment create is never asked twice', async () => {
    gh.inject('listComments', { kind: 'status', status: 502, body: { message: 'Bad Gateway' } })
    await octokit.rest.issues.listComments({ ...repo(), issue_number: 3 })
    expect(gh.requests.map(r => `${r.route} ${r.status}`)).toEqual(['listComments 502', 'listComments 200'])
    expect(lines().filter(line => line.includes('retrying in'))).toEqual([
      '::debug::GET /repos/{owner}/{repo}/issues/{issue_number}/comments failed (status 502); retrying in 1000 ms'
    ])
    gh.inject('createComment', { kind: 'status', status: 502, body: { message: 'Bad Gateway' } })
    await expect(
      octokit.rest.issues.createComment({ ...repo(), issue_number: 3, body: 'x', request: { retries: 0 } })
    ).rejects.toMatchObject({ status: 502 })
    expect(gh.requests.filter(r => r.route === 'createComment')).toHaveLength(1)
  })
})
