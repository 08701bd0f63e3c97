// Labels of the fake GitHub: add labels to an issue (a label that does not exist is created, as GitHub.com does —
// github/docs#35718 — or refused with 422 under `labelsMustExist`, as older servers do), remove one, create one. The
// listing of issues by label (GET /repos/{owner}/{repo}/issues?labels=…) is in fake-github-issues.ts.
// Top-level code here uses nothing of fake-github-routes.ts, which imports this file for its route table.
import { invalid, labelJson, type FakeState, type Handler, type RouteRow } from './fake-github-routes.js'

const labelsOf = (state: FakeState, n: number): Set<string> => {
  const set = state.issueLabels.get(n) ?? new Set<string>()
  state.issueLabels.set(n, set)
  return set
}

/** `{ labels: [...] }` or a bare array, as GitHub accepts both. */
function namesIn(body: unknown): string[] | undefined {
  const list = Array.isArray(body) ? body : (body as { labels?: unknown } | null | undefined)?.labels
  return Array.isArray(list) && list.every(l => typeof l === 'string' && l !== '') ? (list as string[]) : undefined
}

const addLabels: Handler = ({ state, params, body }) => {
  const names = namesIn(body)
  if (!names) return invalid('Label', 'labels')
  const missing = names.filter(name => !state.repoLabels.has(name))
  if (missing.length && state.labelsMustExist)
    return invalid('Label', 'name', 'invalid', `${missing[0]} does not exist`)
  for (const name of missing) state.repoLabels.set(name, { color: 'ededed', description: null })
  const n = Number(params.number)
  for (const name of names) labelsOf(state, n).add(name)
  return { status: 200, body: [...labelsOf(state, n)].map(name => labelJson(state, name)) }
}

const removeLabel: Handler = ({ state, params }) => {
  const n = Number(params.number)
  const name = params.name ?? ''
  if (!labelsOf(state, n).delete(name)) return { status: 404, body: { message: 'Label does not exist' } }
  return { status: 200, body: [...labelsOf(state, n)].map(label => labelJson(state, label)) }
}

const createLabel: Handler = ({ state, body }) => {
  const { name, color, description } = (body ?? {}) as { name?: unknown; color?: unknown; description?: unknown }
  if (typeof name !== 'string' || name === '') return invalid('Label', 'name', 'missing_field')
  if (state.repoLabels.has(name)) return invalid('Label', 'name', 'already_exists')
  state.repoLabels.set(name, {
    color: typeof color === 'string' ? color : 'ededed',
    description: typeof description === 'string' ? description : null
  })
  return { status: 201, body: labelJson(state, name) }
}

const R = '^/repos/(?<owner>[^/]+)/(?<repo>[^/]+)'
export const LABEL_ROUTES: RouteRow[] = [
  ['POST', new RegExp(`${R}/issues/(?<number>\\d+)/labels$`), 'addLabels', addLabels],
  ['DELETE', new RegExp(`${R}/issues/(?<number>\\d+)/labels/(?<name>[^/]+)$`), 'removeLabel', removeLabel],
  ['POST', new RegExp(`${R}/labels$`), 'createLabel', createLabel]
]
