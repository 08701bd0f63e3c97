// Noise control for docs that follow code (src/agent/change/skip.ts), pure: a change is skipped when it was not merged,
// its author is a bot not in allowed-bots, it has the skip label, or it touches only files that alone need no docs
// update (skip-paths, DEFAULT_SKIP_PATHS when unset); a listing cut short never skips.
import fc from 'fast-check'
import { pullFacts, type Author, type ChangedFile, type PullFacts } from '../../../src/github/change.js'
import { filesSkipReason, isBot, pullSkipReason } from '../../../src/agent/change/skip.js'
import { DEFAULT_SKIP_PATHS } from '../../../src/agent/change/settings.js'

const pull = (fields: Partial<PullFacts> = {}): PullFacts => ({
  number: 12,
  title: 'Add the export endpoint',
  body: '',
  url: 'https://github.com/o/r/pull/12',
  author: { login: 'ana', type: 'User' },
  labels: [],
  merged: true,
  baseRef: 'main',
  fork: false,
  ...fields
})
const bot = (login: string, type = 'Bot'): Author => ({ login, type })
const files = (...paths: string[]): ChangedFile[] =>
  paths.map(path => ({ path, status: 'modified', additions: 1, deletions: 0 }))
const none = { skipLabel: '' }

describe('isBot', () => {
  it('an app’s account, or a login with the [bot] suffix in any case', () => {
    expect(isBot(bot('renovate[bot]'))).toBe(true)
    expect(isBot(bot('my-app', 'Bot'))).toBe(true)
    expect(isBot(bot('dependabot[bot]', 'User'))).toBe(true)
    expect(isBot(bot('Dependabot[BOT]', 'User'))).toBe(true)
  })

  it('a person is no bot, whatever their login says elsewhere', () => {
    for (const login of ['ana', 'bot', 'robot', '[bot]ana', 'ana[bot]x', 'ana[bot] ', 'ana-bot', 'anabot']) {
      expect(isBot(bot(login, 'User'))).toBe(false)
    }
    expect(isBot(bot('ana', 'bot'))).toBe(false)
    expect(isBot(bot('ana', 'Organization'))).toBe(false)
  })
})

describe('pullSkipReason', () => {
  it('a merged pull request by a person, without the skip label, is read further', () => {
    expect(pullSkipReason(pull({ labels: ['feature'] }), { skipLabel: 'no-docs' }, [])).toBeUndefined()
  })

  it('one closed without being merged: nothing to document, whatever else holds', () => {
    const reason = 'Pull request #12 was closed without being merged: nothing to document.'
    expect(pullSkipReason(pull({ merged: false }), none, [])).toBe(reason)
    expect(pullSkipReason(pull({ merged: false, author: bot('x[bot]'), labels: ['no-docs'] }), none, [])).toBe(reason)
  })

  it('a bot’s, not in allowed-bots, is skipped naming the bot', () => {
    expect(pullSkipReason(pull({ author: bot('renovate[bot]') }), none, ['dependabot[bot]'])).toBe(
      'Pull request #12 is by the bot renovate[bot], which is not in allowed-bots: its change is not documented.'
    )
    expect(pullSkipReason(pull({ author: bot('my-app') }), none, [])).toContain('by the bot my-app,')
  })

  it('a bot in allowed-bots is documented: with or without [bot], in any case', () => {
    const by = (login: string) => pull({ author: bot(login) })
    for (const allowed of ['renovate[bot]', 'renovate', 'Renovate', 'RENOVATE[BOT]']) {
      expect(pullSkipReason(by('renovate[bot]'), none, ['dependabot', allowed])).toBeUndefined()
      expect(pullSkipReason(by('Renovate[bot]'), none, [allowed])).toBeUndefined()
    }
    expect(pullSkipReason(by('my-app'), none, ['my-app[bot]'])).toBeUndefined()
    expect(pullSkipReason(by('renovate-fork[bot]'), none, ['renovate'])).toContain('not in allowed-bots')
  })

  it('who merged it does not matter: the author decides', () => {
    const payload = (user: Author, mergedBy: Author) => ({
      number: 12,
      user,
      merged: true,
      merged_by: mergedBy,
      labels: []
    })
    // A person merging a bot's pull request: still a bot's.
    const byBot = pullFacts(payload(bot('renovate[bot]'), { login: 'ana', type: 'User' }))
    expect(byBot && pullSkipReason(byBot, none, [])).toMatch(/by the bot renovate\[bot\]/)
    // A merge queue (a bot) merging a person's pull request: a person's.
    const byPerson = pullFacts(payload({ login: 'ana', type: 'User' }, bot('mergify[bot]')))
    expect(byPerson && pullSkipReason(byPerson, none, [])).toBeUndefined()
    expect(byPerson).toBeDefined()
    // A deleted account: nobody, so no bot.
    expect(pullSkipReason(pull({ author: undefined }), none, [])).toBeUndefined()
  })

  it('the skip label, compared without case, named as the input sets it', () => {
    expect(pullSkipReason(pull({ labels: ['feature', 'NO-docs'] }), { skipLabel: 'No-Docs' }, [])).toBe(
      "Pull request #12 has the label 'No-Docs' (skip-label): its change is not documented."
    )
    expect(pullSkipReason(pull({ labels: ['no-docs'] }), { skipLabel: 'NO-DOCS' }, [])).toContain('skip-label')
    expect(pullSkipReason(pull({ labels: ['no-docs-please'] }), { skipLabel: 'no-docs' }, [])).toBeUndefined()
  })

  it('an empty skip-label means none, even beside an empty label name', () => {
    expect(pullSkipReason(pull({ labels: [''] }), { skipLabel: '' }, [])).toBeUndefined()
    expect(pullSkipReason(pull({ labels: ['no-docs'] }), { skipLabel: '' }, [])).toBeUndefined()
  })

  it('an allowed bot’s pull request with the skip label is still skipped for the label', () => {
    const facts = pull({ author: bot('renovate[bot]'), labels: ['no-docs'] })
    expect(pullSkipReason(facts, { skipLabel: 'no-docs' }, ['renovate'])).toContain("the label 'no-docs'")
    expect(pullSkipReason(facts, { skipLabel: 'no-docs' }, [])).toContain('by the bot')
  })
})

