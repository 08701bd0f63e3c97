/**
 * The messages a newcomer tripped on (issue 25, item 5), each with its exact words: the duration floor as documented,
 * a bare number on a minutes-scale input, a job-id that is a URL or a path, fix-gaps without a tracking issue.
 */
import { jest } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { InputError, InputErrors } from '../../src/action/errors.js'
import { bareSecondsWarning } from '../../src/action/input-parsers.js'
import { jobIdInput } from '../../src/job/job-id.js'
import { readAgentActionSettings as getSettings } from '../../src/agent/settings.js'

const KEY = 'mint_0123456789abcdef'
const PROJECT = '0123456789abcdef01234567'
const SIM = 'http://127.0.0.1:4010'
const settingsOf = (inputs: Record<string, string>) =>
  getSettings(name => ({ 'api-key': KEY, 'project-id': PROJECT, ...inputs })[name] ?? '')

/** The one error getSettings throws, as its message. */
function errorOf(inputs: Record<string, string>): string {
  try {
    settingsOf(inputs)
  } catch (error) {
    if (error instanceof InputError) return error.message
    if (error instanceof InputErrors) throw new Error(`several errors: ${error.message}`)
    throw error
  }
  throw new Error('expected getSettings to throw')
}

// getSettings masks the key through @actions/core, which prints `::add-mask::…`: noise here.
beforeEach(() => {
  const write = process.stdout.write.bind(process.stdout) as (chunk: unknown, ...rest: unknown[]) => boolean
  jest
    .spyOn(process.stdout, 'write')
    .mockImplementation(((chunk: unknown, ...rest: unknown[]) =>
      String(chunk).startsWith('::add-mask::') ? true : write(chunk, ...rest)) as typeof process.stdout.write)
})
afterEach(() => jest.restoreAllMocks())

describe('poll-interval: the documentation, the accepted range and the error agree', () => {
  it('accepts 1s to 10m against the service, and says why below 1s is refused', () => {
    expect(settingsOf({ prompt: 'x', 'poll-interval': '1s' }).pollIntervalMs).toBe(1000)
    expect(settingsOf({ prompt: 'x', 'poll-interval': '10m', timeout: '1h' }).pollIntervalMs).toBe(600_000)
    expect(errorOf({ prompt: 'x', 'poll-interval': '500ms' })).toBe(
      "Input 'poll-interval': 500ms is out of range; use between 1s and 10m (below 1s only against a loopback api-url, such as the simulator)."
    )
    expect(errorOf({ prompt: 'x', 'poll-interval': '999ms' })).toMatch(/^Input 'poll-interval': 999ms is out of range/)
    expect(errorOf({ prompt: 'x', 'poll-interval': '601s' })).toMatch(/^Input 'poll-interval': 601s is out of range/)
  })
  it('accepts 10ms against a loopback api-url, and its error says the floor is the loopback one', () => {
    expect(settingsOf({ prompt: 'x', 'api-url': SIM, 'poll-interval': '10ms' }).pollIntervalMs).toBe(10)
    expect(errorOf({ prompt: 'x', 'api-url': SIM, 'poll-interval': '9ms' })).toBe(
      "Input 'poll-interval': 9ms is out of range; use between 10ms and 10m (below 1s because api-url is a loopback address; 1s against the service)."
    )
  })
  it('is documented in action.yml with the same range', () => {
    const yml = readFileSync('action.yml', 'utf8')
    expect(yml).toContain(
      'How often to check the job while waiting. Seconds (5) or a number with a unit (500ms, 5s, 1m); from 1s to 10m (below 1s only against a loopback api-url, such as the simulator).'
    )
  })
})

