// The GitHub inputs read into typed settings (src/github/settings.ts): defaults, what each accepts, one clear error
// per bad input naming it, and the token masked as soon as it is read.
import { jest } from '@jest/globals'
import { InputError, InputErrors } from '../../src/action/errors.js'
import type { InputReader } from '../../src/action/input-parsers.js'
import { readGateSettings, readThreadSettings } from '../../src/github/settings.js'
import { readPart } from '../../__fixtures__/settings-readers.js'

/** The agent action's GitHub inputs: where it reports, and who may start it. */
const getGitHubSettings = (read: InputReader) =>
  readPart(problems => ({ ...readThreadSettings(read, problems), ...readGateSettings(read, problems) }))

const reader =
  (inputs: Record<string, string>) =>
  (name: string): string =>
    inputs[name] ?? ''

let stdout: string[] = []
beforeEach(() => {
  stdout = []
  jest.spyOn(process.stdout, 'write').mockImplementation(((chunk: unknown) => {
    stdout.push(String(chunk))
    return true
  }) as typeof process.stdout.write)
})
afterEach(() => jest.restoreAllMocks())

/** Every input the error names, and its message. */
function failure(inputs: Record<string, string>): { names: string[]; message: string } {
  try {
    getGitHubSettings(reader(inputs))
  } catch (error) {
    const list = error instanceof InputErrors ? error.errors : error instanceof InputError ? [error] : []
    if (list.length === 0) throw error
    return { names: list.map(e => e.input), message: (error as Error).message }
  }
  throw new Error('expected getGitHubSettings to throw')
}

describe('getGitHubSettings', () => {
  it('has a default for every input', () => {
    expect(getGitHubSettings(reader({}))).toEqual({
      token: '',
      comment: true,
      issueNumber: undefined,
      triggerPhrase: '/docs',
      minPermission: 'write',
      allowedBots: [],
      replyOnRefusal: false
    })
    expect(stdout.join('')).not.toContain('::add-mask::')
  })

  it('reads each input, trimmed, and masks the token as soon as it is read', () => {
    const settings = getGitHubSettings(
      reader({
        'github-token': '  ghs_abc123  ',
        comment: 'false',
        'issue-number': ' #42 ',
        'trigger-phrase': ' /ask ',
        'min-permission': ' Maintain ',
        'allowed-bots': 'renovate[bot], dependabot[bot]\n  my-app[bot]',
        'reply-on-refusal': 'true'
      })
    )
    expect(settings).toEqual({
      token: 'ghs_abc123',
      comment: false,
      issueNumber: 42,
      triggerPhrase: '/ask',
      minPermission: 'maintain',
      allowedBots: ['renovate[bot]', 'dependabot[bot]', 'my-app[bot]'],
      replyOnRefusal: true
    })
    expect(stdout.join('').split('\n')).toContain('::add-mask::ghs_abc123')
  })

  it.each([
    ['comment', { comment: 'maybe' }, /boolean/],
    ['issue-number', { 'issue-number': 'abc' }, /issue-number/],
    ['issue-number', { 'issue-number': '0' }, /issue-number/],
    ['issue-number', { 'issue-number': '4#2' }, /'4#2' is not a whole number/],
    ['trigger-phrase', { 'trigger-phrase': '/docs please' }, /must be one word without spaces, such as \/docs\./],
    [
      'min-permission',
      { 'min-permission': 'owner' },
      /'owner' is not a permission level; use one of read, triage, write, maintain, admin\./
    ],
    ['reply-on-refusal', { 'reply-on-refusal': 'loudly' }, /boolean/],
    ['github-token', { 'github-token': 'ghs_\u00fc' }, /position 5 .*HTTP header/],
    ['github-token', { 'github-token': 'token ghs_x' }, /white space/]
  ])('refuses a bad %s, naming it', (name, inputs, pattern) => {
    const { names, message } = failure(inputs)
    expect(names).toEqual([name])
    expect(message).toContain(`'${name}'`)
    expect(message).toMatch(pattern)
  })

  it('reports every bad input at once', () => {
    expect(failure({ comment: 'x', 'trigger-phrase': 'a b', 'min-permission': 'root' }).names).toEqual([
      'comment',
      'trigger-phrase',
      'min-permission'
    ])
  })
})
