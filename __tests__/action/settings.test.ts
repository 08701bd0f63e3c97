// debugSettings: the settings as parsed, one debug line, with the key and every token written as ***.
import { jest } from '@jest/globals'
import { debugSettings } from '../../src/action/settings.js'

let lines: string[] = []
beforeEach(() => {
  lines = []
  jest.spyOn(process.stdout, 'write').mockImplementation(((chunk: unknown) => {
    lines.push(String(chunk))
    return true
  }) as typeof process.stdout.write)
})
afterEach(() => jest.restoreAllMocks())

describe('debugSettings', () => {
  it('writes one debug line with every field, the secrets as ***, the warnings left out, sets as lists', () => {
    debugSettings({
      apiKey: 'mint_0123456789abcdef',
      projectId: 'p1',
      github: { token: 'ghs_secret', issueNumber: 7 },
      history: { token: '' },
      warnings: ['once already'],
      labels: new Set(['docs']),
      paths: new Map([['a', 1]]),
      pattern: /x/g
    })
    expect(lines).toEqual([
      '::debug::Settings: {"apiKey":"***","projectId":"p1","github":{"token":"***","issueNumber":7},"history":{"token":""},"labels":["docs"],"paths":[["a",1]],"pattern":"/x/g"}\n'
    ])
  })

  it('writes a secret field as *** whatever it holds: a token that is not a string is never shown either', () => {
    debugSettings({ token: { value: 'ghs_secret' }, github: { apiKey: ['mint_x'], token: 7 } })
    expect(lines).toEqual(['::debug::Settings: {"token":"***","github":{"apiKey":"***","token":"***"}}\n'])
  })

  it("writes the site's assistant key as *** too", () => {
    debugSettings({ fixCheck: { assistantKey: 'mint_dsc_0123456789', domain: 'acme' } })
    expect(lines).toEqual(['::debug::Settings: {"fixCheck":{"assistantKey":"***","domain":"acme"}}\n'])
  })

  it('writes a key-like value under another name as it is (only the secret fields are masked here; the runner masks the key everywhere)', () => {
    debugSettings({ promptInput: 'say apiKey', tokenCount: 3 })
    expect(lines).toEqual(['::debug::Settings: {"promptInput":"say apiKey","tokenCount":3}\n'])
  })
})
