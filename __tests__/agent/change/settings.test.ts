// The inputs of docs that follow code (src/agent/change/settings.ts): defaults, what each accepts, and one clear error
// per bad input naming it, all of them at once (InputProblems).
import { InputError, InputErrors } from '../../../src/action/errors.js'
import { InputProblems } from '../../../src/action/input-parsers.js'
import { DEFAULT_SKIP_PATHS, readChangeSettings } from '../../../src/agent/change/settings.js'
import { reader, readPart } from '../../../__fixtures__/settings-readers.js'

const read = (inputs: Record<string, string>) => readPart(problems => readChangeSettings(reader(inputs), problems))

/** Every input the error names, and its message. */
function failure(inputs: Record<string, string>): { names: string[]; message: string } {
  try {
    read(inputs)
  } catch (error) {
    const list = error instanceof InputErrors ? error.errors : error instanceof InputError ? [error] : []
    if (list.length === 0) throw error
    return { names: list.map(e => e.input), message: (error as Error).message }
  }
  throw new Error('expected readChangeSettings to throw')
}

describe('readChangeSettings', () => {
  it('has a default for every input', () => {
    expect(read({})).toStrictEqual({
      skipLabel: '',
      skipPaths: DEFAULT_SKIP_PATHS,
      sendDiff: true,
      changesPerJob: 10,
      trackingIssue: undefined,
      batch: false
    })
  })

  it('reads each input, trimmed', () => {
    expect(
      read({
        'skip-label': '  no-docs ',
        'skip-paths': 'generated/**',
        'send-diff': ' false ',
        'changes-per-job': ' 3 ',
        'tracking-issue': ' 42 ',
        'batch-merged': 'TRUE',
        'history-branch': ' docs-health-data '
      })
    ).toStrictEqual({
      skipLabel: 'no-docs',
      skipPaths: ['generated/**'],
      sendDiff: false,
      changesPerJob: 3,
      trackingIssue: 42,
      batch: true,
      historyBranch: 'docs-health-data'
    })
  })

  it('skip-paths: one glob a line or comma separated, each trimmed, empty ones dropped', () => {
    expect(read({ 'skip-paths': ' docs/** ,**/*.md\n\n  src/gen/**  \r\n,, ,\ntests/**' }).skipPaths).toEqual([
      'docs/**',
      '**/*.md',
      'src/gen/**',
      'tests/**'
    ])
    expect(read({ 'skip-paths': 'a b/**' }).skipPaths).toEqual(['a b/**'])
  })

  it('skip-paths of only separators and white space is the default list', () => {
    expect(read({ 'skip-paths': ' ,\n , \n' }).skipPaths).toBe(DEFAULT_SKIP_PATHS)
    expect(read({ 'skip-paths': '' }).skipPaths).toBe(DEFAULT_SKIP_PATHS)
  })

  it.each([
    ['a leading /', '/docs/**', "'/docs/**'"],
    ['a backslash', 'docs\\**', "'docs\\**'"],
    ['a Windows path', 'src\\gen\\*.ts', "'src\\gen\\*.ts'"]
  ])('skip-paths with %s is one clear error naming the input and the glob', (_, glob, quoted) => {
    const { names, message } = failure({ 'skip-paths': `docs/**\n${glob}` })
    expect(names).toEqual(['skip-paths'])
    expect(message).toBe(
      `Input 'skip-paths': ${quoted} is not a repository-relative glob: write paths as GitHub lists them, with forward slashes and no leading /, such as docs/** or **/*.md.`
    )
  })

  it('a / inside a glob is fine; only the first bad glob is named, cut to 80 characters', () => {
    expect(read({ 'skip-paths': 'src/gen/**' }).skipPaths).toEqual(['src/gen/**'])
    const long = `/${'a'.repeat(99)}`
    const { names, message } = failure({ 'skip-paths': `${long}\n/second` })
    expect(names).toEqual(['skip-paths'])
    expect(message).toContain(`'${long.slice(0, 80)}' is not`)
    expect(message).not.toContain('second')
  })

  it.each([
    ['1', 1],
    ['50', 50],
    [' 10 ', 10]
  ])('changes-per-job %j is %d', (given, expected) => {
    expect(read({ 'changes-per-job': given }).changesPerJob).toBe(expected)
  })

  it.each(['0', '51', '-1', '2.5', 'ten', '1e1'])('changes-per-job %j is an error naming it, 1 to 50', given => {
    const { names, message } = failure({ 'changes-per-job': given })
    expect(names).toEqual(['changes-per-job'])
    expect(message).toMatch(/^Input 'changes-per-job': .*use 1 to 50\.$/)
  })

  it.each([
    ['12', 12],
    ['#12', 12],
    [' #12 ', 12],
    ['1', 1],
    ['999999999', 999_999_999],
    ['', undefined]
  ])('tracking-issue %j is %s', (given, expected) => {
    expect(read({ 'tracking-issue': given }).trackingIssue).toBe(expected)
  })

  it.each(['#', ' # ', '0', '#0', '##12', '1#2', '12#', 'issue 12', '#-3', '1000000000'])(
    'tracking-issue %j is an error naming it',
    given => {
      const { names, message } = failure({ 'tracking-issue': given })
      expect(names).toEqual(['tracking-issue'])
      expect(message).toMatch(/^Input 'tracking-issue': .*use 1 to 999999999\.$/)
    }
  )

  it('only tracking-issue takes a #', () => {
    expect(failure({ 'changes-per-job': '#5' }).names).toEqual(['changes-per-job'])
  })

  it.each([
    ['send-diff', 'sendDiff', true],
    ['batch-merged', 'batch', false]
  ] as const)('%s: a flag, %s defaulting to %s', (input, field, fallback) => {
    expect(read({ [input]: '' })[field]).toBe(fallback)
    for (const yes of ['true', 'yes', 'On', '1']) expect(read({ [input]: yes })[field]).toBe(true)
    for (const no of ['false', 'NO', 'off', '0']) expect(read({ [input]: no })[field]).toBe(false)
    const { names, message } = failure({ [input]: 'sometimes' })
    expect(names).toEqual([input])
    expect(message).toBe(`Input '${input}': 'sometimes' is not a boolean; use true or false.`)
  })

  it('every bad input at once, in the order read', () => {
    const { names } = failure({
      'skip-paths': '/docs/**',
      'send-diff': 'maybe',
      'changes-per-job': '0',
      'tracking-issue': 'x',
      'batch-merged': 'perhaps',
      'history-branch': 'refs/heads/data'
    })
    expect(names).toEqual([
      'skip-paths',
      'send-diff',
      'changes-per-job',
      'tracking-issue',
      'batch-merged',
      'history-branch'
    ])
  })

  it('a bad input leaves its default in the settings returned, the problem noted', () => {
    const problems = new InputProblems()
    const settings = readChangeSettings(
      reader({ 'changes-per-job': '99', 'tracking-issue': 'x', 'send-diff': 'x', 'batch-merged': 'x' }),
      problems
    )
    expect(settings).toMatchObject({ changesPerJob: 10, trackingIssue: undefined, sendDiff: true, batch: false })
    expect(settings).not.toHaveProperty('historyBranch')
    expect(() => problems.throwIfAny()).toThrow(InputErrors)
  })
})
