/**
 * `npx tsx script/render-mermaid.ts <file.md> [out-dir]`: renders every Mermaid block of a markdown file to PNG
 * (`<name>-1.png`, `<name>-2.png`, … in out-dir, default beside the file) with a real renderer, to check what GitHub
 * will draw. `--sample-visitors <file.md>` first writes a sample visitors report there, from the simulator;
 * `--sample-trends <file.md>` the report's "Over time" part of twelve sample weeks across the 2026-07-31 change of
 * counting (docs/images/report-trend.png).
 *
 * Dev-only, not in `.ci/run`: mermaid-cli comes through `npx --yes` (a pinned version, ~500 MB with puppeteer, so not a
 * devDependency) and drives Debian's chromium (`apt-get install chromium`; or set CHROMIUM), never a downloaded browser.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const MERMAID_CLI = '@mermaid-js/mermaid-cli@11.17.0'

/** The body of every ```mermaid block, in order. */
function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```mermaid[ \t]*\n([\s\S]*?)\n```[ \t]*$/gm)].map(match => match[1] ?? '')
}

function chromium(): string {
  const found = process.env.CHROMIUM ?? execFileSync('sh', ['-c', 'command -v chromium || true']).toString().trim()
  if (!found) throw new Error('chromium not found: apt-get install chromium, or set CHROMIUM to its path')
  return found
}

/** Renders each block to `<outDir>/<name>-<n>.png`; returns the files written. */
function renderMermaid(markdownFile: string, outDir = path.dirname(markdownFile)): string[] {
  const blocks = mermaidBlocks(readFileSync(markdownFile, 'utf8'))
  const work = mkdtempSync(path.join(tmpdir(), 'mermaid-'))
  const config = path.join(work, 'puppeteer.json')
  writeFileSync(config, JSON.stringify({ executablePath: chromium(), args: ['--no-sandbox', '--disable-gpu'] }))
  mkdirSync(outDir, { recursive: true })
  const name = path.basename(markdownFile).replace(/\.md$/i, '')
  const written: string[] = []
  try {
    for (const [i, block] of blocks.entries()) {
      const input = path.join(work, `${i + 1}.mmd`)
      const output = path.join(outDir, `${name}-${i + 1}.png`)
      writeFileSync(input, block)
      // -b white: GitHub's light theme; the PNG is otherwise transparent and unreadable on a dark viewer.
      const args = ['--yes', MERMAID_CLI, '-p', config, '-i', input, '-o', output, '-b', 'white', '-w', '800']
      execFileSync('npx', args, { stdio: 'inherit', env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' } })
      if (!existsSync(output)) throw new Error(`mermaid-cli wrote no ${output}`)
      written.push(output)
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
  return written
}

/** A visitors report as the weekly run renders it, from the simulator's data (1,000 pages, compared). */
async function writeSampleVisitors(file: string): Promise<void> {
  const { startSimulator } = await import('../sim/server.js')
  const { createServiceClient } = await import('../src/service/client.js')
  const { runVisitorReport } = await import('../src/report/visitors/run.js')
  const sim = await startSimulator({ visitorRows: 1000 })
  const dir = mkdtempSync(path.join(tmpdir(), 'visitors-'))
  try {
    const client = createServiceClient({ baseUrl: sim.url, apiKey: sim.apiKey, requestTimeoutMs: 5000 }, sim.projectId)
    const range = { dateFrom: '2026-11-15', dateTo: '2026-11-22' }
    const from = new Date(`${range.dateFrom}T00:00:00Z`)
    const to = new Date(`${range.dateTo}T00:00:00Z`)
    const settings = { enabled: true, ...range, from, to, maxPages: 20, compare: true, top: 10 }
    const report = await runVisitorReport(client, settings, { tempDir: dir })
    writeFileSync(file, report.markdown)
  } finally {
    await sim.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** "Over time" for twelve weeks, 2026-W27 to W38: AI views jump where Markdown views became AI traffic (W31). */
async function writeSampleTrends(file: string): Promise<void> {
  const { renderTrends } = await import('../src/report/history/trends.js')
  const { pageView, readerView } = await import('../src/report/reader.js')
  const human = [11850, 12420, 12110, 12980, 13240, 12760, 13510, 13920, 13380, 14150, 14630, 14410]
  const ai = [1320, 1410, 1530, 1490, 3980, 4250, 4410, 4720, 4980, 5230, 5610, 5890]
  const day = (n: number) => new Date(Date.UTC(2026, 5, 29) + n * 7 * 86_400_000).toISOString().slice(0, 10)
  const weeks = human.map((views, i) => ({
    format: 'docs-health-week' as const,
    version: 2 as const,
    project: 'sample',
    week: `2026-W${27 + i}`,
    range: { dateFrom: day(i), dateTo: day(i + 1) },
    counting: i >= 4 ? 2 : 1,
    written: `${day(i + 1)}T06:00:00Z`,
    readerText: false,
    sections: { views: 'whole' as const, feedback: 'whole' as const, assistant: 'whole' as const },
    views: { human: views, ai: ai[i] ?? 0, total: views + (ai[i] ?? 0) },
    feedback: { up: 240 + 7 * i, down: 31 + (i % 4), comments: 9 },
    assistant: { questions: 410 + 12 * i, unanswered: 48 - i },
    pages: [
      ['/api-reference/auth', 900, 120, 14, i === 11 ? 12 : 3, 1] as [string, number, number, number, number, number]
    ],
    terms: [],
    topics: [['assistant:billing', i === 11 ? 2 : 9, 40, 'Billing'] as [string, number, number, string]]
  }))
  const view = {
    reader: readerView(false, 'public repository'),
    pages: pageView(false, new Set(['/api-reference/auth']))
  }
  writeFileSync(file, renderTrends(weeks, view).join('\n') + '\n')
}

const args = process.argv.slice(2)
if (args[0] === '--sample-visitors' && args[1]) {
  await writeSampleVisitors(args[1])
  args.shift()
} else if (args[0] === '--sample-trends' && args[1]) {
  await writeSampleTrends(args[1])
  args.shift()
}
if (!args[0]) {
  console.error('usage: npx tsx script/render-mermaid.ts [--sample-visitors | --sample-trends] <file.md> [out-dir]')
  process.exit(2)
}
for (const file of renderMermaid(args[0], args[1])) console.log(file)
