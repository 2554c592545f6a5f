// First stop of every request the production server takes (scripts/server.mjs), before the Brotli files,
// the page micro-cache and Next:
// - the security headers go on every answer, so answers Next makes before its header rules run (its
//   redirects, its 500 for an address it cannot decode) carry them too;
// - an address that is not valid percent-encoding is a 400 (Next answers 500 while reading the route's
//   parameters, before any of our code runs);
// - TRACE, TRACK and CONNECT are refused with 405 (Next's route handlers answer them 500);
// - a request target that is not a path (`OPTIONS *`, `GET http://host/x`) is a 400 (Next answered 500);
// - a first segment that spells a section or language in other letter case (`/ES/news`, `/Admin`) moves
//   to its lower-case address (308): routes match any case, so `[locale]` got `ES` and answered 500;
// - a POST to a page must be a server action, which the site's own pages send with a `Next-Action` header
//   from their own origin: any other POST to a page is a 405, and an action from another origin a 403
//   (Next parsed such bodies as a form-posted action and answered 500 when they were not one, and it
//   refuses a foreign action with a 500). Pages take no other POST: forms post to /api;
// - an action sent to an officer's page (/admin, /cms) without a session cookie of the app's shape is a 401: a
//   body that was not an action's arguments was a 500 before the action could say the session had ended,
//   and Payload's own actions answered 500 (the admin screens say "session ended" on a 401);
// - Next's own pages (`/_global-error`, `/_not-found`, in any spelling) are a 404: the first answered 500;
// - a page takes no PUT, PATCH, DELETE or WebDAV method either (405; Next answered them like a GET);
// - a `Next-Router-State-Tree` header that Next's own check refuses is a 400 (Next threw it as a 500 on the
//   pages rendered per request: /unsubscribe, /admin/login, /cms).
import routerState from 'next/dist/server/app-render/parse-and-validate-flight-router-state.js'

import { securityHeaders } from './security-headers.mjs'

const { parseAndValidateFlightRouterState } = routerState

const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT'])
/** The first path segments that are not English pages (as src/i18n/rewrites.ts NOT_ENGLISH_PAGES; e2e not-found types each in capitals). */
export const SECTIONS = ['es', 'en', 'api', 'admin', 'cms', '_next']
const ALLOWED = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
/** What a page (any address outside /api) answers; its POSTs must also be the site's own server actions. */
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS'])

/**
 * The officer's session cookie and the shape of the tokens the app issues (SESSION_COOKIE in
 * src/lib/auth/constants.ts, SESSION_TOKEN_PATTERN in src/lib/auth/session-token.ts; a unit test keeps
 * them equal). A cookie of another shape never opens a session.
 */
export const SESSION_COOKIE = 'pta_admin_session'
export const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/
const OFFICER_PAGE = /^\/(admin|cms)(\/|$)/
/**
 * Next's own pages (`/_global-error`, `/_not-found`), reachable by address: `/_global-error` answered its
 * prerendered 500 (cacheable for a year), `/%5fnot-found` a 500. No page of the site starts with `_`.
 */
const INTERNAL_PAGE = /^\/_(?!next(\/|$))/
const hasSessionCookie = (req) =>
  String(req.headers.cookie ?? '')
    .split(';')
    .some((part) => {
      const [name, ...value] = part.trim().split('=')
      return name === SESSION_COOKIE && SESSION_TOKEN.test(value.join('='))
    })

/** The router state a client navigation sends, parsed as Next will parse it (it throws on a bad one). */
const validRouterState = (value) => {
  try {
    parseAndValidateFlightRouterState(value)
    return true
  } catch {
    return false
  }
}

const decodes = (path) => {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/** An Origin that names another host than the one the request was sent to (as Next compares them). */
function isForeign(req) {
  const origin = req.headers.origin
  if (!origin) return false
  const host = String(req.headers['x-forwarded-host'] ?? req.headers.host ?? '').split(',')[0].trim()
  try {
    return new URL(origin).host !== host
  } catch {
    return true
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
    const target = req.url ?? '/'
    if (!target.startsWith('/') || !decodes(target.split('?')[0])) return refuse(res, 400, 'Bad Request')
    const first = target.split(/[/?]/)[1] ?? ''
    if (first !== first.toLowerCase() && SECTIONS.includes(first.toLowerCase())) {
      res.writeHead(308, { location: `/${first.toLowerCase()}${target.slice(first.length + 1)}`, 'cache-control': 'no-store' })
      res.end()
      return true
    }
    // The path as Next will route it (`/api/%2e%2e/news` is /news), not as it was spelled.
    const { pathname } = new URL(target, 'http://guard.invalid')
    if (pathname.startsWith('/api/')) return false
    if (INTERNAL_PAGE.test(decodeURIComponent(pathname))) return refuse(res, 404, 'Not Found')
    if (!PAGE_METHODS.has(req.method ?? '')) return refuse(res, 405, 'Method Not Allowed', { allow: 'GET, HEAD' })
    if (req.method === 'POST') {
      if (!req.headers['next-action']) return refuse(res, 405, 'Method Not Allowed', { allow: 'GET, HEAD' })
      if (isForeign(req)) return refuse(res, 403, 'Cross-site request refused.')
      if (OFFICER_PAGE.test(pathname) && pathname !== '/admin/login' && !hasSessionCookie(req)) return refuse(res, 401, 'Sign in first: /admin/login')
    }
    if (!validRouterState(req.headers['next-router-state-tree'])) return refuse(res, 400, 'Bad Request')
    return false
  }
}
