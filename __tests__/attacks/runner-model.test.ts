// The runner model is the oracle of every attack test: check it against what the runner's source does.
import { runnerCommands, runnerLines } from '../../__fixtures__/runner-commands.js'

const names = (output: string): string[] => runnerCommands(output).map(c => `${c.syntax}:${c.name}:${c.effect}`)

describe('runner command model', () => {
  it('reads ::name:: at the start of a line after .NET white space, NEL and NBSP included', () => {
    expect(names('::warning::x')).toEqual(['v2:warning:run'])
    expect(names('  \t::error file=a::x')).toEqual(['v2:error:run'])
    expect(names('\u0085::warning::x')).toEqual(['v2:warning:run'])
    expect(names('\u00a0\u3000::warning::x')).toEqual(['v2:warning:run'])
    expect(names('x ::warning::x')).toStrictEqual([])
    expect(names('::not-a-command::x')).toStrictEqual([])
  })

  it('reads the legacy ##[name] anywhere in a line, case-insensitively', () => {
    expect(names('upstream busy ##[stop-commands]x')).toEqual(['legacy:stop-commands:stop'])
    expect(names('see https://x/##[ADD-MASK]secret')).toEqual(['legacy:add-mask:run'])
    expect(runnerCommands('a ##[add-mask]secret')[0]?.data).toBe('secret')
  })

  it('skips characters ICU collation ignores (zero-width, controls) as culture-sensitive matching does', () => {
    expect(names('\u200b::warning::x')).toEqual(['v2:warning:run'])
    expect(names('#\u200b#[error]x')).toEqual(['legacy:error:run'])
    expect(names('#\u0001#[error]x')).toEqual(['legacy:error:run'])
  })

  it('splits lines where StreamReader.ReadLine does: \\n, \\r, \\r\\n, not NEL or U+2028', () => {
    expect(runnerLines('a\rb\r\nc\nd\u0085e\u2028f')).toEqual(['a', 'b', 'c', 'd\u0085e\u2028f'])
    expect(names('x\r::warning::y')).toEqual(['v2:warning:run'])
  })

  it('stops at stop-commands and resumes only at the token; an empty token never resumes', () => {
    expect(names('::stop-commands::tok\n::error::x\n##[warning]y\n::tok::\n::error::z')).toEqual([
      'v2:stop-commands:stop',
      'v2:tok:resume',
      'v2:error:run'
    ])
    expect(names('::stop-commands::\n::error::x\n::::')).toEqual(['v2:stop-commands:stop'])
  })

  it('decodes the data escapes of a V2 command', () => {
    expect(runnerCommands('::error::a%0Ab%25')[0]?.data).toBe('a\nb%')
  })
})
