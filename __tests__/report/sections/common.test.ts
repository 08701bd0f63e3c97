// What the report's sections share (src/report/sections/common.ts): which failures make a section partial, the page
// loop and each of its stop reasons, the warning, the data files, a section that read nothing.
import { pageView } from '../../../src/report/reader.js'
import { gapKeys } from '../../../src/report/gap-key.js'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { addSecret, clearSecrets } from '../../../src/action/secrets.js'
import { Allowance, BudgetSpent, type SectionRun } from '../../../src/report/section.js'
import {
  failedResult,
  failureReason,
  fileText,
  fileTexts,
  joinReasons,
  looksLike,
  once,
  rangeText,
  readPages,
  warning,
  writeSectionFiles
} from '../../../src/report/sections/common.js'
import { ServiceError } from '../../../src/service/http.js'

let dir: string
const warned: string[] = []
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sections-common-'))
  warned.length = 0
})
afterEach(async () => {
  clearSecrets()
  await rm(dir, { recursive: true, force: true })
})

const run = (over: Partial<SectionRun> = {}): SectionRun => ({
  client: {} as SectionRun['client'],
  allowance: new Allowance(5),
  range: { dateFrom: '2026-11-16', dateTo: '2026-11-23' },
  deadline: Date.now() + 60_000,
  reader: { shown: false, inline: () => '(hidden)' },
  pages: Promise.resolve(pageView(false, new Set())),
  keys: gapKeys({ apiKey: 'k', projectId: 'p' }),
  tempDir: join(dir, 'nested', 'folder'),
  top: 10,
  log: () => undefined,
  warn: line => void warned.push(line),
  ...over
})
const serviceError = (message: string) => new ServiceError(message, 'searches', 'http', 500)

describe('failureReason and once', () => {
  it('a service error or a spent budget is a reason; anything else is thrown on', async () => {
    expect(failureReason(serviceError('HTTP 500 from searches'))).toBe('HTTP 500 from searches')
    const spent = new BudgetSpent('searches', 1)
    expect(failureReason(spent)).toBe(spent.message)
    expect(String(spent)).toBe('BudgetSpent: searches: the request plan gave this section 1 request, all used')
    const bug = new TypeError('x is undefined')
    expect(() => failureReason(bug)).toThrow(bug)
    expect(await once(async () => 7)).toEqual({ value: 7 })
    expect(await once(async () => Promise.reject(serviceError('busy')))).toEqual({ reason: 'busy' })
    await expect(once(async () => Promise.reject(bug))).rejects.toBe(bug)
  })
})

describe('readPages', () => {
  /** Pages 1..last, each pointing at the next; `fail` makes that page's request fail. */
  const pager = (last: number, fail?: number, rows = 1) => {
    const asked: (number | undefined)[] = []
    const get = async (at: number | undefined) => {
      asked.push(at)
      const n = at ?? 1
      if (n === fail) throw serviceError(`HTTP 503 on page ${n}`)
      return { n, rows }
    }
    const next = (page: { n: number }) => (page.n < last ? page.n + 1 : undefined)
    const isEmpty = (page: { rows: number }) => page.rows === 0
    return { asked, get, next, isEmpty }
  }

  it('reads every page to the last, one after another, starting with no cursor', async () => {
    const p = pager(3)
    expect(await readPages(run(), 10, p.get, p.next, p.isEmpty)).toEqual({
      pages: [
        { n: 1, rows: 1 },
        { n: 2, rows: 1 },
        { n: 3, rows: 1 }
      ]
    })
    expect(p.asked).toEqual([undefined, 2, 3])
  })

  it('stops at the plan’s share, saying so, and reads exactly that many pages', async () => {
    const p = pager(5)
    const read = await readPages(run(), 2, p.get, p.next, p.isEmpty)
    expect(read.pages).toHaveLength(2)
    expect(read.partial).toBe("the plan's share for this section (2 requests) ended before the last page")
    expect((await readPages(run(), 1, p.get, p.next, p.isEmpty)).partial).toBe(
      "the plan's share for this section (1 request) ended before the last page"
    )
    const three = pager(3)
    expect((await readPages(run(), 3, three.get, three.next, three.isEmpty)).partial).toBeUndefined()
  })

  it('stops at the first failure: the reason alone when nothing was read, with the count of pages read otherwise', async () => {
    const first = pager(3, 1)
    expect(await readPages(run(), 10, first.get, first.next, first.isEmpty)).toEqual({
      pages: [],
      partial: 'HTTP 503 on page 1'
    })
    const third = pager(5, 3)
    const read = await readPages(run(), 10, third.get, third.next, third.isEmpty)
    expect(read.pages).toHaveLength(2)
    expect(read.partial).toBe('stopped after 2 complete requests: HTTP 503 on page 3')
    const second = pager(5, 2)
    expect((await readPages(run(), 10, second.get, second.next, second.isEmpty)).partial).toBe(
      'stopped after 1 complete request: HTTP 503 on page 2'
    )
  })

  it('stops on a page without rows that says there is more, or a cursor that does not move', async () => {
    const empty = pager(5, undefined, 0)
    const read = await readPages(run(), 10, empty.get, empty.next, empty.isEmpty)
    expect(read.pages).toHaveLength(1)
    expect(read.partial).toBe('the service answered a page with no rows (or the same cursor) yet said there was more')
    const stuck = pager(5)
    const same = await readPages(run(), 10, stuck.get, () => 2, stuck.isEmpty)
    expect(same.pages).toHaveLength(2)
    expect(same.partial).toMatch(/^the service answered a page with no rows \(or the same cursor\)/)
    // The last page may be empty: it says there is no more.
    const lastEmpty = pager(1, undefined, 0)
    expect((await readPages(run(), 10, lastEmpty.get, lastEmpty.next, lastEmpty.isEmpty)).partial).toBeUndefined()
  })

  it('stops once the deadline has passed, after the page in hand', async () => {
    const p = pager(5)
    const read = await readPages(run({ deadline: Date.now() - 1 }), 10, p.get, p.next, p.isEmpty)
    expect(read).toEqual({ pages: [{ n: 1, rows: 1 }], partial: 'the timeout was reached before the last page' })
  })
})

