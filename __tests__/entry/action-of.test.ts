// Which action a run of the one bundle is: dist/index.js alone is the agent; dist/<action>/index.js names its own.
import { ACTION_KEY, actionOf, subActionFile } from '../../src/entry/action-of.js'

describe('actionOf', () => {
  it('is the agent when no file named an action, and the named action otherwise', () => {
    expect(actionOf(undefined)).toBe('agent')
    expect(['sweep', 'report', 'fleet', 'agent'].map(actionOf)).toStrictEqual(['sweep', 'report', 'fleet', 'agent'])
  })

  it('refuses a name that is no action, saying how to rebuild dist/', () => {
    for (const named of ['Sweep', 'toString', '', 7, null])
      expect(() => actionOf(named)).toThrow(`dist/ names no action ${String(named)}: run npm run bundle`)
  })

  it('reads the name a sub-action file set on globalThis', () => {
    const global = globalThis as Record<symbol, unknown>
    global[ACTION_KEY] = 'report'
    try {
      expect(actionOf()).toBe('report')
    } finally {
      delete global[ACTION_KEY]
    }
    expect(actionOf()).toBe('agent')
  })
})

describe('subActionFile', () => {
  it('names the action under the shared key, then imports the bundle one folder up', () => {
    expect(subActionFile('sweep').split('\n')).toStrictEqual([
      '// The sweep action (sweep/action.yml): the bundle of the four actions, told to run the sweep.',
      'globalThis[Symbol.for("docs-agent-action.action")] = "sweep"',
      'await import("../index.js")',
      ''
    ])
  })
})
