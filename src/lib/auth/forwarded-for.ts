import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'

type RequestStart = { request: IncomingMessage; socket: Socket }

let installed = false

/**
 * Makes X-Forwarded-For trustworthy before Next reads it. Node publishes every incoming HTTP request on
 * the `http.server.request.start` diagnostics channel, with its socket, before the server handles it.
 * Without TRUST_PROXY the header becomes the socket address (a client's own header is discarded);
 * with TRUST_PROXY the known proxy's header is kept, and `clientAddress()` reads its last entry.
 */
export function installForwardedFor(trustProxy: boolean): void {
  if (installed) return
  installed = true
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as RequestStart
    if (trustProxy && request.headers['x-forwarded-for']) return
    request.headers['x-forwarded-for'] = socket.remoteAddress ?? 'unknown'
  })
}
