import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { issueAdminCode } from '@/lib/auth/issue-code'
import { api, signIn } from '@tests/helpers/api'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'

/** Admin code → server session (DESIGN §2.2, §4): sign-in, cookie, hashing, and what the cookie opens. */

let payload: Payload
let code: string

beforeAll(async () => {
  payload = await getTestPayload()
  code = (await issueAdminCode(payload, { label: 'Auth test' })).code
})

afterAll(async () => {
  await closeTestPayload(payload)
})

describe('POST /api/validate-admin-code', () => {
  it('answers {valid:true} and sets the session cookie, with no token in the body', async () => {
    const { res, cookie } = await signIn(code, '198.51.100.10')
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({ valid: true, expiresAt: expect.any(Number) })
    const token = cookie.split('=')[1]
    expect(token).toHaveLength(43)
    expect(text).not.toContain(token)
    const attrs = (res.headers.get('set-cookie') ?? '').split('; ')
    expect(attrs).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', 'Max-Age=86400']))
  })

  it('answers {valid:false} for a wrong code, and sets no cookie', async () => {
    const res = await api('POST', '/validate-admin-code', { body: { code: 'WRONG-CODE-0000' }, client: '198.51.100.11' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ valid: false })
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it.each([
    ['not JSON', { rawBody: '{code:' }],
    ['no code', { body: {} }],
    ['a number', { body: { code: 12345678 } }],
    ['a blank code', { body: { code: '   ' } }],
    ['an array', { body: [code] }],
  ])('answers 400 for %s', async (_name, options) => {
    const res = await api('POST', '/validate-admin-code', { ...options, client: '198.51.100.12' })
    expect(res.status).toBe(400)
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('answers 413 for an oversized body', async () => {
    const res = await api('POST', '/validate-admin-code', { body: { code: 'x'.repeat(5000) }, client: '198.51.100.12' })
    expect(res.status).toBe(413)
  })

  it('refuses a sign-in posted from another site', async () => {
    const res = await api('POST', '/validate-admin-code', { body: { code }, client: '198.51.100.13', headers: { origin: 'https://evil.example' } })
    expect(res.status).toBe(403)
    expect(res.headers.get('set-cookie')).toBeNull()
  })
})

describe('throttling', () => {
  it('after 5 failures in 10 minutes the client gets 429 with Retry-After — even with the right code', async () => {
    const client = '192.0.2.50'
    for (let i = 0; i < 5; i++) {
      expect(await (await api('POST', '/validate-admin-code', { body: { code: `WRONG-${i}` }, client })).json()).toEqual({ valid: false })
    }
    const blocked = await api('POST', '/validate-admin-code', { body: { code }, client })
    expect(blocked.status).toBe(429)
    const retryAfter = Number(blocked.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(500)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(blocked.headers.get('set-cookie')).toBeNull()
    // another client is not affected, and the counter lives in PostgreSQL (shared by every instance)
    expect((await signIn(code, '192.0.2.51')).res.status).toBe(200)
    const { rows } = await payload.db.pool.query('SELECT points FROM rate_limits WHERE key = $1', ['admin-code:192.0.2.50'])
    expect(rows[0].points).toBeGreaterThanOrEqual(6)
  })

  it('a success clears the count of earlier failures', async () => {
    const client = '192.0.2.60'
    for (let i = 0; i < 4; i++) await api('POST', '/validate-admin-code', { body: { code: `WRONG-${i}` }, client })
    expect((await signIn(code, client)).res.status).toBe(200)
    for (let i = 0; i < 5; i++) {
      expect(await (await api('POST', '/validate-admin-code', { body: { code: `WRONG-${i}` }, client })).json()).toEqual({ valid: false })
    }
  })
})

describe('codes are stored only as slow hashes', () => {
  it('the database holds an scrypt hash, and no API returns it', async () => {
    // Every code the app issued (other test files' fixtures write the column directly with a placeholder).
    const { rows } = await payload.db.pool.query<{ code_hash: string }>("SELECT code_hash FROM admin_codes WHERE code_hash <> 'scrypt$placeholder'")
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(row.code_hash).toMatch(/^scrypt-n\$/)
      expect(row.code_hash).not.toContain(code)
    }
    const { cookie } = await signIn(code, '198.51.100.20')
    for (const path of ['/admin-codes', '/admin-codes?select[codeHash]=true&depth=2', '/admin-codes/me', '/admin-session']) {
      const res = await api('GET', path, { cookie })
      expect(res.status).toBe(200)
      const text = await res.text()
      expect(text).not.toMatch(/scrypt|codeHash|code_hash/)
      expect(text).not.toContain(code)
    }
  })

  it('sessions are stored as SHA-256 of the token and no API can read them, signed in or not', async () => {
    const { cookie } = await signIn(code, '198.51.100.21')
    const token = cookie.split('=')[1]
    const { rows } = await payload.db.pool.query<{ token_hash: string }>('SELECT token_hash FROM admin_sessions')
    expect(rows.map((r) => r.token_hash)).toContain(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(rows)).not.toContain(token)
    for (const c of [cookie, undefined]) {
      const res = await api('GET', '/admin-sessions', { cookie: c })
      expect(res.status).toBe(403)
    }
  })

  it('an admin cannot create a code through the API (codes are issued at /admin/codes only)', async () => {
    const { cookie } = await signIn(code, '198.51.100.22')
    const before = await payload.count({ collection: 'admin-codes' })
    const res = await api('POST', '/admin-codes', { cookie, body: { label: 'Sneaky', codeHash: 'scrypt$1$1$1$a$b', active: true }, headers: { origin: 'http://localhost:3000' } })
    expect(res.status).toBe(403)
    expect((await payload.count({ collection: 'admin-codes' })).totalDocs).toBe(before.totalDocs)
  })
})
