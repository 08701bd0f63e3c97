/**
 * Runs the simulator until SIGINT/SIGTERM:
 *   npx tsx sim/cli.ts --port 4010 --job-duration 2000 --latency 0 --visitor-rows 500
 * Prints `simulator listening on <url> project <id> key <key>`, then the same as one JSON line.
 */
import { parseArgs } from 'node:util'
import { startSimulator, type FinalStatus, type SimOptions } from './server.js'

const USAGE = `Usage: tsx sim/cli.ts [options]
  --host <addr>               loopback address (default 127.0.0.1)
  --port <n>                  port (default 0: any free port)
  --job-duration <ms>         time from create/message until a job is final (default 1000)
  --final-status <s>          completed | failed | archived (default completed)
  --no-pr                     completed jobs change no files (prLink null)
  --latency <ms>              delay before every answer (default 0)
  --visitor-rows <n>          size of the visitors dataset (default 120)
  --api-key <key>             accepted key (repeatable; default mint_sim_key)
  --project-id <id>           project id (default 0123456789abcdef01234567)
  --agent-rate-limit <n>      create + message requests per window (default 100; 0 = off)
  --analytics-rate-limit <n>  analytics requests per window (default 100; 0 = off)
  --rate-window <ms>          rate-limit window (default 3600000)`

function number(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  const parsed = Number(value)
  if (value.trim() === '' || !Number.isFinite(parsed) || parsed < 0)
    throw new Error(`--${name} needs a number >= 0, got "${value}"`)
  return parsed
}

function optionsFromArgs(args: string[]): SimOptions {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      'job-duration': { type: 'string' },
      'final-status': { type: 'string' },
      'no-pr': { type: 'boolean' },
      latency: { type: 'string' },
      'visitor-rows': { type: 'string' },
      'api-key': { type: 'string', multiple: true },
      'project-id': { type: 'string' },
      'agent-rate-limit': { type: 'string' },
      'analytics-rate-limit': { type: 'string' },
      'rate-window': { type: 'string' },
      help: { type: 'boolean', short: 'h' }
    }
  })
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  const finalStatus = values['final-status']
  if (finalStatus !== undefined && !['completed', 'failed', 'archived'].includes(finalStatus)) {
    throw new Error(`--final-status must be completed, failed or archived, got "${finalStatus}"`)
  }
  const options: SimOptions = {
    job: {
      durationMs: number('job-duration', values['job-duration']),
      finalStatus: finalStatus as FinalStatus | undefined,
      ...(values['no-pr'] ? { prLink: null } : {})
    },
    rateLimit: {
      agent: number('agent-rate-limit', values['agent-rate-limit']),
      analytics: number('analytics-rate-limit', values['analytics-rate-limit']),
      windowMs: number('rate-window', values['rate-window'])
    }
  }
  if (values.host !== undefined) options.host = values.host
  const port = number('port', values.port)
  if (port !== undefined) options.port = port
  const latency = number('latency', values.latency)
  if (latency !== undefined) options.latencyMs = latency
  const rows = number('visitor-rows', values['visitor-rows'])
  if (rows !== undefined) options.visitorRows = rows
  if (values['api-key'] !== undefined) options.apiKeys = values['api-key']
  if (values['project-id'] !== undefined) options.projectId = values['project-id']
  return options
}

async function main(): Promise<void> {
  let options: SimOptions
  try {
    options = optionsFromArgs(process.argv.slice(2))
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`)
    process.exit(2)
  }
  const sim = await startSimulator(options)
  const stop = (signal: string) => {
    console.log(`simulator: ${signal}, stopping after ${sim.requests.length} requests`)
    void sim.close().then(() => process.exit(0))
  }
  // Before the line that says it listens: a signal sent on reading it finds the handler (without one, the OS default
  // ends the process at once, before any JavaScript runs).
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
  console.log(`simulator listening on ${sim.url} project ${sim.projectId} key ${sim.apiKey}`)
  console.log(JSON.stringify({ url: sim.url, port: sim.port, projectId: sim.projectId, apiKey: sim.apiKey }))
}

main().catch((error: unknown) => {
  console.error(`simulator: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
