import { expect, test } from '@playwright/test'

import { rawRequest } from '@tests/helpers/admin-e2e'

/**
 * DESIGN §4 Headers, against the production server (scripts/server.mjs: the page micro-cache, the Brotli
 * copies and Next's handler): every kind of answer carries the CSP (no plugins, no foreign <base>, no
 * framing), HSTS, nosniff, a Referrer-Policy and X-Frame-Options.
 */
const from = '127.0.0.43'
const PATHS = [
  '/',
  '/es/news',
  '/calendar.ics',
  '/news/rss.xml',
  '/admin/login',
  '/api/announcements?limit=1',
  '/no-such-page',
  '/images/hero-960.webp',
  // Answers Next makes before its header rules: a locale redirect, an address it cannot decode.
  '/en/nope',
  '/api/%ff',
  '/calendar/%ff',
]

test('pages, feeds, the API, static files and 404s carry the security headers', async () => {
  for (const path of PATHS) {
    // Twice: the second answer of a cached page comes from the micro-cache, which must keep them.
    for (const round of [1, 2]) {
      const { status, headers } = await rawRequest('GET', path, { from, headers: { 'accept-encoding': 'br, gzip' } })
      const where = { path, round }
      expect({ ...where, status: status < 500 }).toEqual({ ...where, status: true })
      const csp = String(headers['content-security-policy'] ?? '')
      for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) {
        expect({ ...where, csp: csp.includes(directive) }).toEqual({ ...where, csp: true })
      }
      // HSTS for at least a year.
      const maxAge = Number(/max-age=(\d+)/.exec(String(headers['strict-transport-security'] ?? ''))?.[1] ?? 0)
      expect({ ...where, hstsAtLeastAYear: maxAge >= 31_536_000 }).toEqual({ ...where, hstsAtLeastAYear: true })
      expect({ ...where, nosniff: headers['x-content-type-options'] }).toEqual({ ...where, nosniff: 'nosniff' })
      expect({ ...where, referrer: headers['referrer-policy'] }).toEqual({ ...where, referrer: 'strict-origin-when-cross-origin' })
      expect({ ...where, frame: headers['x-frame-options'] }).toEqual({ ...where, frame: 'DENY' })
    }
  }
})

test('a script chunk served from its Brotli copy carries them too', async () => {
  const home = await rawRequest('GET', '/', { from })
  const chunk = /\/_next\/static\/chunks\/[\w-]+\.js/.exec(String(home.body))?.[0]
  expect(chunk).toBeTruthy()
  const { status, headers } = await rawRequest('GET', chunk ?? '', { from, headers: { 'accept-encoding': 'br' } })
  expect(status).toBe(200)
  expect(headers['content-encoding']).toBe('br')
  expect(String(headers['content-security-policy'])).toContain("object-src 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(String(headers['strict-transport-security'])).toMatch(/max-age=\d+/)
})

test('an address that is not valid percent-encoding is a 400, Next\'s own pages a 404 and TRACE a 405, never a 500', async () => {
  for (const path of ['/api/%ff', '/qr/%ff', '/calendar/%ff', '/api/announcements/%ff', '/cms/%ff']) {
    expect({ path, status: (await rawRequest('GET', path, { from })).status }).toEqual({ path, status: 400 })
  }
  // Next's own pages by address: `/_global-error` was its cacheable 500 page, `/%5fnot-found` a 500.
  for (const path of ['/_global-error', '/%5Fglobal-error', '/_global-error?x=1', '/%5fnot-found', '/_not-found']) {
    expect({ path, status: (await rawRequest('GET', path, { from })).status }).toEqual({ path, status: 404 })
  }
  for (const path of ['/api/announcements', '/news/rss.xml', '/calendar.ics', '/api/graphql', '/']) {
    const { status, headers } = await rawRequest('TRACE', path, { from })
    expect({ path, status }).toEqual({ path, status: 405 })
    expect(headers.allow).toContain('GET')
  }
})

test('a target that is not a path is a 400; a POST to a page that is not its own server action a 405, 403 or 401, never a 500', async () => {
  for (const [method, target] of [['OPTIONS', '*'], ['GET', '*'], ['GET', 'http://evil.example/news']]) {
    expect({ method, target, status: (await rawRequest(method, target, { from })).status }).toEqual({ method, target, status: 400 })
  }
  // Pages take no form posts (forms post to /api); Next read these as a form-posted action and answered 500.
  const multipart = { 'content-type': 'multipart/form-data; boundary=x' }
  for (const path of ['/', '/news', '/es', '/contact', '/admin/login']) {
    const { status, headers } = await rawRequest('POST', path, { from, body: 'garbage', headers: multipart })
    expect({ path, status, allow: headers.allow }).toEqual({ path, status: 405, allow: 'GET, HEAD' })
  }
  // A server action sent from another site is refused before Next reads it (Next's own refusal was a 500).
  for (const origin of ['https://evil.example', 'null']) {
    const action = { 'next-action': '40af025da8bb0a49e2af314cce98cfd9777d8d7eea', origin, 'content-type': 'text/plain;charset=UTF-8' }
    expect((await rawRequest('POST', '/admin/codes', { from, body: '[]', headers: action })).status).toBe(403)
  }
  // Officers' pages take actions only with the session cookie: Payload's own and ours answered these 500.
  const action = { 'next-action': '4035e36644fae5af48b9e5d59767ef187af6ff8004', 'content-type': 'text/plain;charset=UTF-8' }
  for (const path of ['/cms', '/cms/collections/announcements', '/admin/settings', '/admin/codes']) {
    for (const body of ['x', '[]', '[{"name":"render-document","args":{"collectionSlug":"announcements","docID":"1"}}]']) {
      for (const cookie of ['', 'pta_admin_session=x', 'pta_admin_session=../../etc']) {
        const { status, body: text } = await rawRequest('POST', path, { from, body, headers: { ...action, cookie } })
        expect({ path, body, cookie, status, text }).toEqual({ path, body, cookie, status: 401, text: 'Sign in first: /admin/login' })
      }
    }
  }
})

test('a page refuses other methods (405) and a router state Next cannot read (400), never a 500', async () => {
  // `/api/%2e%2e/news` is routed as /news: it is a page too.
  for (const [method, path] of [['PUT', '/news'], ['DELETE', '/news'], ['PATCH', '/es'], ['PROPFIND', '/news'], ['PUT', '/calendar.ics'], ['PUT', '/api/%2e%2e/news']]) {
    const { status, headers } = await rawRequest(method, path, { from })
    expect({ method, path, status, allow: headers.allow }).toEqual({ method, path, status: 405, allow: 'GET, HEAD' })
  }
  // The header a client navigation sends; these pages are rendered per request, where Next threw on it.
  const tree = (value: string) => ({ rsc: '1', 'next-router-state-tree': value })
  for (const path of ['/unsubscribe', '/subscription', '/es/unsubscribe', '/admin/login', '/api/%2e%2e/unsubscribe']) {
    for (const value of ['garbage', encodeURIComponent('["x"]'), encodeURIComponent('["",{"children":5}]')]) {
      expect({ path, value, status: (await rawRequest('GET', path, { from, headers: tree(value) })).status }).toEqual({ path, value, status: 400 })
    }
    const valid = await rawRequest('GET', path, { from, headers: tree(encodeURIComponent('["",{"children":["__PAGE__",{}]}]')) })
    expect({ path, status: valid.status }).not.toEqual({ path, status: 400 })
    expect(valid.status).toBeLessThan(500)
  }
})
