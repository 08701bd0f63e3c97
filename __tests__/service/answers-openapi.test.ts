// The answers' schemas (src/service/answers.ts, analytics.ts) against the service's published OpenAPI documents
// (spec/openapi/, the contract): every example answer the documents describe is read. The documents give one example
// value (AgentJob's prLink); the rest are made here from each documented answer schema, field by field: every
// property, each of its documented values (every enum value, null where nullable, the example where one is given),
// each anyOf branch, and each property the schema does not require left out. Each is checked against the document
// itself (Ajv) before the client reads it, so the examples are the document's, not ours.
import { readFileSync } from 'node:fs'
import { openApiPath, OPERATIONS, validateResponse } from '../sim/openapi.js'
import type { RouteName } from '../../sim/server.js'
import {
  toAssistantPage,
  toCallerStats,
  toFeedbackByPage,
  toFeedbackPage,
  toSearchesPage,
  toViewsPage
} from '../../src/service/analytics.js'
import { toJob, toVisitorsPage } from '../../src/service/answers.js'
import { toDeploymentStatus, toPageContent, toSearchResults } from '../../src/service/discovery-answers.js'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
interface JsonSchema {
  $ref?: string
  type?: string | string[]
  nullable?: boolean
  enum?: Json[]
  example?: Json
  format?: string
  description?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
}
interface Doc {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> }>
  >
  components: { schemas?: Record<string, JsonSchema> }
}

const read = (file: string) => JSON.parse(readFileSync(openApiPath(file), 'utf8')) as Doc
const docs = {
  admin: read('admin-openapi.json'),
  analytics: read('analytics.openapi.json'),
  deployments: read('openapi.json'),
  discovery: read('discovery-openapi.json')
}

/**
 * Example values of a schema: the first is the typical one, the others each documented alternative. A number is a
 * whole number: the documents type counts as `number`, and the service's counts are whole (api-facts.md).
 */
function examples(doc: Doc, schema: JsonSchema): Json[] {
  if (schema.$ref) return examples(doc, doc.components.schemas?.[schema.$ref.split('/').pop() ?? ''] ?? {})
  if (schema.anyOf) return schema.anyOf.flatMap(branch => examples(doc, branch))
  const types = [schema.type ?? []].flat()
  const nullable = schema.nullable === true || types.includes('null')
  const values = ((): Json[] => {
    if (schema.enum) return schema.enum
    if (schema.example !== undefined) return [schema.example]
    if (types.includes('object')) return objects(doc, schema)
    if (types.includes('array')) {
      const items = examples(doc, schema.items ?? {})
      return [items.slice(0, 1), [], ...items.slice(1).map(item => [item])]
    }
    // A date where the document says so: a format, or the deployments' prose ("An ISODate").
    const date = schema.format === 'date-time' || /\bISODate\b/.test(schema.description ?? '')
    if (types.includes('string')) return [date ? '2026-11-20T10:00:00Z' : 'text']
    if (types.includes('number') || types.includes('integer')) return [42, 0]
    if (types.includes('boolean')) return [true, false]
    throw new Error(`no example for ${JSON.stringify(schema)}`)
  })()
  return nullable ? [...values, null] : values
}

/** An object with every property at its typical value, then one per alternative of a property, or without it. */
function objects(doc: Doc, schema: JsonSchema): Json[] {
  const properties = Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    values: examples(doc, property),
    required: schema.required?.includes(name) ?? false
  }))
  const typical = Object.fromEntries(properties.map(({ name, values }) => [name, values[0] ?? null]))
  return [
    typical,
    ...properties.flatMap(({ name, values, required }) => [
      ...values.slice(1).map(value => ({ ...typical, [name]: value })),
      ...(required ? [] : [Object.fromEntries(Object.entries(typical).filter(([key]) => key !== name))])
    ])
  ]
}