describe('a bare number on a minutes-scale input', () => {
  it('warns on timeout: 30, in one line naming the input and what to write', () => {
    expect(settingsOf({ prompt: 'x', timeout: '30' }).warnings).toStrictEqual([
      "Input 'timeout': a bare 30 means 30 seconds; write 30m for 30 minutes or 30s to keep seconds."
    ])
  })
  it('warns on sweep-interval: 10 too, where the sweep runs every few minutes', () => {
    expect(settingsOf({ prompt: 'x', wait: 'false', 'sweep-interval': '10' }).warnings).toStrictEqual([
      "Input 'sweep-interval': a bare 10 means 10 seconds; write 10m for 10 minutes or 10s to keep seconds."
    ])
  })
  it('says 1 second and 1 minute for a bare 1, and keeps a decimal', () => {
    expect(bareSecondsWarning(() => ' 1 ', 'timeout')).toBe(
      "Input 'timeout': a bare 1 means 1 second; write 1m for 1 minute or 1s to keep seconds."
    )
    expect(bareSecondsWarning(() => '59.25', 'timeout')).toBe(
      "Input 'timeout': a bare 59.25 means 59.25 seconds; write 59.25m for 59.25 minutes or 59.25s to keep seconds."
    )
  })
  it('says nothing of what is not a bare number (the parser judges it)', () => {
    for (const text of ['-5', '1m30', '30s', '1e1', '.5', ''])
      expect(bareSecondsWarning(() => text, 'timeout')).toBe(undefined)
  })
  it('is quiet from 60 on, with a unit, when not given, and on the seconds-scale inputs', () => {
    for (const timeout of ['60', '90', '30m', '30s', '']) {
      expect(settingsOf({ prompt: 'x', timeout }).warnings).toStrictEqual([])
    }
    expect(settingsOf({ prompt: 'x', 'poll-interval': '5', 'request-timeout': '30' }).warnings).toStrictEqual([])
  })
})

describe('job-id: the id, or the job API URL it is taken from; else refused before any request', () => {
  it('takes the id of the job API URL, with or without /message, a trailing slash or a path before it', () => {
    for (const url of [
      `https://api.mintlify.com/v2/agent/${PROJECT}/job/job_1`,
      `https://api.mintlify.com/v2/agent/${PROJECT}/job/job_1/message`,
      `https://api.mintlify.com/v2/agent/${PROJECT}/job/job_1/`,
      `https://proxy.example.com/mintlify/v2/agent/${PROJECT}/job/job_1?x=1#y`,
      `${SIM}/v2/agent/${PROJECT}/job/job%5F1`
    ]) {
      expect(settingsOf({ 'job-id': ` ${url} ` }).jobId).toBe('job_1')
    }
  })
  it('keeps an id alone as it is', () => {
    expect(jobIdInput(' job_1:a.b~c ', PROJECT)).toBe('job_1:a.b~c')
    expect(jobIdInput('  ', PROJECT)).toBeUndefined()
  })
  it('refuses a path, another URL, or an id with white space, in one line naming the input and the right form', () => {
    expect(errorOf({ 'job-id': 'org/repo/job_1' })).toBe(
      `Input 'job-id': "org/repo/job_1" is not a job id: give the id alone, as the job-id output of the run that started the job shows it, or the job's API URL ending in /v2/agent/<project-id>/job/<id>.`
    )
    for (const bad of [
      'https://dashboard.mintlify.com/acme/docs/agent/job_1',
      `https://api.mintlify.com/v1/agent/${PROJECT}/job/job_1`,
      `https://api.mintlify.com/v2/agent/${PROJECT}/job/`,
      `https://api.mintlify.com/v2/agent/${PROJECT}/job/a%2Fb`,
      `https://api.mintlify.com/v2/agent/${PROJECT}/job/%E0%A4%A`,
      `https://api.mintlify.com/v2/agent/${PROJECT}/job/%E0%A4`,
      'https://api.mintlify.com/v2/agent/%E0%A4/job/job_1',
      'https://',
      `api.mintlify.com/v2/agent/${PROJECT}/job/job_1`,
      'job 1',
      'job\\1',
      'job\u00071',
      '.',
      '..',
      `https://api.mintlify.com/v2/agent/${PROJECT}/job/%2e%2e`
    ]) {
      expect(errorOf({ 'job-id': bad })).toMatch(/^Input 'job-id': ".*" is not a job id: give the id alone/)
    }
  })
  it('refuses the API URL of a job in another project, naming project-id', () => {
    expect(errorOf({ 'job-id': 'https://api.mintlify.com/v2/agent/other/job/job_1' })).toBe(
      `Input 'job-id': is the URL of a job in project "other", not in 'project-id' ("${PROJECT}"); use the project-id the job was started with.`
    )
  })
  it('quotes a long or strange value cut short, with nothing invisible', () => {
    const message = errorOf({ 'job-id': `a/${'b'.repeat(200)}\u202e` })
    expect(message.length).toBeLessThan(300)
    expect(message).not.toContain('\u202e')
  })
})
