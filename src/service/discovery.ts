/**
 * The service beyond agent and analytics, for the fix check (issue 38, §3): search the live docs and read a page as
 * served (`POST /v1/search/{domain}`, `POST /v1/page/{domain}` below `https://api.mintlify.com/discovery`, with the
 * site's **assistant key** `mint_dsc_…`: free, 10,000 requests an hour per organisation, apart from the analytics
 * allowance), and a deployment's status (`GET /project/update-status/{statusId}` below `https://api.mintlify.com/v1`,
 * with the admin key: when a change went live). Over the one transport (http.ts): 429 and 5xx retried as a GET's (a
 * search and a page read are POSTs that only read), 401, 403 and 404 final, every error naming its call. The assistant
 * key is a secret of the run from the moment the client is made (scrubbed from everything the action writes, in every
 * encoding, as the admin key is); it goes to the discovery URL only, the admin key to the deployments URL only.
 * Every attempt, retries included, counts against the run's budget (default 200): no request past it is sent.
 */
import { InputError } from '../action/errors.js'
import { checkCredential } from '../action/input-parsers.js'
import { addSecret } from '../action/secrets.js'
import { DEFAULT_API_URL } from '../action/settings.js'
import { isJobId } from './job-id.js'
import { MiB, request, type HttpOptions, type RequestSpec } from './http.js'
import {
  toDeploymentStatus,
  toPageContent,
  toSearchResults,
  type DeploymentStatus,
  type PageContent,
  type SearchResult
} from './discovery-answers.js'

export type { DeploymentStatus, PageContent, SearchResult } from './discovery-answers.js'
export { FINAL_DEPLOYMENT_STATUSES } from './discovery-answers.js'

export const ASSISTANT_KEY_PREFIX = 'mint_dsc_'
/** A run's requests to these endpoints unless it says otherwise: a fix check of 20 fixes at 5 terms each, twice over. */
export const DEFAULT_DISCOVERY_BUDGET = 200
/** The organisation's hourly allowance, shared by every run and every site: no run may plan more. */
export const MAX_DISCOVERY_BUDGET = 10_000
export const MAX_PAGE_SIZE = 50
/** The names the report's inputs will have; the checks below name them. */
export const DISCOVERY_INPUTS = { assistantKey: 'assistant-key', domain: 'domain' } as const

/** The base URLs below an api-url (the service's own, or the simulator's loopback address in tests). */
export const discoveryUrlsOf = (apiUrl: string) => {
  const base = apiUrl.replace(/\/+$/, '')
  return { discoveryUrl: `${base}/discovery`, deploymentsUrl: `${base}/v1` }
}

/** `https://api.mintlify.com/discovery` and `https://api.mintlify.com/v1`. */
export const { discoveryUrl: DEFAULT_DISCOVERY_URL, deploymentsUrl: DEFAULT_DEPLOYMENTS_URL } =
  discoveryUrlsOf(DEFAULT_API_URL)

export interface SearchOptions {
  /** 1 to 50; the service's default is 10. */
  pageSize?: number
  /** 0 to 1: only results scored at least this. */
  scoreThreshold?: number
  filter?: { version?: string; language?: string; tag?: string; groups?: string[] }
}

export interface DiscoveryClient {
  /** The live docs' results for a query, best first. */
  search(query: string, options?: SearchOptions, deadline?: number): Promise<SearchResult[]>
  /** A page's text as the live site serves it; a path the site does not have is a 404 ServiceError. */
  page(path: string, deadline?: number): Promise<PageContent>
  /** A deployment's status: queued, in_progress, success (live since `endedAt`) or failure. */
  deploymentStatus(statusId: string, deadline?: number): Promise<DeploymentStatus>
  /** Attempts made so far, retries included. */
  readonly requests: number
}

export interface DiscoveryClientOptions {
  /** The transport's settings (timeouts, attempts, clock, signal); the key and base URL are each endpoint's. */
  http: Omit<HttpOptions, 'apiKey' | 'baseUrl'>
  assistantKey: string
  /** The site's identifier: the `acme` of acme.mintlify.site, the last segment of the dashboard URL. */
  domain: string
  /** The admin key, for the deployment status only. */
  adminKey: string
  discoveryUrl?: string
  deploymentsUrl?: string
  /** Attempts this client may make, retries included (default 200, at most 10,000). */
  budget?: number
}

/** Thrown before an attempt the run's budget has no room for: nothing was sent. */
export class DiscoveryBudgetSpent extends Error {
  constructor(endpoint: string, budget: number) {
    super(`${endpoint}: this run's budget of ${budget} search, page and deployment requests is spent; not sent.`)
    this.name = 'DiscoveryBudgetSpent'
  }
}

/** What is wrong with an assistant key, or undefined; never the key itself. */
export function assistantKeyProblem(key: string): string | undefined {
  const name = DISCOVERY_INPUTS.assistantKey
  if (key === '') return "is required for the fix check: pass the site's assistant API key (mint_dsc_…)."
  try {
    checkCredential(name, key) // white space, or a character an HTTP header cannot carry
  } catch (error) {
    return (error as InputError).problem
  }
  if (key.startsWith(ASSISTANT_KEY_PREFIX) && key.length > ASSISTANT_KEY_PREFIX.length) return undefined
  return `is not an assistant API key (${ASSISTANT_KEY_PREFIX}…); create one on the dashboard's API keys page. An admin key does not belong here.`
}