const READ: Record<RouteName, (body: unknown) => unknown> = {
  createJob: body => toJob(body, refused),
  getJob: body => toJob(body, refused),
  sendMessage: body => toJob(body, refused),
  visitors: toVisitorsPage,
  views: toViewsPage,
  searches: toSearchesPage,
  feedbackByPage: toFeedbackByPage,
  feedback: toFeedbackPage,
  assistant: toAssistantPage,
  callerStats: toCallerStats,
  search: toSearchResults,
  page: toPageContent,
  deploymentStatus: toDeploymentStatus
}
const warnings: string[] = []
const refused = (warning: string) => warnings.push(warning)

/** The examples of a route's documented success answer. */
function answersOf(route: RouteName): { status: number; bodies: Json[] } {
  const { doc, path, method } = OPERATIONS[route]
  const responses = docs[doc].paths[path]?.[method]?.responses ?? {}
  const status = Object.keys(responses).find(code => code.startsWith('2')) ?? ''
  const schema = responses[status]?.content?.['application/json']?.schema ?? {}
  return { status: Number(status), bodies: examples(docs[doc], schema) }
}

/**
 * The service marks no field of these answers required; the action relies on these, and refuses an answer without
 * (a search answer: any of its results without).
 */
const JOB = ['id', 'status']
const REQUIRED_BY_THE_ACTION: Partial<Record<RouteName, string[]>> = {
  createJob: JOB,
  getJob: JOB,
  sendMessage: JOB,
  search: ['path'],
  page: ['path', 'content'],
  deploymentStatus: ['status']
}
const withoutOne = (body: Json, route: RouteName) =>
  [body]
    .flat()
    .some(
      item =>
        typeof item === 'object' &&
        item !== null &&
        (REQUIRED_BY_THE_ACTION[route] ?? []).some(name => !Object.hasOwn(item, name))
    )

describe('every example answer of the published documents is read', () => {
  it.each(Object.keys(READ) as RouteName[])('%s', route => {
    warnings.length = 0
    const { status, bodies } = answersOf(route)
    expect(bodies.length).toBeGreaterThanOrEqual(3)
    for (const body of bodies) {
      expect(validateResponse(route, status, body)).toStrictEqual([])
      if (withoutOne(body, route))
        expect(() => READ[route](body)).toThrow(/^(\[0\]\.)?(id|status|path|content) is missing, not a/)
      else expect(() => READ[route](body)).not.toThrow()
    }
    expect(warnings).toStrictEqual([])
  })

  it('the one example the documents give, a pull request link, is kept as it is', () => {
    const link = docs.admin.components.schemas?.AgentJob?.properties?.prLink?.example
    expect(link).toBe('https://github.com/org/repo/pull/123')
    expect(toJob({ id: 'job_1', status: 'completed', prLink: link }).prLink).toBe(link)
  })

  it('each documented value is among the examples: every enum value, null, each feedback shape', () => {
    const feedback = answersOf('feedback').bodies.flatMap(body => (body as { feedback: Json[] }).feedback)
    const sources = new Set(feedback.map(entry => (entry as { source: string }).source))
    expect([...sources].sort()).toStrictEqual(['agent', 'code_snippet', 'contextual', 'thumbs_only'])
    expect(feedback.some(entry => Object.hasOwn(entry as object, 'code'))).toBe(true)
    expect(feedback.some(entry => (entry as { contact?: Json }).contact === null)).toBe(true)
    const statuses = answersOf('getJob').bodies.map(body => (body as { status?: string }).status)
    expect(new Set(statuses)).toStrictEqual(new Set(['active', 'completed', 'archived', 'failed', undefined]))
    const deployments = answersOf('deploymentStatus').bodies as { status?: string; endedAt?: string }[]
    expect(new Set(deployments.map(body => body.status))).toStrictEqual(
      new Set(['queued', 'in_progress', 'success', 'failure', undefined])
    )
    expect(
      deployments.map(body => toDeploymentStatus(body.status ? body : { ...body, status: 'x' }).endedAt)
    ).toContain('2026-11-20T10:00:00Z')
  })
})
