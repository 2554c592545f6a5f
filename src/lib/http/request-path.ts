import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage } from 'node:http'

/**
 * The address a request asked for, as a request header that server components can read (Next gives a page
 * no pathname on the server). Set by the server for every request, over any header of that name a client
 * sent, so it only ever names the request's own address.
 */
export const REQUEST_PATH_HEADER = 'x-pta-request-path'

let installed = false

export function installRequestPath(): void {
  if (installed) return
  installed = true
  subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: IncomingMessage }
    request.headers[REQUEST_PATH_HEADER] = request.url ?? '/'
  })
}
