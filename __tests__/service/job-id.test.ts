// A job id is one URL path segment: from the job-id input, the service's answers and the data branch's ledger.
import { isJobId } from '../../src/service/job-id.js'

describe('isJobId', () => {
  it('allows any id the service may give, however odd, that is one path segment once encoded', () => {
    for (const id of ['job_123', 'a?b#c', '%2e%2e', '.%2E', '...', '@octocat::warning::x', 'é', 'j'.repeat(200)])
      expect(isJobId(id)).toBe(true)
  })

  it('refuses . and .., which a URL resolves whatever their encoding, and what the job-id input refuses', () => {
    for (const id of ['', '.', '..', 'a/b', '../../x', 'a\\b', ' a', 'a\tb', 'a\u0000', 'a\u0085b'])
      expect(isJobId(id)).toBe(false)
  })
})