describe('warning, joinReasons, fileText, rangeText', () => {
  it('the warning: nothing when whole; one sentence, escaped, ending in one full stop', () => {
    expect(warning(undefined)).toStrictEqual([])
    expect(warning('a 429 | twice')).toEqual(['> [!WARNING]', '> Partial: a 429 \\| twice.', ''])
    expect(warning('HTTP 500.', true)).toEqual(['> [!WARNING]', '> Nothing could be read: HTTP 500.', ''])
  })

  it('joinReasons: every reason given, by "; ", or undefined', () => {
    expect(joinReasons([undefined, 'a', undefined, 'b'])).toBe('a; b')
    expect(joinReasons([undefined])).toBeUndefined()
    expect(joinReasons([])).toBeUndefined()
  })

  it('fileText: nothing when reader text is hidden; the plain form for files when the view has one', () => {
    expect(fileText({ shown: false, inline: t => `«${t}»`, plain: t => t }, 'x')).toBeUndefined()
    expect(fileText({ shown: true, inline: t => `«${t}»`, plain: t => `plain ${t}` }, 'x')).toBe('plain x')
    expect(fileText({ shown: true, inline: t => `«${t}»` }, 'x')).toBe('«x»')
  })

  it('fileTexts: an empty list when hidden, not a list of nulls', () => {
    expect(fileTexts({ shown: false, inline: t => t }, ['a', 'b'])).toStrictEqual([])
    expect(fileTexts({ shown: true, inline: t => `«${t}»` }, ['a', 'b'])).toStrictEqual(['«a»', '«b»'])
  })

  it('looksLike: the verb agrees with the count', () => {
    expect([0, 1, 2].map(n => looksLike(n, 'content gap'))).toStrictEqual([
      'look like content gaps',
      'looks like a content gap',
      'look like content gaps'
    ])
  })

  it('rangeText: the plain dates, escaped', () => {
    expect(rangeText(run())).toBe('from 2026-11-16 up to 2026-11-23 (exclusive; UTC)')
    expect(rangeText(run({ range: { dateFrom: 'a|b', dateTo: 'c' } }))).toBe('from a\\|b up to c (exclusive; UTC)')
  })
})

describe('writeSectionFiles', () => {
  it('writes the JSON and the CSV (CRLF, every field made safe) under a folder it creates, scrubbed of secrets', async () => {
    addSecret('mint_filesecret0123')
    const r = run()
    const files = await writeSectionFiles(
      r,
      'searches',
      { key: 'mint_filesecret0123', n: 1 },
      ['term', 'hits', 'clicked', 'none'],
      [
        ['=HYPERLINK("x")', 3, true, null],
        ['a, "b"', 0, false, undefined]
      ]
    )
    expect(files).toEqual({
      json: join(r.tempDir, 'docs-health-searches.json'),
      csv: join(r.tempDir, 'docs-health-searches.csv')
    })
    expect(await readFile(files.json, 'utf8')).toBe('{\n  "key": "***",\n  "n": 1\n}\n')
    expect(await readFile(files.csv, 'utf8')).toBe(
      'term,hits,clicked,none\r\n"\'=HYPERLINK(""x"")",3,true,\r\n"a, ""b""",0,false,\r\n'
    )
    expect((await stat(files.csv)).mode & 0o777).toBe(0o644)
  })

  it('the files are readable by all and writable by the runner only, even under a permissive umask', async () => {
    const before = process.umask(0)
    try {
      const files = await writeSectionFiles(run(), 'views', {}, ['a'], [])
      expect((await stat(files.json)).mode & 0o777).toBe(0o644)
      expect((await stat(files.csv)).mode & 0o777).toBe(0o644)
    } finally {
      process.umask(before)
    }
  })
})

describe('failedResult', () => {
  it('a heading and why, no numbers, and one warning line for the log', () => {
    const r = run()
    r.allowance.take('searches')
    expect(failedResult(r, 'searches', 'Searches', 'HTTP 401')).toEqual({
      section: 'searches',
      requests: 1,
      partial: 'HTTP 401',
      failed: true,
      gaps: [],
      markdown: '### Searches\n\n> [!WARNING]\n> Nothing could be read: HTTP 401.\n',
      outputs: {}
    })
    expect(warned).toEqual(['Searches: nothing could be read: HTTP 401'])
  })
})
