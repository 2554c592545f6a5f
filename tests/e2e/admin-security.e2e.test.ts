import { expect, test } from '@playwright/test'

import { SITE, apiSignIn, postCode, rawRequest } from '@tests/helpers/admin-e2e'
import { sql } from '@tests/helpers/e2e-db'

/**
 * DESIGN §4 admin code & sessions, over real HTTP against the production build. Each test speaks from its
 * own loopback address (127.0.0.x), which the server sees as the client's socket address. (The API-only
 * checks, one sign-in for REST and GraphQL and no readable code or hash, are in tests/int/admin-security.)
 */
test('a spoofed X-Forwarded-For buys no fresh attempts: the 6th wrong code gets 429 with Retry-After', async () => {
  const from = '127.0.0.21'
  for (let i = 0; i < 5; i++) {
    const res = await postCode(`WRONG-${i}`, from, { 'x-forwarded-for': `10.9.${i}.${i + 1}` })
    expect([res.status, JSON.parse(res.body).valid]).toEqual([200, false])
  }
  const blocked = await postCode('WRONG-5', from, { 'x-forwarded-for': '10.9.9.9, 10.8.8.8' })
  expect(blocked.status).toBe(429)
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(500)
  const rows = await sql<{ key: string }>("SELECT key FROM rate_limits WHERE key LIKE 'admin-code:%10.9%'")
  expect(rows).toEqual([])
  // another client is unaffected
  expect((await apiSignIn('127.0.0.22')).res.status).toBe(200)
})

test('the site stays up under a flood of code guesses', async () => {
  const flood = Array.from({ length: 40 }, (_, i) => postCode(`FLOOD-${i}`, '127.0.0.23'))
  const home = await rawRequest('GET', '/', { from: '127.0.0.24' })
  const answers = await Promise.all(flood)
  expect(home.status).toBe(200)
  for (const a of answers) expect([200, 429, 503]).toContain(a.status)
  expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(5)
  expect(answers.every((a) => !a.headers['set-cookie'])).toBe(true)
})

test('the sign-in answer carries no token; the cookie is HttpOnly, SameSite, Secure, Path=/, Max-Age=86400', async () => {
  const { res, setCookie, cookie } = await apiSignIn('127.0.0.25')
  expect(res.status).toBe(200)
  expect(JSON.parse(res.body)).toEqual({ valid: true, expiresAt: expect.any(Number) })
  expect(res.body).not.toContain(cookie.split('=')[1])
  expect(setCookie.split('; ')).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Secure', 'Path=/', 'Max-Age=86400']))
})

test('after logout, replaying the cookie gets 401 and opens nothing', async () => {
  const { cookie } = await apiSignIn('127.0.0.28')
  const out = await rawRequest('POST', '/api/admin-logout', { from: '127.0.0.28', headers: { cookie, origin: SITE } })
  expect(out.status).toBe(200)
  const replay = await rawRequest('GET', '/api/admin-session', { from: '127.0.0.28', headers: { cookie } })
  expect(replay.status).toBe(401)
  const list = await rawRequest('GET', '/api/subscriptions', { from: '127.0.0.28', headers: { cookie } })
  expect(list.status).toBe(403)
  const page = await rawRequest('GET', '/admin/dashboard', { from: '127.0.0.28', headers: { cookie } })
  expect(page.status).toBe(307)
})
