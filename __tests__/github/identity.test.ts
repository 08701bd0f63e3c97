// Whose comments are ours: the login the token writes as, asked of GraphQL's viewer against the fake GitHub.
import { jest } from '@jest/globals'
import { getOctokit } from '@actions/github'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import { ACTIONS_BOT, tokenLogin } from '../../src/github/identity.js'

let gh: FakeGitHub
beforeEach(async () => {
  // GraphQL names GITHUB_TOKEN's app 'github-actions'; a personal access token is its user's own login.
  gh = await startFakeGitHub({ tokens: { ghs_actions: 'github-actions', ghp_person: 'docs-bot' } })
})
afterEach(() => gh.close())

const login = (token: string) => tokenLogin(getOctokit(token, { baseUrl: gh.url }))

it("GITHUB_TOKEN, which GraphQL calls 'github-actions', writes comments as github-actions[bot]", async () => {
  expect(ACTIONS_BOT).toBe('github-actions[bot]')
  await expect(login('ghs_actions')).resolves.toBe('github-actions[bot]')
  expect(gh.requests.map(r => r.route)).toEqual(['graphql'])
})

it('a personal access token writes as its own login', async () => {
  await expect(login('ghp_person')).resolves.toBe('docs-bot')
})

it('when the viewer cannot be asked, GITHUB_TOKEN’s bot is assumed, and the debug log says why', async () => {
  const out: string[] = []
  jest.spyOn(process.stdout, 'write').mockImplementation(chunk => (out.push(String(chunk)), true))
  gh.inject('graphql', { kind: 'status', status: 502 }, 5)
  await expect(login('ghp_person')).resolves.toBe('github-actions[bot]')
  jest.restoreAllMocks()
  const said = out
    .join('')
    .split('\n')
    .filter(line => line.startsWith('::debug::viewer query failed'))
  expect(said).toEqual([
    expect.stringMatching(/^::debug::viewer query failed \(Bad Gateway.*\); assuming github-actions\[bot\]$/)
  ])
})
