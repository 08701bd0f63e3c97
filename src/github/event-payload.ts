/**
 * The triggering event's payload (the file at GITHUB_EVENT_PATH) as the action reads it: each part it uses, stated
 * once as a valibot schema (the one schema library of the project, src/service/schema.ts), its type inferred from
 * it. Lenient on purpose, field by field: GitHub's payloads hold far more than is read here, and what is not named is
 * dropped, never checked; a field read here that GitHub leaves out, nulls (a deleted account is `user: null`, an issue
 * opened without text has `body: null`) or gives another type reads as unknown (undefined, '' or [], as each says),
 * and the rest of the payload is read all the same. No schema here ever fails: `v.parse` of any value returns.
 * Held to GitHub's own example payloads (@octokit/webhooks-examples) by __tests__/github/event-payload.test.ts. Pure.
 */
import * as v from 'valibot'

/** A JSON object: not null, not an array (valibot's `object` takes an array for one). */
const jsonObject = v.custom<Record<string, unknown>>(
  value => typeof value === 'object' && value !== null && !Array.isArray(value)
)

/** A value of `schema`; undefined when there is none or it does not match. */
const maybe = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined)

/** An object of these fields; undefined when the value is no object or one of its fields without a fallback fails. */
const part = <const E extends v.ObjectEntries>(entries: E) => maybe(v.pipe(jsonObject, v.object(entries)))

/** A payload whole: these fields of it, every one unknown when the payload is no object at all. */
const payload = <const E extends v.ObjectEntries>(entries: E) => v.pipe(v.fallback(jsonObject, {}), v.object(entries))

/** A string; '' when missing, null or of another type. */
const text = v.fallback(v.string(), '')

/** A string that is not empty, or undefined. */
const someText = maybe(v.pipe(v.string(), v.nonEmpty()))

/**
 * Who a comment's `user` names, by login only (a display name is no identity): `type` is `Bot` for apps and bots,
 * `User` when GitHub gives none. Undefined for GitHub's `user: null` (a deleted account) or an empty login.
 */
const CommentUser = maybe(
  v.pipe(
    jsonObject,
    v.object({ login: text, type: text }),
    v.transform(({ login, type }) => (login ? { login, type: type || 'User' } : undefined))
  )
)

/**
 * Who a pull request's `user` or a push's `pusher` names: its login, else its name (a pusher has a name and no
 * login); `type` as for a comment's user. Undefined when it names no one.
 */
export const Author = maybe(
  v.pipe(
    jsonObject,
    v.object({ login: text, name: text, type: text }),
    v.transform(({ login, name, type }) => (login || name ? { login: login || name, type: type || 'User' } : undefined))
  )
)
export type Author = NonNullable<v.InferOutput<typeof Author>>

/** The issue, pull request or discussion an event is about, as every payload of one gives it. */
const Subject = part({ number: maybe(v.number()), title: text, body: text, html_url: text })

/** The payload's `repository`: `private` undefined when it does not say (reader text is then hidden). */
const Repository = part({ private: maybe(v.boolean()), full_name: text })

/**
 * What every event's payload gives the action: the subject (issue, pull request or discussion), the comment of a
 * comment event (none without a numeric id), who acted (`sender`: the login and type undefined when not strings), the
 * payload's `action` ('' when it has none) and whether the repository is private.
 */
export const EventPayload = payload({
  action: text,
  issue: Subject,
  pull_request: Subject,
  discussion: Subject,
  comment: part({ id: v.number(), body: text, user: CommentUser }),
  sender: part({ login: maybe(v.string()), type: maybe(v.string()) }),
  repository: Repository
})
export type EventPayload = v.InferOutput<typeof EventPayload>

/** A label's name; '' for one without. */
const LabelName = v.fallback(
  v.pipe(
    jsonObject,
    v.object({ name: text }),
    v.transform(label => label.name)
  ),
  ''
)

/**
 * A pull request as a `pull_request` payload or a listing (`GET /pulls`) gives it; undefined without a whole number of
 * 1 or more. `merged` is undefined when the field is missing (a listing has none), else whether it is the boolean
 * true; `labels` their names, those without dropped; `head.repo` null for a fork since deleted.
 */
export const PullRequest = part({
  number: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  title: text,
  body: text,
  html_url: text,
  user: Author,
  labels: v.pipe(
    v.fallback(v.array(LabelName), []),
    v.transform(names => names.filter(Boolean))
  ),
  merged: v.optional(
    v.pipe(
      v.unknown(),
      v.transform(merged => merged === true)
    )
  ),
  merged_at: someText,
  merge_commit_sha: someText,
  base: part({ ref: text }),
  head: part({ repo: part({ full_name: text }) })
})
export type PullRequest = NonNullable<v.InferOutput<typeof PullRequest>>

/** A `pull_request` or `pull_request_target` payload, as a closed one is read: the pull request and its repository. */
export const PullRequestPayload = payload({ pull_request: PullRequest, repository: Repository })

/** A pushed commit; undefined without a string id. */
const PushCommit = part({ id: v.string(), message: text })

/**
 * A `push` payload: the ref ('' when none), the commits (those without an id dropped), `deleted` only when the
 * boolean true, the compare page and the pusher.
 */
export const PushPayload = payload({
  ref: text,
  before: text,
  after: text,
  deleted: v.fallback(v.boolean(), false),
  commits: v.pipe(
    v.fallback(v.array(PushCommit), []),
    v.transform(commits => commits.filter(commit => commit !== undefined))
  ),
  compare: text,
  pusher: Author
})
