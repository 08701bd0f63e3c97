import fc from 'fast-check'
import type { ChangedFile } from '../../../src/github/change.js'
import { cutNote, DIFF_BUDGET_BYTES, diffExcerpt, fileKind, kindRank } from '../../../src/agent/change/excerpt.js'

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8')
/** A patch of n lines `+line i` padded to width characters each. */
const lines = (n: number, width = 10): string =>
  Array.from({ length: n }, (_, i) => `+line ${i}`.padEnd(width, 'x')).join('\n')
/** A changed file; a null patch is none (GitHub gave none). */
const file = (path: string, patch: string | null = lines(3), over: Partial<ChangedFile> = {}): ChangedFile => ({
  path,
  status: 'modified',
  additions: patch === null ? 0 : patch.split('\n').length,
  deletions: 0,
  ...(patch === null ? {} : { patch }),
  ...over
})
const paths = (list: { file: ChangedFile }[]): string[] => list.map(entry => entry.file.path)

describe('fileKind', () => {
  it.each([
    // generated or not worth reading
    ['package-lock.json', 'generated'],
    ['web/npm-shrinkwrap.json', 'generated'],
    ['yarn.lock', 'generated'],
    ['pnpm-lock.yaml', 'generated'],
    ['bun.lockb', 'generated'],
    ['Cargo.lock', 'generated'],
    ['poetry.lock', 'generated'],
    ['Gemfile.lock', 'generated'],
    ['go.sum', 'generated'],
    ['composer.lock', 'generated'],
    ['gradle.lockfile', 'generated'],
    ['src/packages.lock.json', 'generated'],
    ['ios/Package.resolved', 'generated'],
    ['dist/index.js', 'generated'],
    ['packages/cli/build/main.js', 'generated'],
    ['vendor/github.com/pkg/errors/errors.go', 'generated'],
    ['node_modules/left-pad/index.js', 'generated'],
    ['third_party/zlib/inflate.c', 'generated'],
    ['src/__generated__/schema.ts', 'generated'],
    ['public/app.min.js', 'generated'],
    ['public/app.min.mjs', 'generated'],
    ['public/site.min.css', 'generated'],
    ['dist-like/app.js.map', 'generated'],
    ['src/__snapshots__/render.test.ts.snap', 'generated'],
    ['src/render.snap', 'generated'],
    ['docs/images/logo.png', 'generated'],
    ['photo.jpg', 'generated'],
    ['scan.tif', 'generated'],
    ['assets/font.woff', 'generated'],
    ['intro.mp4', 'generated'],
    ['assets/font.woff2', 'generated'],
    ['lib/native.so', 'generated'],
    // tests and CI
    ['__tests__/agent/decide.test.ts', 'tests'],
    ['src/decide.test.ts', 'tests'],
    ['src/decide.spec.js', 'tests'],
    ['pkg/server_test.go', 'tests'],
    ['tests/test_api.py', 'tests'],
    ['app/test_api.py', 'tests'],
    ['test/helpers.rb', 'tests'],
    ['spec/support/helpers.rb', 'tests'],
    ['test_api.py', 'tests'],
    ['.travis.yml', 'tests'],
    ['azure-pipelines.yml', 'tests'],
    ['spec/models/user_spec.rb', 'tests'],
    ['src/main/java/com/acme/ClientTest.java', 'tests'],
    ['testdata/input.json', 'tests'],
    ['.github/workflows/ci.yml', 'tests'],
    ['.circleci/config.yml', 'tests'],
    ['.gitlab-ci.yml', 'tests'],
    ['Jenkinsfile', 'tests'],
    // public API
    ['types/index.d.ts', 'api'],
    ['src/client.d.mts', 'api'],
    ['proto/jobs.proto', 'api'],
    ['schema.graphql', 'api'],
    ['spec-files/openapi.yaml', 'api'],
    ['docs/swagger.json', 'api'],
    ['action.yml', 'api'],
    ['report/action.yaml', 'api'],
    // docs
    ['README.md', 'docs'],
    ['CHANGELOG', 'docs'],
    ['guide/setup.mdx', 'docs'],
    ['docs/conf.py', 'docs'],
    ['doc/index.rst', 'docs'],
    ['doc/conf.py', 'docs'],
    ['CHANGELOG.txt', 'docs'],
    ['LICENSE', 'docs'],
    // configuration
    ['package.json', 'config'],
    ['tsconfig.json', 'config'],
    ['config/settings.yaml', 'config'],
    ['pyproject.toml', 'config'],
    ['vite.config.ts', 'config'],
    ['Dockerfile', 'config'],
    ['Makefile', 'config'],
    ['.env.example', 'config'],
    ['.eslintrc', 'config'],
    ['requirements-dev.txt', 'config'],
    ['CMakeLists.txt', 'config'],
    ['pom.xml', 'config'],
    ['tsconfig.jsonc', 'config'],
    ['config/app.yml', 'config'],
    ['.travis.yml.bak', 'config'],
    // source: everything else, and the look-alikes of the rules above
    ['src/index.ts', 'source'],
    ['cmd/server/main.go', 'source'],
    ['src/latest.java', 'source'],
    ['src/builder.ts', 'source'],
    ['src/distance.py', 'source'],
    ['src/contest.ts', 'source'],
    ['src/lockfile.ts', 'source'],
    ['src/roadmap.ts', 'source'],
    ['src/sitemap.ts', 'source'],
    ['notes.txt', 'source'],
    ['src/testing/helpers.ts', 'source'],
    ['src/docsite.ts', 'source'],
    ['src/app.json.ts', 'source'],
    ['src/.github.ts', 'config'],
    // each rule's end anchors: the name must end so, not merely hold it
    ['src/package-lock.json.ts', 'source'],
    ['src/x.lock.ts', 'source'],
    ['src/app.min.js.ts', 'source'],
    ['src/a.map.ts', 'source'],
    ['src/a.snap.ts', 'source'],
    ['src/a.png.ts', 'source'],
    ['src/my.tests.dir/index.ts', 'source'],
    ['src/test_data.py.ts', 'source'],
    ['src/FooTest.java.ts', 'source'],
    ['src/.github/x.ts', 'source'],
    ['src/a.d.tsx', 'source'],
    ['src/a.proto.ts', 'source'],
    ['src/action.yml.ts', 'source'],
    ['src/a.md.ts', 'source'],
    ['src/readme-parser.ts', 'source'],
    ['src/app.config.d/index.ts', 'source'],
    ['src/.hidden/x.ts', 'source'],
    ['src/dockerfile-parser.ts', 'source']
  ])('%s is %s', (path, kind) => expect(fileKind(path)).toBe(kind))
})