/** What is wrong with a domain, or undefined: a plain subdomain identifier (one DNS label), never a host or URL. */
export function domainProblem(domain: string): string | undefined {
  if (domain === '') return "is required for the fix check: the site's identifier (the acme of acme.mintlify.site)."
  if (/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(domain)) return undefined
  const hint = /[./:]/.test(domain) ? ' (a host name or URL was given: keep only its first label)' : ''
  return `is not a subdomain identifier: 1 to 63 letters, digits and inner hyphens, such as acme for acme.mintlify.site${hint}.`
}

const DISCOVERY_429 = 'Rate limit: 10,000 search and page requests per organisation per hour; try again later.'
const DISCOVERY_HINTS = {
  401: 'Check the assistant key (mint_dsc_…): it may be revoked, or be a key of another kind.',
  403: "The assistant key may not read this site (another deployment's key, or the plan has no API access).",
  429: DISCOVERY_429
}

/** Checks the key and domain (InputError naming each, before any request) and makes the client. */
export function createDiscoveryClient(options: DiscoveryClientOptions): DiscoveryClient {
  const { assistantKey, domain, adminKey } = options
  addSecret(assistantKey) // a secret of the run before anything can echo it (an empty one adds nothing)
  const keyProblem = assistantKeyProblem(assistantKey)
  if (keyProblem) throw new InputError(DISCOVERY_INPUTS.assistantKey, keyProblem)
  const domainIssue = domainProblem(domain)
  if (domainIssue) throw new InputError(DISCOVERY_INPUTS.domain, domainIssue)
  const budget = options.budget ?? DEFAULT_DISCOVERY_BUDGET
  if (!Number.isSafeInteger(budget) || budget < 1 || budget > MAX_DISCOVERY_BUDGET)
    throw new RangeError(`budget must be a whole number from 1 to ${MAX_DISCOVERY_BUDGET}, got ${budget}`)
  let used = 0
  const http = {
    ...options.http,
    beforeAttempt: (endpoint: string) => {
      options.http.beforeAttempt?.(endpoint)
      if (used >= budget) throw new DiscoveryBudgetSpent(endpoint, budget)
      used++
    }
  }
  const discovery: HttpOptions = {
    ...http,
    apiKey: assistantKey,
    baseUrl: options.discoveryUrl ?? DEFAULT_DISCOVERY_URL
  }
  const deployments: HttpOptions = {
    ...http,
    apiKey: adminKey,
    baseUrl: options.deploymentsUrl ?? DEFAULT_DEPLOYMENTS_URL
  }
  const site = encodeURIComponent(domain)
  /** A read sent as POST: retried as a GET is (http.ts `sentAs`). */
  const read = <T>(spec: Omit<RequestSpec<T>, 'method' | 'sentAs'>) =>
    request(discovery, { ...spec, method: 'GET', sentAs: 'POST' })

  return {
    get requests() {
      return used
    },
    search: async (query, searchOptions = {}, deadline) =>
      read({
        endpoint: 'Search docs',
        path: `/v1/search/${site}`,
        body: searchBody(query, searchOptions),
        deadline,
        hints: DISCOVERY_HINTS,
        notFound: 'The service has no search index for this domain: check domain (the acme of acme.mintlify.site).',
        read: toSearchResults
      }),
    page: async (path, deadline) =>
      read({
        endpoint: 'Get page',
        path: `/v1/page/${site}`,
        body: { path },
        deadline,
        hints: DISCOVERY_HINTS,
        notFound: 'The live site has no such page, or the domain has no search index: check the path and domain.',
        read: toPageContent,
        maxBodyBytes: 4 * MiB
      }),
    deploymentStatus: async (statusId, deadline) => {
      if (!isJobId(statusId)) throw new RangeError('a deployment status id is one URL path segment')
      return request(deployments, {
        endpoint: 'Get deployment status',
        method: 'GET',
        path: `/project/update-status/${encodeURIComponent(statusId)}`,
        deadline,
        notFound: 'The service knows no deployment with this status id.',
        read: toDeploymentStatus
      })
    }
  }
}

/** The search request as the document describes it; options out of their documented range throw before any request. */
function searchBody(query: string, { pageSize, scoreThreshold, filter }: SearchOptions) {
  if (query.trim() === '') throw new RangeError('a search needs a query')
  if (pageSize !== undefined && !(Number.isSafeInteger(pageSize) && pageSize >= 1 && pageSize <= MAX_PAGE_SIZE))
    throw new RangeError(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}, got ${pageSize}`)
  if (scoreThreshold !== undefined && !(scoreThreshold >= 0 && scoreThreshold <= 1))
    throw new RangeError(`scoreThreshold must be from 0 to 1, got ${scoreThreshold}`)
  return { query, pageSize, scoreThreshold, filter }
}
