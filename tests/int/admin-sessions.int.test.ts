import type { Payload } from 'payload'

import { clock } from '@/lib/auth/clock'
import { ensureInitialAdminCode } from '@/lib/auth/ensure-initial-code'
import { issueAdminCode } from '@/lib/auth/issue-code'
import { verifyCode } from '@/lib/auth/hash-code'
import { matchAdminCode } from '@/lib/auth/match-code'
import { SITE, api, signIn } from '@tests/helpers/api'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'

/** What a session cookie opens, and when it stops: expiry, logout, disabled codes, other origins. */

let payload: Payload
let code: string
const realNow = clock.now

beforeAll(async () => {
  payload = await getTestPayload()
  code = (await issueAdminCode(payload, { label: 'Session test' })).code
})

afterEach(() => {
  clock.now = realNow
})

afterAll(async () => {
  await closeTestPayload(payload)
})

const sessionStatus = async (cookie: string) => (await api('GET', '/admin-session', { cookie })).status
const createNews = (cookie: string, headers: Record<string, string> = { origin: SITE }) =>
  api('POST', '/announcements', { cookie, headers, body: { title: `by session ${Date.now()}`, type: 'news', active: false } })

it('one sign-in opens REST for the admin; without the cookie the same request is refused', async () => {
  const { cookie } = await signIn(code, '203.0.113.30')
  expect(await sessionStatus(cookie)).toBe(200)
  expect((await createNews(cookie)).status).toBe(201)
  expect((await api('GET', '/subscriptions', { cookie })).status).toBe(200)
  expect((await api('GET', '/subscriptions')).status).toBe(403)
  expect((await createNews('pta_admin_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(403)
})

it('a session expires after 24 hours (controlled clock), even if the browser still sends it', async () => {
  const { cookie } = await signIn(code, '203.0.113.31')
  clock.now = () => realNow() + 24 * 3_600_000 - 60_000
  expect(await sessionStatus(cookie)).toBe(200)
  clock.now = () => realNow() + 24 * 3_600_000 + 1_000
  expect(await sessionStatus(cookie)).toBe(401)
  expect((await createNews(cookie)).status).toBe(403)
})

it('logout deletes the session: replaying the cookie afterwards gets 401', async () => {
  const { cookie } = await signIn(code, '203.0.113.32')
  const out = await api('POST', '/admin-logout', { cookie, headers: { origin: SITE } })
  expect(out.status).toBe(200)
  expect(out.headers.get('set-cookie')).toMatch(/^pta_admin_session=; .*Max-Age=0/)
  expect(await sessionStatus(cookie)).toBe(401)
  expect((await createNews(cookie)).status).toBe(403)
})

it("the /cms panel's logout ends our session too", async () => {
  const { cookie } = await signIn(code, '203.0.113.33')
  const out = await api('POST', '/admin-codes/logout', { cookie, headers: { origin: SITE } })
  expect(out.status).toBe(200)
  expect(out.headers.get('set-cookie')).toContain('pta_admin_session=;')
  expect(await sessionStatus(cookie)).toBe(401)
})

it('disabling a code ends its sessions (and only its sessions); deleting one too', async () => {
  const other = await issueAdminCode(payload, { label: 'Secretary' })
  const mine = await signIn(code, '203.0.113.34')
  const theirs = await signIn(other.code, '203.0.113.35')
  expect(await sessionStatus(theirs.cookie)).toBe(200)
  await payload.update({ collection: 'admin-codes', id: other.doc.id, data: { active: false } })
  expect(await sessionStatus(theirs.cookie)).toBe(401)
  expect((await createNews(theirs.cookie)).status).toBe(403)
  expect(await sessionStatus(mine.cookie)).toBe(200)
  expect(await (await signIn(other.code, '203.0.113.36')).res.json()).toEqual({ valid: false })

  const third = await issueAdminCode(payload, { label: 'Volunteer lead' })
  const s3 = await signIn(third.code, '203.0.113.37')
  await payload.delete({ collection: 'admin-codes', id: third.doc.id })
  expect(await sessionStatus(s3.cookie)).toBe(401)
  expect((await payload.count({ collection: 'admin-sessions', where: { adminCode: { equals: third.doc.id } } })).totalDocs).toBe(0)
})

it('a code past its expiry neither signs in nor keeps its sessions', async () => {
  const temp = await issueAdminCode(payload, { label: 'Temp', expiresAt: new Date(Date.now() + 3_600_000).toISOString() })
  const { cookie } = await signIn(temp.code, '203.0.113.38')
  clock.now = () => realNow() + 2 * 3_600_000
  expect(await sessionStatus(cookie)).toBe(401)
  expect(await (await signIn(temp.code, '203.0.113.39')).res.json()).toEqual({ valid: false })
})

it('a request with the cookie from another origin is refused (CSRF), by Origin or Referer', async () => {
  const { cookie } = await signIn(code, '203.0.113.40')
  const before = await payload.count({ collection: 'announcements' })
  expect((await createNews(cookie, { origin: 'https://evil.example' })).status).toBe(403)
  expect((await createNews(cookie, { referer: 'https://evil.example/page' })).status).toBe(403)
  expect((await payload.count({ collection: 'announcements' })).totalDocs).toBe(before.totalDocs)
  const logout = await api('POST', '/admin-logout', { cookie, headers: { origin: 'https://evil.example' } })
  expect(logout.status).toBe(403)
  expect(await sessionStatus(cookie)).toBe(200)
})

it('every active code is checked whichever code matches, or none (so timing reveals nothing)', async () => {
  const codes = await Promise.all(['A', 'B', 'C'].map((l) => issueAdminCode(payload, { label: `Every check ${l}` })))
  const active = await payload.count({ collection: 'admin-codes', where: { active: { equals: true } }, overrideAccess: true })
  const checksFor = async (guess: string) => {
    let checks = 0
    const result = await matchAdminCode(payload, guess, async (c, hash) => {
      checks++
      return verifyCode(c, hash)
    })
    return { result, checks }
  }
  const first = await checksFor(codes[0].code)
  const last = await checksFor(codes[2].code)
  const none = await checksFor('NO-SUCH-CODE')
  expect(first.result).toBe(codes[0].doc.id)
  expect(last.result).toBe(codes[2].doc.id)
  expect(none.result).toBeNull()
  expect([first.checks, last.checks, none.checks]).toEqual([active.totalDocs, active.totalDocs, active.totalDocs])
})

it('ADMIN_CODE at boot is stored once, hashed; a disabled one stays disabled', async () => {
  const initial = 'BOOT-CODE-FROM-ENV'
  expect(await ensureInitialAdminCode(payload, initial)).toBe('created')
  expect(await ensureInitialAdminCode(payload, initial)).toBe('exists')
  const { docs } = await payload.find({ collection: 'admin-codes', where: { label: { equals: 'Initial code (ADMIN_CODE)' } } })
  expect(docs).toHaveLength(1)
  await payload.update({ collection: 'admin-codes', id: docs[0].id, data: { active: false } })
  expect(await ensureInitialAdminCode(payload, initial)).toBe('disabled')
})
