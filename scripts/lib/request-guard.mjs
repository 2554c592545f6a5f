// First stop of every request the production server takes (scripts/server.mjs), before the Brotli files,
// the page micro-cache and Next:
// - the security headers go on every answer, so answers Next makes before its header rules run (its
//   redirects, its 500 for an address it cannot decode) carry them too;
// - an address that is not valid percent-encoding is a 400 (Next answers 500 while reading the route's
//   parameters, before any of our code runs);
// - TRACE, TRACK and CONNECT are refused with 405 (Next's route handlers answer them 500).
import { securityHeaders } from './security-headers.mjs'

const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT'])
const ALLOWED = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'

const decodes = (path) => {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

function refuse(res, status, text, headers = {}) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers })
  res.end(text)
  return true
}

/** @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean} true once answered */
export function createRequestGuard({ production = true } = {}) {
  const headers = securityHeaders({ production })
  return (req, res) => {
    for (const { key, value } of headers) res.setHeader(key, value)
    if (REFUSED_METHODS.has(req.method ?? '')) return refuse(res, 405, 'Method Not Allowed', { allow: ALLOWED })
    if (!decodes((req.url ?? '/').split('?')[0])) return refuse(res, 400, 'Bad Request')
    return false
  }
}
