import fc from 'fast-check'
import { subActionRef } from '../../src/action/names.js'

describe('subActionRef', () => {
  it('a repository without a ref is named at the placeholder SHA, and a ref without a repository on OWNER', () => {
    expect(subActionRef('report', { GITHUB_ACTION_REPOSITORY: 'acme/docs-agent-action' })).toBe(
      'acme/docs-agent-action/report@SHA'
    )
    expect(subActionRef('sweep', { GITHUB_ACTION_REF: 'v1.4.0' })).toBe('OWNER/docs-agent-action/sweep@v1.4.0')
  })

  it('without the runner’s names, is the README’s placeholder', () => {
    expect(subActionRef('report', {})).toBe('OWNER/docs-agent-action/report@SHA')
    expect(subActionRef('sweep', {})).toBe('OWNER/docs-agent-action/sweep@SHA')
  })

  it.each([
    ['acme/docs-agent-action', 'v1.4.0', 'acme/docs-agent-action/report@v1.4.0'],
    ['acme/docs-agent-action', 'main', 'acme/docs-agent-action/report@main'],
    ['my.org/docs_agent-action', 'releases/v1', 'my.org/docs_agent-action/report@releases/v1'],
    ['acme/docs-agent-action', 'a'.repeat(40), `acme/docs-agent-action/report@${'a'.repeat(40)}`]
  ])('names the workflow’s own repository %s and ref %s', (repository, ref, named) => {
    expect(subActionRef('report', { GITHUB_ACTION_REPOSITORY: repository, GITHUB_ACTION_REF: ref })).toBe(named)
  })

  it.each([
    ['::error::x'],
    ['v1 with spaces'],
    ['v1\n::warning::forged'],
    ['-v1'],
    ['/v1'],
    [''],
    ['v1%0A::error::x'],
    [`v${'1'.repeat(100)}`]
  ])('a ref that is no plain ref (%j) falls back to the placeholder SHA, the repository kept', ref => {
    expect(subActionRef('report', { GITHUB_ACTION_REPOSITORY: 'acme/docs-agent-action', GITHUB_ACTION_REF: ref })).toBe(
      'acme/docs-agent-action/report@SHA'
    )
  })

  it.each([['::error::x/y'], ['acme/docs agent'], ['acme/docs/extra'], ['acme'], ['acme/'], ['']])(
    'a repository that is no owner/name (%j) falls back to the placeholder, the ref kept',
    repository => {
      expect(subActionRef('sweep', { GITHUB_ACTION_REPOSITORY: repository, GITHUB_ACTION_REF: 'v1.4.0' })).toBe(
        'OWNER/docs-agent-action/sweep@v1.4.0'
      )
    }
  )

  it('whatever the runner gives, the name is one plain token: no space, no command, no escape', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom('acme/docs-agent-action', '::error::x')),
        fc.oneof(fc.string(), fc.constantFrom('v1.4.0', 'x y', '%0A')),
        fc.constantFrom('report' as const, 'sweep' as const),
        (repository, ref, sub) => {
          const named = subActionRef(sub, { GITHUB_ACTION_REPOSITORY: repository, GITHUB_ACTION_REF: ref })
          expect(named).toMatch(/^[\w.-]+\/[\w.-]+\/(report|sweep)@[\w.][\w./-]*$/)
          expect(named).not.toMatch(/::|%|\s/)
          expect(named.endsWith(`/${sub}@${ref}`) || named.endsWith(`/${sub}@SHA`)).toBe(true)
        }
      )
    )
  })
})
