import { clientAddress } from '@/lib/auth/client-address'
import { clearedSessionCookie, readSessionToken, sessionCookie } from '@/lib/auth/cookie'
import { loginPathFor, safeNextPath } from '@/lib/auth/safe-redirect'
import { isForeignRequest, siteOrigins } from '@/lib/auth/same-origin'
import { SESSION_COOKIE } from '@/lib/auth/constants'
import { SESSION_TOKEN_PATTERN } from '@/lib/auth/session-token'
import { SESSION_COOKIE as GUARDED_COOKIE, SESSION_TOKEN as GUARDED_TOKEN } from '@scripts/lib/request-guard.mjs'

const SITE = 'https://pta.example.org'
const h = (init: Record<string, string>) => new Headers(init)

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, Max-Age 86400, Secure when asked', () => {
    const prod = sessionCookie('tok', { maxAgeSeconds: 86_400, secure: true })
    expect(prod.split('; ')).toEqual(['pta_admin_session=tok', 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=86400', 'Secure'])
    expect(sessionCookie('tok', { maxAgeSeconds: 86_400, secure: false })).not.toContain('Secure')
    expect(clearedSessionCookie(true)).toMatch(/^pta_admin_session=; .*Max-Age=0.*Expires=Thu, 01 Jan 1970/)
  })

  it('is read from the Cookie header among others', () => {
    expect(readSessionToken(h({ cookie: 'a=1; pta_admin_session=abc; b=2' }))).toBe('abc')
    expect(readSessionToken(h({ cookie: 'xpta_admin_session=abc' }))).toBeUndefined()
    expect(readSessionToken(h({}))).toBeUndefined()
  })

  it('is the one the production server looks for before it lets an action reach /cms', () => {
    expect(GUARDED_COOKIE).toBe(SESSION_COOKIE)
    expect(GUARDED_TOKEN.source).toBe(SESSION_TOKEN_PATTERN.source)
  })
})

describe('CSRF: foreign requests', () => {
  it('lets safe methods and same-origin writes through', () => {
    expect(isForeignRequest(h({ origin: 'https://evil.example' }), 'GET', SITE)).toBe(false)
    expect(isForeignRequest(h({ origin: SITE }), 'POST', SITE)).toBe(false)
    expect(isForeignRequest(h({ referer: `${SITE}/admin/codes` }), 'DELETE', SITE)).toBe(false)
    expect(isForeignRequest(h({}), 'PATCH', SITE)).toBe(false)
  })

  it('refuses writes from another origin, by Origin or (without it) Referer', () => {
    expect(isForeignRequest(h({ origin: 'https://evil.example' }), 'POST', SITE)).toBe(true)
    expect(isForeignRequest(h({ origin: 'null' }), 'POST', SITE)).toBe(true)
    expect(isForeignRequest(h({ origin: 'http://pta.example.org' }), 'POST', SITE)).toBe(true)
    expect(isForeignRequest(h({ referer: 'https://evil.example/x' }), 'PATCH', SITE)).toBe(true)
  })

  it('checks only Origin when the method is unknown (server components and actions)', () => {
    expect(isForeignRequest(h({ origin: 'https://evil.example' }), undefined, SITE)).toBe(true)
    expect(isForeignRequest(h({ referer: 'https://mail.example/inbox' }), undefined, SITE)).toBe(false)
  })

  const withNodeEnv = (value: string, run: () => void) => {
    const env = process.env as Record<string, string | undefined>
    const before = env.NODE_ENV
    env.NODE_ENV = value
    try {
      run()
    } finally {
      env.NODE_ENV = before
    }
  }
  const LOCAL = 'http://localhost:3000'

  it('in development, counts localhost, 127.0.0.1 and [::1] on the same port as the site', () => {
    withNodeEnv('development', () => {
      for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000', LOCAL]) {
        expect(isForeignRequest(h({ origin }), 'POST', LOCAL)).toBe(false)
      }
      expect(isForeignRequest(h({ origin: 'http://127.0.0.1:3001' }), 'POST', LOCAL)).toBe(true)
      expect(isForeignRequest(h({ origin: 'http://192.168.1.5:3000' }), 'POST', LOCAL)).toBe(true)
      expect(siteOrigins(LOCAL)).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
      expect(siteOrigins(SITE)).toEqual([SITE])
    })
  })

  it('in production, a site with a real host name counts only exactly; a loopback site keeps its twins on the same port', () => {
    withNodeEnv('production', () => {
      expect(isForeignRequest(h({ origin: 'http://127.0.0.1:3000' }), 'POST', SITE)).toBe(true)
      expect(isForeignRequest(h({ origin: 'http://localhost:3000' }), 'POST', SITE)).toBe(true)
      expect(siteOrigins(SITE)).toEqual([SITE])
      expect(isForeignRequest(h({ origin: 'http://127.0.0.1:3000' }), 'POST', LOCAL)).toBe(false)
      expect(isForeignRequest(h({ origin: 'http://127.0.0.1:3001' }), 'POST', LOCAL)).toBe(true)
      expect(isForeignRequest(h({ origin: 'https://evil.example' }), 'POST', LOCAL)).toBe(true)
      expect(siteOrigins(LOCAL)).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
    })
  })
})

