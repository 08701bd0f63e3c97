// The permission gate in process, against the fake GitHub over real HTTP: role ranking at every level, custom roles,
// the 404 "not a collaborator" answer, a GitHub that fails, and bots allowed only by name (several of them).
import { getOctokit } from '@actions/github'
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/fake-github.js'
import {
  botAllowed,
  checkActor,
  PERMISSION_LEVELS,
  seenRole,
  type PermissionLevel
} from '../../src/github/permission.js'

const USERS = ['admin', 'maintain', 'write', 'triage', 'read', 'none'] as const

describe('checkActor against the fake GitHub', () => {
  let gh: FakeGitHub
  let octokit: ReturnType<typeof getOctokit>
  beforeAll(async () => {
    gh = await startFakeGitHub({
      // Each user is named after the role it holds.
      permissions: Object.fromEntries(USERS.map(u => [u, u])),
      customRoles: { editor: { name: 'docs-editor', base: 'write' } },
      missingUsers: ['ghost']
    })
    octokit = getOctokit('ghs_fake_token', { baseUrl: gh.url })
  })
  afterAll(async () => {
    await gh.close()
  })
  const repo = () => ({ owner: gh.owner, repo: gh.repo })
  const check = (login: string, min: PermissionLevel, type = 'User', bots: string[] = []) =>
    checkActor(octokit, repo(), { login, type }, min, bots)

  it.each(PERMISSION_LEVELS.map(min => [min]))(
    'needing %s: the users at that level or above pass, the others are told their role and the need',
    async min => {
      for (const user of USERS) {
        const verdict = await check(user, min)
        const above = PERMISSION_LEVELS.indexOf(user as PermissionLevel) >= PERMISSION_LEVELS.indexOf(min)
        expect(verdict).toEqual(
          above
            ? { allowed: true }
            : {
                allowed: false,
                reason: `@${user} has ${user} permission; running the docs agent needs ${min} or more.`
              }
        )
      }
    }
  )

  it('asks GitHub about that user on this repository', async () => {
    const from = gh.requests.length
    await check('write', 'write')
    expect(gh.requests.slice(from).map(r => [r.route, r.path])).toEqual([
      ['getPermission', `/repos/${gh.owner}/${gh.repo}/collaborators/write/permission`]
    ])
  })

  it('a custom role counts by its base permission and is named in the refusal', async () => {
    await expect(check('editor', 'write')).resolves.toEqual({ allowed: true })
    await expect(check('editor', 'maintain')).resolves.toEqual({
      allowed: false,
      reason:
        '@editor has the custom role docs-editor (base permission write); running the docs agent needs maintain or more.'
    })
  })

  it('a login GitHub does not know (404) is not a collaborator: refused, not an error', async () => {
    await expect(check('ghost', 'read')).resolves.toEqual({
      allowed: false,
      reason: '@ghost is not a collaborator of this repository.'
    })
  })

  it('any other failure stops the run with what GitHub said', async () => {
    gh.inject('getPermission', { kind: 'status', status: 500 })
    await expect(check('admin', 'read')).rejects.toThrow(
      /^Could not check the permission of @admin, so the docs agent was not run: .*Internal Server Error.*\.$/
    )
    gh.inject('getPermission', { kind: 'status', status: 403, body: { message: 'Resource not accessible' } })
    await expect(check('admin', 'read')).rejects.toThrow(/Resource not accessible/)
  })

  it('several allowed bots: each listed one passes, by type or by its [bot] suffix, without asking GitHub', async () => {
    const from = gh.requests.length
    const bots = ['renovate', 'docs-helper[bot]', 'Dependabot']
    await expect(check('renovate[bot]', 'admin', 'Bot', bots)).resolves.toEqual({ allowed: true })
    await expect(check('docs-helper[bot]', 'admin', 'Bot', bots)).resolves.toEqual({ allowed: true })
    await expect(check('dependabot[bot]', 'admin', 'User', bots)).resolves.toEqual({ allowed: true })
    await expect(check('Dependabot', 'admin', 'Bot', bots)).resolves.toEqual({ allowed: true })
    await expect(check('evil[BOT]', 'read', 'User', bots)).resolves.toEqual({
      allowed: false,
      reason: '@evil[BOT] is a bot that is not listed in allowed-bots.'
    })
    await expect(check('admin[bot]', 'read', 'Bot', [])).resolves.toMatchObject({ allowed: false })
    expect(gh.requests.slice(from)).toStrictEqual([])
  })

  it('[bot] counts only at the end of a login', async () => {
    await expect(check('x[bot]y', 'read', 'User', ['xy'])).resolves.toEqual({
      allowed: false,
      reason: '@x[bot]y has none permission; running the docs agent needs read or more.'
    })
  })

  it('a user named like an allowed bot, without the suffix, is still asked about', async () => {
    await expect(check('renovate', 'read', 'User', ['renovate'])).resolves.toMatchObject({
      allowed: false,
      reason: '@renovate has none permission; running the docs agent needs read or more.'
    })
  })
})

describe('botAllowed', () => {
  it('matches the whole name, case aside, with or without the [bot] suffix on either side', () => {
    expect(botAllowed('Renovate[BOT]', ['renovate'])).toBe(true)
    expect(botAllowed('renovate', ['RENOVATE[bot]'])).toBe(true)
    expect(botAllowed('b[bot]', ['a', 'b', 'c'])).toBe(true)
    expect(botAllowed('x[bot]y', ['xy'])).toBe(false)
    expect(botAllowed('[bot]x', ['x'])).toBe(false)
    expect(botAllowed('renovate-fork[bot]', ['renovate'])).toBe(false)
    expect(botAllowed('renovate[bot]', [])).toBe(false)
    expect(botAllowed('ab[bot]', ['a[bot]b'])).toBe(false)
  })
})

describe('seenRole, edge cases', () => {
  it.each([
    [{ permission: 'none', role_name: 'none' }, undefined, 'none permission'],
    [{ permission: 7, role_name: null }, undefined, 'none permission'],
    [
      { permission: 'write', role_name: 'x'.repeat(70) },
      'write',
      `the custom role ${'x'.repeat(60)} (base permission write)`
    ],
    [{ permission: 'read', role_name: '<>' }, 'read', 'the custom role (unnamed) (base permission read)'],
    [{ permission: 'superuser' }, undefined, 'superuser permission'],
    [
      { permission: 'read', role_name: 'ünï cödé_1.2-x' },
      'read',
      'the custom role ünï cödé_1.2-x (base permission read)'
    ]
  ])('%j', (data, level, described) => {
    expect(seenRole(data)).toEqual({ level, described })
  })
})
