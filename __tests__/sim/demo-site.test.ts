import { DEMO_SITE } from '../../sim/demo-site.js'
import { PERSONAL } from '../../sim/reader-text.js'
import { TEST_SITE } from '../../sim/site.js'
import { startSimulator, type Simulator } from '../../sim/server.js'

/** Every answer of the analytics routes for one week, as text. */
async function everything(sim: Simulator): Promise<{ paths: string[]; terms: string[]; text: string }> {
  const get = async (route: string, query: string): Promise<unknown> => {
    const url = `${sim.url}/v1/analytics/${sim.projectId}/${route}?dateFrom=2026-11-16&dateTo=2026-11-23&${query}`
    const answer = await fetch(url, { headers: { Authorization: `Bearer ${sim.apiKey}` } })
    expect(answer.status).toBe(200)
    return answer.json()
  }
  const visitors = (await get('visitors', 'limit=250')) as { visitors: { path: string }[] }
  const searches = (await get('searches', 'limit=100')) as { searches: { searchQuery: string }[] }
  const rest = await Promise.all([get('feedback', 'limit=100'), get('assistant', 'limit=1000')])
  return {
    paths: visitors.visitors.map(row => row.path),
    terms: searches.searches.map(row => row.searchQuery),
    text: JSON.stringify([visitors, searches, ...rest])
  }
}

describe('the demo site (SimOptions.site), for the README pictures', () => {
  it('serves its own pages, terms and reader text, with none of the tests’ awkward paths or personal data', async () => {
    const sim = await startSimulator({ site: DEMO_SITE, visitorRows: DEMO_SITE.pages.length })
    try {
      const { paths, terms, text } = await everything(sim)
      expect(new Set(paths)).toStrictEqual(new Set(DEMO_SITE.pages))
      expect(terms).toContain('deploy dry run')
      expect(terms.some(term => /^(how to|configure) [a-z]|[a-z] (example|error)$/.test(term))).toBe(true)
      expect(terms.filter(term => /topic \d/.test(term))).toStrictEqual([])
      expect(text).toContain('Nothing here about rotating keys.')
      for (const path of TEST_SITE.pages.filter(p => !DEMO_SITE.pages.includes(p))) expect(text).not.toContain(path)
      for (const [name, value] of Object.entries(PERSONAL)) {
        // The contact emails of feedback are no reader text, and no picture shows them.
        if (!name.toLowerCase().includes('email')) expect(text).not.toContain(value)
      }
      expect(text).not.toMatch(/[<|]|ignore (all )?previous instructions/i)
    } finally {
      await sim.close()
    }
  })

  it('leaves the tests’ data as it was when no site is given', async () => {
    const sim = await startSimulator({ visitorRows: 20 })
    try {
      const { paths, terms } = await everything(sim)
      expect(new Set(paths)).toStrictEqual(new Set(TEST_SITE.pages))
      expect(paths).toContain('/reference/"quoted"')
      expect(terms).toContain('délai d’expiration')
      expect(terms.some(term => /^(how to|configure|example|error) topic \d+$/.test(term))).toBe(true)
    } finally {
      await sim.close()
    }
  })
})
