import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import { isolatedPayload } from '@tests/helpers/isolated-payload'

/**
 * Issue 13 item 6: nobody can lock everyone out, and ADMIN_CODE changes retire the old boot code.
 * This suite owns its own database: "the last working code" needs the whole admin-codes table.
 */
jest.setTimeout(120_000)

let payload: Payload
let close: () => Promise<void>
let h: {
  api: typeof import('@tests/helpers/api')
  graphql: typeof import('@tests/helpers/graphql')
  boot: typeof import('@/lib/auth/ensure-initial-code')
}
const origin = { origin: 'http://localhost:3000' }

beforeAll(async () => {
  ;({ payload, close } = await isolatedPayload('codes'))
  h = { api: await import('@tests/helpers/api'), graphql: await import('@tests/helpers/graphql'), boot: await import('@/lib/auth/ensure-initial-code') }
})
afterAll(async () => {
  await close()
})

const usableCodes = async () => (await payload.find({ collection: 'admin-codes', where: { active: { equals: true } }, overrideAccess: true })).totalDocs

it('a changed ADMIN_CODE retires the previous boot code and ends its sessions', async () => {
  expect(await h.boot.ensureInitialAdminCode(payload, 'FIRST-BOOT-CODE')).toBe('created')
  const first = await h.api.signIn('FIRST-BOOT-CODE', '198.51.100.70')
  expect(first.res.status).toBe(200)
  expect(await h.boot.ensureInitialAdminCode(payload, 'SECOND-BOOT-CODE')).toBe('replaced')
  expect(await (await h.api.signIn('FIRST-BOOT-CODE', '198.51.100.71')).res.json()).toEqual({ valid: false })
  expect((await h.api.api('GET', '/admin-session', { cookie: first.cookie })).status).toBe(401)
  expect((await h.api.signIn('SECOND-BOOT-CODE', '198.51.100.72')).res.status).toBe(200)
  expect(await usableCodes()).toBe(1)
})

it('matches codes ignoring letter case, spaces and dashes', async () => {
  for (const typed of ['second-boot-code', ' Second Boot Code ', 'SECONDBOOTCODE']) {
    expect(await (await h.api.signIn(typed, '198.51.100.73')).res.json()).toMatchObject({ valid: true })
  }
})

it('no path can disable, expire or delete the last working code', async () => {
  const { cookie } = await h.api.signIn('SECOND-BOOT-CODE', '198.51.100.74')
  const [{ id }] = (await payload.find({ collection: 'admin-codes', where: { active: { equals: true } }, overrideAccess: true })).docs
  const attempts = [
    h.api.api('PATCH', `/admin-codes/${id}`, { cookie, headers: origin, body: { active: false } }),
    h.api.api('PATCH', `/admin-codes/${id}`, { cookie, headers: origin, body: { expiresAt: '2000-01-01T00:00:00.000Z' } }),
    h.api.api('PATCH', `/admin-codes/${id}`, { cookie, headers: origin, body: { expiresAt: '2099-01-01T00:00:00.000Z' } }),
    h.api.api('DELETE', `/admin-codes/${id}`, { cookie, headers: origin }),
    h.api.api('PATCH', '/admin-codes?where[id][exists]=true', { cookie, headers: origin, body: { active: false } }),
    h.api.api('DELETE', '/admin-codes?where[id][exists]=true', { cookie, headers: origin }),
  ]
  for (const res of await Promise.all(attempts)) expect(res.status).toBeGreaterThanOrEqual(400)
  const mutation = JSON.stringify({ query: `mutation { updateAdminCode(id: ${id}, data: { active: false }) { id } }` })
  const gql = (await (await h.graphql.graphql(mutation, { cookie, ...origin })).json()) as { errors?: unknown[] }
  expect(gql.errors?.length).toBeGreaterThan(0)
  const user = { ...(await payload.findByID({ collection: 'admin-codes', id, overrideAccess: true })), collection: 'admin-codes' as const }
  // The /admin/codes screen and /cms change codes through the local API as the signed-in officer.
  await expect(payload.update({ collection: 'admin-codes', id, data: { active: false }, overrideAccess: false, user })).rejects.toThrow(/last working code/)
  await expect(payload.delete({ collection: 'admin-codes', id, overrideAccess: false, user })).rejects.toThrow(/last working code/)
  expect(await usableCodes()).toBe(1)
  expect((await h.api.api('GET', '/admin-session', { cookie })).status).toBe(200)
})

it('with a second permanent code, the first can be disabled (and its sessions end)', async () => {
  const { issueAdminCode } = await import('@/lib/auth/issue-code')
  const { code, doc } = await issueAdminCode(payload, { label: 'Second officer' })
  const { cookie } = await h.api.signIn(code, '198.51.100.75')
  const res = await h.api.api('PATCH', `/admin-codes/${doc.id}`, { cookie, headers: origin, body: { active: false } })
  expect(res.status).toBe(200)
  expect((await h.api.api('GET', '/admin-session', { cookie })).status).toBe(401)
})

it("a local install's made-up code and the ADMIN_CODE given to `npm start` never retire each other", async () => {
  const local = h.boot.LOCAL_CODE_LABEL
  expect(await h.boot.ensureInitialAdminCode(payload, 'LOCAL-INSTALL-CODE', local)).toBe('created')
  expect((await h.api.signIn('SECOND-BOOT-CODE', '198.51.100.76')).res.status).toBe(200)
  expect(await h.boot.ensureInitialAdminCode(payload, 'THIRD-BOOT-CODE')).toBe('replaced')
  expect((await h.api.signIn('LOCAL-INSTALL-CODE', '198.51.100.77')).res.status).toBe(200)
  expect(await h.boot.ensureInitialAdminCode(payload, 'LOCAL-INSTALL-CODE', local)).toBe('exists')
  expect((await h.api.signIn('THIRD-BOOT-CODE', '198.51.100.78')).res.status).toBe(200)
  // The same ADMIN_CODE again after `npm run dev`: still the working code, not "disabled".
  expect(await h.boot.ensureInitialAdminCode(payload, 'THIRD-BOOT-CODE')).toBe('exists')
})