describe('kindRank', () => {
  it('ranks the kinds as they are sent and listed: the most telling for a user first, generated last', () => {
    const kinds = ['tests', 'generated', 'docs', 'source', 'config', 'api'] as const
    expect([...kinds].sort((a, b) => kindRank(a) - kindRank(b))).toEqual([
      'api',
      'source',
      'config',
      'docs',
      'tests',
      'generated'
    ])
    expect(kindRank('api')).toBe(0)
  })
})

describe('diffExcerpt: what is sent', () => {
  it('never sends a generated file or one without a patch, and names each with its reason in the order given', () => {
    const files = [
      file('src/a.ts'),
      file('package-lock.json', '+"lodash": "4.17.21"'),
      file('logo.png', null),
      file('src/b.ts', null),
      file('src/renamed.ts', ''),
      file('dist/index.js', '+minified()')
    ]
    const excerpt = diffExcerpt(files)
    expect(paths(excerpt.sent)).toEqual(['src/a.ts'])
    expect(excerpt.omitted.map(({ file: f, reason }) => [f.path, reason])).toEqual([
      ['package-lock.json', 'generated'],
      ['logo.png', 'generated'],
      ['src/b.ts', 'no-patch'],
      ['src/renamed.ts', 'no-patch'],
      ['dist/index.js', 'generated']
    ])
    expect(excerpt.omitted[0]?.file).toBe(files[1])
  })

  it('sends public API, then source, configuration, docs, then tests and CI', () => {
    const files = ['.github/workflows/ci.yml', 'src/a.test.ts', 'README.md', 'package.json', 'src/a.ts', 'index.d.ts']
    expect(paths(diffExcerpt(files.map(path => file(path))).sent)).toEqual([
      'index.d.ts',
      'src/a.ts',
      'package.json',
      'README.md',
      '.github/workflows/ci.yml',
      'src/a.test.ts'
    ])
  })

  it('within a kind, the smaller change (additions and deletions together) first; equal ones as given', () => {
    const files = [
      file('src/big.ts', lines(2), { additions: 5, deletions: 5 }),
      file('src/one.ts', lines(2), { additions: 1, deletions: 0 }),
      file('src/mid.ts', lines(2), { additions: 2, deletions: 7 }),
      file('src/also-one.ts', lines(2), { additions: 0, deletions: 1 })
    ]
    expect(paths(diffExcerpt(files).sent)).toEqual(['src/one.ts', 'src/also-one.ts', 'src/mid.ts', 'src/big.ts'])
  })

  it('sends the same objects it was given, each patch whole when it fits, and counts its bytes', () => {
    const files = [file('src/a.ts', '+é ünïcode'), file('src/b.ts', lines(4))]
    const excerpt = diffExcerpt(files)
    expect(excerpt.sent).toEqual([
      { file: files[0], patch: '+é ünïcode', linesLeftOut: 0 },
      { file: files[1], patch: lines(4), linesLeftOut: 0 }
    ])
    expect(excerpt.sent[0]?.file).toBe(files[0])
    expect(excerpt.bytes).toBe(bytes('+é ünïcode') + bytes(lines(4)))
    expect(excerpt.omitted).toEqual([])
  })

  it('drops a patch’s final newline, which is no line', () => {
    const excerpt = diffExcerpt([file('src/a.ts', `${lines(3)}\n`)])
    expect(excerpt.sent[0]?.patch).toBe(lines(3))
    expect(excerpt.bytes).toBe(bytes(lines(3)))
  })

  it('holds the default budget of 24,000 bytes', () => {
    expect(DIFF_BUDGET_BYTES).toBe(24_000)
    const excerpt = diffExcerpt([file('src/a.ts', lines(3000, 20))])
    expect(excerpt.bytes).toBeLessThanOrEqual(24_000)
    expect(excerpt.bytes).toBeGreaterThan(23_900)
  })
})

