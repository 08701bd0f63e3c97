/** A tiny fetch wrapper for the simulator tests (not a test file). */
import type { Simulator } from '../../sim/server.js'

export interface Reply {
  status: number
  headers: Headers
  text: string
  /** Parsed JSON, or undefined when the body is not JSON. */
  json: unknown
}

export interface CallOptions {
  key?: string | null
  body?: unknown
  headers?: Record<string, string>
}

export async function call(sim: Simulator, method: string, path: string, options: CallOptions = {}): Promise<Reply> {
  const key = options.key === undefined ? sim.apiKey : options.key
  const headers: Record<string, string> = { ...(key === null ? {} : { Authorization: `Bearer ${key}` }) }
  let body: string | undefined
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
    headers['Content-Type'] = 'application/json'
  }
  const response = await fetch(sim.url + path, { method, headers: { ...headers, ...options.headers }, body })
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, headers: response.headers, text, json }
}

const enc = encodeURIComponent

export const agentPath = (sim: Simulator, projectId = sim.projectId) => `/v2/agent/${enc(projectId)}`

export const createJob = (sim: Simulator, prompt: unknown = 'Document the --dry-run flag', options: CallOptions = {}) =>
  call(sim, 'POST', `${agentPath(sim)}/job`, { body: { prompt }, ...options })

export const getJob = (sim: Simulator, id: string, options: CallOptions = {}) =>
  call(sim, 'GET', `${agentPath(sim)}/job/${enc(id)}`, options)

export const sendMessage = (
  sim: Simulator,
  id: string,
  prompt: unknown = 'also --verbose',
  options: CallOptions = {}
) => call(sim, 'POST', `${agentPath(sim)}/job/${enc(id)}/message`, { body: { prompt }, ...options })

/** GET /v1/analytics/{projectId}/{tail} with the query's defined parameters. */
export function analytics(
  sim: Simulator,
  tail: string,
  query: Record<string, string | number | undefined> = {},
  options: CallOptions = {}
) {
  const search = new URLSearchParams(
    Object.entries(query)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)])
  )
  const qs = search.size > 0 ? `?${search}` : ''
  return call(sim, 'GET', `/v1/analytics/${enc(sim.projectId)}/${tail}${qs}`, options)
}

export const visitors = (
  sim: Simulator,
  query: Record<string, string | number | undefined> = {},
  options: CallOptions = {}
) => analytics(sim, 'visitors', query, options)

export const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

/** The id of an AgentJob body. */
export const idOf = (reply: Reply): string => (reply.json as { id: string }).id
