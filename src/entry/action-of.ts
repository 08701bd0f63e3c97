/** Which of the four actions a run of the one bundle is (entry/index.ts): named by the file the runner started. */

/** The actions whose stories the bundle holds; the agent's is the root action.yml's. */
export const ACTION_NAMES = ['agent', 'sweep', 'report', 'fleet'] as const
export type ActionName = (typeof ACTION_NAMES)[number]

/** Where a sub-action's dist/<action>/index.js (script/bundle.ts writes it) names its action before it imports the bundle. */
export const ACTION_KEY = Symbol.for('docs-agent-action.action')

/** The action this process runs: the one its dist/<action>/index.js named, else the agent (dist/index.js itself). */
export function actionOf(named: unknown = (globalThis as Record<symbol, unknown>)[ACTION_KEY]): ActionName {
  if (named === undefined) return 'agent'
  const known = ACTION_NAMES.find(name => name === named)
  if (known === undefined) throw new Error(`dist/ names no action ${String(named)}: run npm run bundle`)
  return known
}

/** The two lines of a sub-action's dist/<action>/index.js: name the action, then run the bundle. */
export function subActionFile(action: Exclude<ActionName, 'agent'>): string {
  return [
    `// The ${action} action (${action}/action.yml): the bundle of the four actions, told to run the ${action}.`,
    `globalThis[Symbol.for(${JSON.stringify(ACTION_KEY.description)})] = ${JSON.stringify(action)}`,
    `await import(${JSON.stringify('../index.js')})`,
    ''
  ].join('\n')
}
