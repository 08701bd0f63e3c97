// A hostile server on loopback for the attack tests: the test decides every answer (a body echoing the key, a command
// in a field, an answer that never comes, a body that never ends). It stands in for the service or for GitHub.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export interface HostileRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: string
}

export type HostileHandler = (request: HostileRequest, response: ServerResponse) => void | Promise<void>

export interface HostileServer {
  url: string
  requests: HostileRequest[]
  close(): Promise<void>
}

/** Answers JSON with the given status (and headers). */
export function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers })
  response.end(typeof body === 'string' ? body : JSON.stringify(body))
}

export async function startHostileServer(handler: HostileHandler): Promise<HostileServer> {
  const requests: HostileRequest[] = []
  const sockets = new Set<Socket>()
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      const request = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body }
      requests.push(request)
      Promise.resolve(handler(request, res)).catch(() => res.destroy())
    })
  })
  server.on('connection', socket => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      server.closeAllConnections()
      await new Promise<void>(resolve => server.close(() => resolve()))
    }
  }
}
