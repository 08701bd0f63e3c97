// secretlint's core logs through `debug` (src/text/secret-formats.ts): a `DEBUG` variable in the workflow would send
// its lines straight to stderr, past the action's log. Here the variable names every namespace before the module loads,
// as a workflow's `env:` would; nothing is written. Its own file: `debug` reads the variable once, when it loads.
const before = process.env.DEBUG
process.env.DEBUG = '*'
afterAll(() => {
  if (before === undefined) delete process.env.DEBUG
  else process.env.DEBUG = before
})

it('writes nothing to stderr when DEBUG is set', async () => {
  const { secretSpans } = await import('../../src/text/secret-formats.js')
  const written: string[] = []
  const write = process.stderr.write.bind(process.stderr)
  process.stderr.write = ((chunk: string | Uint8Array) =>
    written.push(String(chunk)) > 0) as typeof process.stderr.write
  try {
    expect(await secretSpans('token ghp_abcdefghijklmnopqrstuvwxyz0123456789')).toHaveLength(1)
  } finally {
    process.stderr.write = write
  }
  expect(written).toEqual([])
})
