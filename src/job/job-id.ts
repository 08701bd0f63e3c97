import { InputError } from '../action/errors.js'
import { Inputs } from '../action/names.js'
import { isJobId } from '../service/job-id.js'
import { quote } from '../text/quote.js'

/** The job's path in the service's API: GET `/v2/agent/{projectId}/job/{id}`, its follow-up `…/{id}/message`. */
const API_JOB_PATH = /\/v2\/agent\/([^/]+)\/job\/([^/]+)(?:\/message)?\/?$/

/**
 * `job-id`: the id as the `job-id` output gives it, or the job's URL in the API (`…/v2/agent/<project>/job/<id>`, as
 * the API reference and a log of the request show it), whose id is taken. A job id is opaque, yet the service's ids
 * are one URL path segment (service/job-id.ts): any other value (a URL or path, no dashboard address of a job being
 * documented, `.` or `..`) would reach the service as an unknown id or another route, so it is refused before any request.
 */
export function jobIdInput(raw: string, projectId: string): string | undefined {
  const text = raw.trim()
  if (!text) return undefined
  const id = text.includes('/') ? idFromUrl(text, projectId) : text
  if (id === undefined || !isJobId(id)) {
    throw new InputError(
      Inputs.JobId,
      `${quote(text, 80)} is not a job id: give the id alone, as the job-id output of the run that started the job shows it, or the job's API URL ending in /v2/agent/<project-id>/job/<id>.`
    )
  }
  return id
}

/** The id in a job's API URL; undefined for any other text. Throws when the URL names another project. */
function idFromUrl(text: string, projectId: string): string | undefined {
  const match = URL.canParse(text) ? API_JOB_PATH.exec(new URL(text).pathname) : null
  const [project, id] = match?.slice(1).map(decode) ?? []
  // Not a job's URL, or its project is not valid percent-encoding; an id that is not comes back undefined too.
  if (project === undefined) return undefined
  if (projectId && project !== projectId) {
    throw new InputError(
      Inputs.JobId,
      `is the URL of a job in project ${quote(project, 40)}, not in '${Inputs.ProjectId}' (${quote(projectId, 40)}); use the project-id the job was started with.`
    )
  }
  return id
}

/** A path segment decoded; undefined when it is not valid percent-encoding. */
function decode(component: string): string | undefined {
  try {
    return decodeURIComponent(component)
  } catch {
    return undefined
  }
}