describe('diffExcerpt: the budget', () => {
  it('a patch of exactly the budget goes whole; one byte less and it is cut', () => {
    const patch = lines(10)
    expect(diffExcerpt([file('src/a.ts', patch)], bytes(patch)).sent[0]).toMatchObject({ patch, linesLeftOut: 0 })
    expect(diffExcerpt([file('src/a.ts', patch)], bytes(patch) - 1).sent[0]?.linesLeftOut).toBeGreaterThan(0)
  })

  it('cuts at a line boundary, with a note of how many lines were left out, within the room left', () => {
    const patch = lines(10) // ten lines of 10 bytes, 109 bytes with the newlines
    const note = cutNote(6)
    expect(note).toBe('[… 6 more lines of this diff left out]')
    const room = 4 * 11 + bytes(note)
    const excerpt = diffExcerpt([file('src/a.ts', patch)], room)
    expect(excerpt.sent[0]?.patch).toBe(`${lines(4)}\n${note}`)
    expect(excerpt.sent[0]?.linesLeftOut).toBe(6)
    expect(excerpt.bytes).toBe(room)
    // A byte less: a line less.
    expect(diffExcerpt([file('src/a.ts', patch)], room - 1).sent[0]?.patch).toBe(`${lines(3)}\n${cutNote(7)}`)
  })

  it('says "1 more line" for one', () => {
    expect(cutNote(1)).toBe('[… 1 more line of this diff left out]')
    const excerpt = diffExcerpt([file('src/a.ts', `${lines(1)}\n${lines(1, 80)}`)], 11 + bytes(cutNote(1)))
    expect(excerpt.sent[0]).toMatchObject({ patch: `${lines(1)}\n${cutNote(1)}`, linesLeftOut: 1 })
  })

  it('counts bytes of UTF-8, not characters', () => {
    const one = `+${'ü'.repeat(20)}` // 20 characters, 41 bytes
    const patch = [one, one, one].join('\n')
    const excerpt = diffExcerpt([file('src/a.ts', patch)], 42 + bytes(cutNote(2)))
    expect(excerpt.sent[0]?.patch).toBe(`${one}\n${cutNote(2)}`)
    expect(diffExcerpt([file('src/a.ts', patch)], 41 + bytes(cutNote(2))).sent).toEqual([])
  })

  it('names a file that gets no room as left out, and still sends a later one that fits', () => {
    const big = file('src/big.ts', lines(200, 50), { additions: 200 })
    const huge = file('src/one-line.ts', `+${'x'.repeat(500)}`, { additions: 300 })
    const small = file('README.md', '+ok', { additions: 1 })
    const tail = file('src/z.test.ts', lines(5), { additions: 5 })
    // The budget takes part of big.ts and leaves a few bytes: not the one long line, but README.md's 3.
    const room = 20 * 51 + bytes(cutNote(180)) + 10
    const excerpt = diffExcerpt([tail, small, huge, big], room)
    expect(paths(excerpt.sent)).toEqual(['src/big.ts', 'README.md'])
    expect(excerpt.sent[0]?.linesLeftOut).toBe(180)
    expect(excerpt.omitted).toEqual([
      { file: huge, reason: 'budget' },
      { file: tail, reason: 'budget' }
    ])
    expect(excerpt.bytes).toBe(room - 10 + 3)
  })

  it('sends nothing within a budget of zero or less', () => {
    for (const budget of [0, -5]) {
      const excerpt = diffExcerpt([file('src/a.ts', '+a')], budget)
      expect(excerpt).toEqual({ sent: [], omitted: [{ file: expect.anything(), reason: 'budget' }], bytes: 0 })
    }
  })
})

