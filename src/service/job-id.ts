/**
 * Whether a text can be a job id: one path segment of the API's job URL (`…/v2/agent/{project}/job/{id}`), as the
 * service's ids are. No slash, backslash, white space or control character, and not `.` or `..`, which a URL resolves
 * as a path segment whatever its encoding (`…/job/..` is `…/{project}/`): an id from an input, an answer or the data
 * branch never changes the route it is asked at.
 */
export function isJobId(id: string): boolean {
  return /^[^\s/\\\p{Cc}]+$/u.test(id) && id !== '.' && id !== '..'
}
