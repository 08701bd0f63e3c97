// Error names and messages, of ours and of anything thrown (src/action/errors.ts).
import { CancelledError, getErrorMessage, InputError, InputErrors } from '../../src/action/errors.js'

describe('errors', () => {
  it('each kind says what it is, by name and message', () => {
    const one = new InputError('timeout', 'must be a duration.')
    expect([one.name, one.message]).toEqual(['InputError', "Input 'timeout': must be a duration."])
    const two = new InputErrors([one, new InputError('wait', 'must be true or false.')])
    expect([two.name, two.message]).toEqual([
      'InputErrors',
      "Input 'timeout': must be a duration.\nInput 'wait': must be true or false."
    ])
    expect(new CancelledError().name).toBe('CancelledError')
    expect([new CancelledError().message, new CancelledError().inFlight, new CancelledError(true).inFlight]).toEqual([
      'The run was cancelled.',
      false,
      true
    ])
  })

  it('the message of anything thrown', () => {
    const circular: Record<string, unknown> = {}
    circular.self = circular
    expect(getErrorMessage(new Error('boom'))).toBe('boom')
    expect(getErrorMessage('plain text')).toBe('plain text')
    expect(getErrorMessage({ code: 7 })).toBe('{"code":7}')
    expect(getErrorMessage(undefined)).toBe('undefined')
    expect(getErrorMessage(circular)).toBe('[object Object]')
  })
})