describe('diffExcerpt: properties', () => {
  const line = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.constantFrom('', '+', '@@ -1,3 +1,4 @@')
  )
  const patch = fc.option(
    fc.array(line, { minLength: 1, maxLength: 40 }).map(list => list.join('\n').replace(/\n$/, '')),
    { nil: undefined, freq: 6 }
  )
  const path = fc.constantFrom('src/a.ts', 'b.d.ts', 'README.md', 'x.test.ts', 'yarn.lock', 'dist/a.js', 'cfg.yml')
  const files = fc.array(
    fc.record({
      path,
      status: fc.constant('modified'),
      additions: fc.nat(50),
      deletions: fc.nat(50),
      patch
    }),
    { maxLength: 12 }
  )

  it('never exceeds the budget, names every file once, and sends whole lines of each patch and its note', () => {
    fc.assert(
      fc.property(files, fc.integer({ min: 0, max: 3000 }), (list, budget) => {
        const excerpt = diffExcerpt(list, budget)
        expect(excerpt.bytes).toBeLessThanOrEqual(budget)
        expect(excerpt.bytes).toBe(excerpt.sent.reduce((sum, sent) => sum + bytes(sent.patch), 0))
        const named = [...excerpt.sent, ...excerpt.omitted].map(entry => entry.file)
        expect(new Set(named).size).toBe(list.length)
        expect(named).toHaveLength(list.length)
        for (const sent of excerpt.sent) {
          const original = (sent.file.patch ?? '').replace(/\n$/, '')
          expect(fileKind(sent.file.path)).not.toBe('generated')
          if (sent.linesLeftOut === 0) expect(sent.patch).toBe(original)
          else {
            const all = original.split('\n')
            const kept = all.length - sent.linesLeftOut
            expect(kept).toBeGreaterThan(0)
            expect(sent.patch).toBe(`${all.slice(0, kept).join('\n')}\n${cutNote(sent.linesLeftOut)}`)
          }
        }
      }),
      { numRuns: 400 }
    )
  })
})