describe('filesSkipReason', () => {
  const skipped = (...paths: string[]) =>
    filesSkipReason('Pull request #12', files(...paths), false, DEFAULT_SKIP_PATHS)

  it('no file changed: nothing to document', () => {
    expect(filesSkipReason('The push to main', [], false, DEFAULT_SKIP_PATHS)).toBe(
      'The push to main changes no file: nothing to document.'
    )
  })

  it.each([
    'README.md',
    'docs/x.mdx',
    'docs/guide/setup.txt',
    'doc/api.html',
    'packages/a/CHANGELOG.md',
    'guide/intro.rst',
    'src/foo.test.ts',
    'src/foo.spec.js',
    'src/__tests__/a.ts',
    'src/__snapshots__/a.ts.snap',
    'packages/a/test/x.ts',
    'tests/fixtures/a.json',
    '.github/workflows/ci.yml',
    'packages/a/package-lock.json',
    'yarn.lock',
    'apps/web/pnpm-lock.yaml',
    'src/.gitignore',
    // dot: true — a dot folder is matched by ** as any other
    '.changeset/brave-owls.md',
    'packages/.hidden/notes.md'
  ])('by default, %s alone needs no docs update', path => {
    expect(skipped(path)).toBe(
      'Pull request #12 touches only files that need no docs update (skip-paths: docs, tests, CI and lock files unless set): nothing to document.'
    )
  })

  it.each(['src/api.ts', 'package.json', 'src/docs/api.ts', 'src/testing.ts', 'lib/README.md.ts', 'action.yml'])(
    'by default, %s needs a look',
    path => {
      expect(skipped(path)).toBeUndefined()
    }
  )

  it('one file that needs a look among skipped ones: the change is read', () => {
    expect(skipped('README.md', 'src/foo.test.ts', 'src/api.ts', '.github/workflows/ci.yml')).toBeUndefined()
    expect(skipped('README.md', 'src/foo.test.ts', '.github/workflows/ci.yml')).toContain('touches only files')
  })

  it('skip-paths replaces the defaults', () => {
    expect(filesSkipReason('Push', files('README.md'), false, ['generated/**'])).toBeUndefined()
    expect(filesSkipReason('Push', files('generated/a.ts', 'generated/b/c.ts'), false, ['generated/**'])).toContain(
      'touches only files'
    )
  })

  it('a listing cut short never skips: the files not listed may need docs', () => {
    expect(filesSkipReason('Push', [], true, DEFAULT_SKIP_PATHS)).toBeUndefined()
    expect(filesSkipReason('Push', files('README.md'), true, DEFAULT_SKIP_PATHS)).toBeUndefined()
  })

  it('with moreFiles, whatever the files and globs, never a reason', () => {
    const path = fc.constantFrom('README.md', 'docs/a.md', 'src/api.ts', '.github/x.yml', 'a/b/c.test.ts')
    fc.assert(
      fc.property(fc.array(path, { maxLength: 5 }), fc.array(fc.constantFrom('**', '**/*.md', 'src/**')), (p, g) => {
        expect(filesSkipReason('Push', files(...p), true, g.length ? g : DEFAULT_SKIP_PATHS)).toBeUndefined()
      })
    )
  })
})
