/**
 * Validation against the service's published OpenAPI documents (spec/openapi/*.json), with Ajv 8 + ajv-formats.
 * Not a test file: the simulator's conformance test and the client tests import it.
 *   validateResponse(route, status, body)  -> errors, [] when the body matches the documented schema
 *   validateRequestBody(route, body)       -> errors, [] when the request body matches the documented schema
 * `#/components/schemas/X` references are rewritten to `<doc>#/definitions/X` of a schema holding the components.
 * OpenAPI 3.0 `nullable: true` is understood by Ajv 8 itself (with `type`).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import AjvModule from 'ajv'
import formatsModule from 'ajv-formats'
import type { ValidateFunction } from 'ajv'
import type { RouteName } from '../../sim/server.js'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>
  /** The deployments' and the discovery documents have none. */
  components: { schemas?: Record<string, Json> }
}
interface Operation {
  requestBody?: { content: Record<string, { schema: Json }> }
  responses: Record<string, { content?: Record<string, { schema: Json }> }>
}

const DOCS = {
  admin: 'admin-openapi.json',
  analytics: 'analytics.openapi.json',
  deployments: 'openapi.json',
  discovery: 'discovery-openapi.json'
} as const
type DocName = keyof typeof DOCS

function analytics(tail: string) {
  return { doc: 'analytics', path: `/v1/analytics/{projectId}/${tail}`, method: 'get' } as const
}

export const OPERATIONS: Record<RouteName, { doc: DocName; path: string; method: 'get' | 'post' }> = {
  createJob: { doc: 'admin', path: '/v2/agent/{projectId}/job', method: 'post' },
  getJob: { doc: 'admin', path: '/v2/agent/{projectId}/job/{id}', method: 'get' },
  sendMessage: { doc: 'admin', path: '/v2/agent/{projectId}/job/{id}/message', method: 'post' },
  visitors: analytics('visitors'),
  views: analytics('views'),
  searches: analytics('searches'),
  feedbackByPage: analytics('feedback/by-page'),
  feedback: analytics('feedback'),
  assistant: analytics('assistant'),
  callerStats: analytics('assistant/caller-stats'),
  search: { doc: 'discovery', path: '/v1/search/{domain}', method: 'post' },
  page: { doc: 'discovery', path: '/v1/page/{domain}', method: 'post' },
  deploymentStatus: { doc: 'deployments', path: '/project/update-status/{statusId}', method: 'get' }
}

/** Where the OpenAPI documents are: spec/openapi in the repository (tests run with the repository as cwd). */
export function openApiPath(file: string): string {
  const found = path.resolve(process.cwd(), 'spec', 'openapi', file)
  if (!existsSync(found)) throw new Error(`OpenAPI document ${file} not found at ${found}`)
  return found
}

function rewriteRefs(value: Json, doc: DocName): Json {
  if (Array.isArray(value)) return value.map(item => rewriteRefs(item, doc))
  if (value === null || typeof value !== 'object') return value
  const out: { [key: string]: Json } = {}
  for (const [key, child] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof child === 'string'
        ? child.replace(/^#\/components\/schemas\//, `${doc}#/definitions/`)
        : rewriteRefs(child, doc)
  }
  return out
}

const ajv = new AjvModule.default({ allErrors: true, strict: true, strictTypes: false })
formatsModule.default(ajv)
ajv.addKeyword('example')
const docs = {} as Record<DocName, OpenApiDoc>
for (const name of Object.keys(DOCS) as DocName[]) {
  const doc = JSON.parse(readFileSync(openApiPath(DOCS[name]), 'utf8')) as OpenApiDoc
  docs[name] = doc
  ajv.addSchema({ $id: name, definitions: rewriteRefs(doc.components.schemas ?? {}, name) })
}

const compiled = new Map<string, ValidateFunction>()
function validatorFor(doc: DocName, key: string, schema: Json): ValidateFunction {
  let validate = compiled.get(key)
  if (!validate) {
    validate = ajv.compile(rewriteRefs(schema, doc) as object)
    compiled.set(key, validate)
  }
  return validate
}

function errorsOf(validate: ValidateFunction, body: unknown): string[] {
  if (validate(body)) return []
  return (validate.errors ?? []).map(e => `${e.instancePath || '(body)'} ${e.message ?? 'is invalid'}`.trim())
}

function operation(route: RouteName): Operation {
  const { doc, path: opPath, method } = OPERATIONS[route]
  const op = docs[doc].paths[opPath]?.[method]
  if (!op) throw new Error(`${method.toUpperCase()} ${opPath} is not in ${DOCS[doc]}`)
  return op
}

/** The statuses the spec documents for a route, e.g. ['201', '400', '429']. */
export function documentedStatuses(route: RouteName): string[] {
  return Object.keys(operation(route).responses)
}

/** Errors of `body` against the documented JSON schema of (route, status); an undocumented status is an error. */
export function validateResponse(route: RouteName, status: number, body: unknown): string[] {
  const response = operation(route).responses[String(status)]
  if (!response) return [`HTTP ${status} is not documented for ${route} (documented: ${documentedStatuses(route)})`]
  const schema = response.content?.['application/json']?.schema
  if (schema === undefined) return [`HTTP ${status} of ${route} documents no application/json body`]
  return errorsOf(validatorFor(OPERATIONS[route].doc, `${route} ${status}`, schema), body)
}

/** Errors of a request body against the documented request schema. */
export function validateRequestBody(route: 'createJob' | 'sendMessage' | 'search' | 'page', body: unknown): string[] {
  const schema = operation(route).requestBody?.content['application/json']?.schema
  if (schema === undefined) return [`${route} documents no application/json request body`]
  return errorsOf(validatorFor(OPERATIONS[route].doc, `${route} request`, schema), body)
}
