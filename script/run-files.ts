/** The files a run is given (outputs, summary, event) in a temporary folder, and the outputs file read back. */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { ActionRun } from './local-runner.js'
import { ownTempFolder } from './temp-folders.mjs'

export interface RunFiles {
  tempDir: string
  outputFile: string
  summaryFile: string
  eventFile: string
}

/** The folders this process's runs made. Under Jest the whole run's temporary folder goes at its end
 *  (__fixtures__/global-setup.mjs); elsewhere (`npm start`, `npm run bench`) each goes when the process exits. */
const madeHere: string[] = []
const removeMadeHere = (): void => madeHere.splice(0).forEach(dir => rmSync(dir, { recursive: true, force: true }))
if (process.env.JEST_WORKER_ID === undefined) process.once('exit', removeMadeHere)

export function tempFiles(event: unknown): RunFiles {
  const tempDir = ownTempFolder('docs-agent-e2e-')
  madeHere.push(tempDir)
  const files = {
    tempDir,
    outputFile: path.join(tempDir, 'output.txt'),
    summaryFile: path.join(tempDir, 'summary.md'),
    eventFile: path.join(tempDir, 'event.json')
  }
  writeFileSync(files.outputFile, '')
  writeFileSync(files.summaryFile, '')
  writeFileSync(files.eventFile, JSON.stringify(event ?? {}))
  return files
}

/** Parses the GITHUB_OUTPUT file: `name<<delimiter` … `delimiter` blocks. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<]+)<<(.+)$/.exec(lines[i] ?? '')
    if (!match) continue
    const [, name, delimiter] = match as unknown as [string, string, string]
    const value: string[] = []
    for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '')
    outputs[name] = value.join('\n')
  }
  return outputs
}

/** A finished run as the tests see it: its log, and the outputs and summary it wrote to its files. */
export function collectRun(
  files: Pick<RunFiles, 'tempDir' | 'outputFile' | 'summaryFile'>,
  run: { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string; startedAt: number }
): ActionRun {
  const outputText = readFileSync(files.outputFile, 'utf8')
  const summary = readFileSync(files.summaryFile, 'utf8')
  const { code, signal, stdout, stderr, startedAt } = run
  return {
    code,
    signal,
    stdout,
    stderr,
    outputs: parseOutputFile(outputText),
    summary,
    everything: [stdout, stderr, outputText, summary].join('\n'),
    durationMs: Date.now() - startedAt,
    tempDir: files.tempDir
  }
}
