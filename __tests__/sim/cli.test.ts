import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import path from 'node:path'

// tsx as a loader in the one process, not its CLI (which runs the script in a second process and relays signals): the
// signal the test sends reaches the simulator's own handlers, installed before it says it listens.
const TSX = path.resolve(process.cwd(), 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs')
const CLI = path.resolve(process.cwd(), 'sim', 'cli.ts')

let child: ChildProcessWithoutNullStreams | undefined
afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL')
  child = undefined
})

function run(args: string[]) {
  const proc = spawn(process.execPath, ['--import', TSX, CLI, ...args], { stdio: 'pipe' })
  child = proc
  let stdout = ''
  let stderr = ''
  proc.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>(resolve => proc.on('exit', code => resolve(code)))
  const listening = new Promise<string>((resolve, reject) => {
    proc.stdout.on('data', () => {
      const line = stdout.split('\n').find(l => l.startsWith('simulator listening on '))
      if (line) resolve(line)
    })
    void exited.then(code => reject(new Error(`exited ${code}: ${stderr}`)))
  })
  return { proc, listening, exited, output: () => ({ stdout, stderr }) }
}

describe('sim/cli.ts', () => {
  it('prints where it listens, serves with the given options, and stops on SIGTERM', async () => {
    const cli = run([
      '--port',
      '0',
      '--job-duration',
      '0',
      '--latency',
      '0',
      '--visitor-rows',
      '7',
      '--final-status',
      'failed'
    ])
    const line = await cli.listening
    const match = /^simulator listening on (http:\/\/127\.0\.0\.1:\d+) project ([0-9a-f]{24}) key (\S+)$/.exec(line)
    expect(match).not.toBeNull()
    const [, url, project, key] = match as RegExpExecArray
    const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' }
    const created = await fetch(`${url}/v2/agent/${project}/job`, { method: 'POST', headers, body: '{"prompt":"x"}' })
    const id = ((await created.json()) as { id: string }).id
    const job = (await (await fetch(`${url}/v2/agent/${project}/job/${id}`, { headers })).json()) as { status: string }
    expect(job.status).toBe('failed')
    const page = (await (await fetch(`${url}/v1/analytics/${project}/visitors?limit=250`, { headers })).json()) as {
      visitors: unknown[]
    }
    expect(page.visitors).toHaveLength(7)
    expect(JSON.parse(cli.output().stdout.split('\n')[1] ?? '')).toMatchObject({ url, projectId: project, apiKey: key })
    cli.proc.kill('SIGTERM')
    expect(await cli.exited).toBe(0)
  })

  it('stops on SIGINT too', async () => {
    const cli = run(['--port', '0'])
    await cli.listening
    cli.proc.kill('SIGINT')
    expect(await cli.exited).toBe(0)
  })

  it.each([[['--port', 'abc']], [['--final-status', 'done']], [['--bogus']], [['--host', '0.0.0.0']]])(
    'refuses bad arguments %j with a message and a non-zero exit',
    async args => {
      const cli = run(args)
      cli.listening.catch(() => undefined)
      const code = await cli.exited
      expect(code).not.toBe(0)
      expect(cli.output().stderr).toMatch(/--|loopback/)
    }
  )
})