describe('client address', () => {
  it('is the last X-Forwarded-For entry (the one the socket or trusted proxy wrote)', () => {
    expect(clientAddress(h({ 'x-forwarded-for': '1.2.3.4, 10.0.0.7' }))).toBe('10.0.0.7')
    expect(clientAddress(h({ 'x-forwarded-for': '::ffff:127.0.0.1' }))).toBe('127.0.0.1')
    expect(clientAddress(h({ 'x-forwarded-for': '::1' }))).toBe('0:0:0:0::/64')
    // IPv6: one /64 (one household) is one client, whichever of its addresses it picks.
    expect(clientAddress(h({ 'x-forwarded-for': '2001:db8:1:2:aaaa::1' }))).toBe('2001:db8:1:2::/64')
    expect(clientAddress(h({ 'x-forwarded-for': '2001:0db8:0001:0002:bbbb:cccc:dddd:9' }))).toBe('2001:db8:1:2::/64')
    expect(clientAddress(h({ 'x-forwarded-for': '2001:db8:1:3::1' }))).toBe('2001:db8:1:3::/64')
    expect(clientAddress(h({ 'x-forwarded-for': 'fe80::1%eth0' }))).toBe('fe80:0:0:0::/64')
    expect(clientAddress(h({ 'x-forwarded-for': '2001:db8::' }))).toBe('2001:db8:0:0::/64')
    expect(clientAddress(h({}))).toBe('unknown')
  })
})

describe('after sign-in, only same-site paths are followed', () => {
  it.each([
    ['/admin/codes', '/admin/codes'],
    ['/cms', '/cms'],
    ['/cms/collections/announcements?limit=10', '/cms/collections/announcements?limit=10'],
    ['https://evil.example/admin', '/admin/dashboard'],
    ['//evil.example/admin', '/admin/dashboard'],
    ['/\\evil.example', '/admin/dashboard'],
    ['/admin/login', '/admin/dashboard'],
    ['javascript:alert(1)', '/admin/dashboard'],
    ['/news', '/admin/dashboard'],
    [undefined, '/admin/dashboard'],
  ])('%s → %s', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected)
  })
})

describe('the login page a guarded request is sent to', () => {
  it.each([
    ['/admin/announcements', '/admin/login?next=%2Fadmin%2Fannouncements'],
    // A client navigation's marker is dropped; the report's own filters are kept.
    ['/admin/reports?kind=inquiries&q=ana&_rsc=1x2y', '/admin/login?next=%2Fadmin%2Freports%3Fkind%3Dinquiries%26q%3Dana'],
    // Where sign-in leads anyway, and sign-out, come back to nothing.
    ['/admin/dashboard', '/admin/login'],
    ['/admin/sign-out', '/admin/login'],
    // Never anywhere off the officers' pages.
    ['//evil.example/admin', '/admin/login'],
    ['/news', '/admin/login'],
    [null, '/admin/login'],
  ])('%s → %s', (requested, expected) => {
    expect(loginPathFor(requested)).toBe(expected)
  })
})
