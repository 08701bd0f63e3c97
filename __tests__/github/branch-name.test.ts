// A data branch's name (src/github/branch-name.ts): what git and this action accept, each refusal saying why.
import { branchProblem } from '../../src/github/branch-name.js'

describe('branchProblem', () => {
  it.each(['docs-health-data', 'data/health', 'a.b', 'x@y', 'v1.2-data', 'a.lockx', 'a'.repeat(100)])(
    'accepts %p',
    name => {
      expect(branchProblem(name)).toBeUndefined()
    }
  )
  it.each([
    ['a'.repeat(101), 'is longer than 100 characters'],
    ['refs/heads/data', 'is a full ref: give the branch name alone'],
    ['has space', 'holds a character a branch name cannot'],
    ['tab\there', 'holds a character a branch name cannot'],
    ['del\u007f', 'holds a character a branch name cannot'],
    ...['~', '^', ':', '?', '*', '[', '\\'].map(c => [`a${c}b`, 'holds a character a branch name cannot']),
    ...['a..b', 'a@{b', 'a//b', '-a', '.a', '/a', 'a/', 'a.', 'a.lock', 'a/.b', 'a.lock/b', '@'].map(name => [
      name,
      'is not a valid branch name'
    ])
  ])('refuses %p: %s', (name, why) => {
    expect(branchProblem(name)).toBe(why)
  })
})
