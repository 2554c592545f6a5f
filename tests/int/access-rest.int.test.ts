import type { Payload } from 'payload'

import { api } from '@tests/helpers/api'
import { fixtureIdsFor, sqlOn } from '@tests/helpers/int-access'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'

/**
 * Deny by default over REST, through Payload's real HTTP handlers: anonymous requests change nothing
 * and read only public data. (Moved from the browser harness; the stack-trace check of production
 * error answers stays in tests/e2e/access-rest.)
 */
const TABLES: Record<string, string> = {
  announcements: 'announcements',
  subscriptions: 'subscriptions',
  'contact-inquiries': 'contact_inquiries',
  media: 'media',
  'admin-codes': 'admin_codes',
}
const PRIVATE = ['subscriptions', 'contact-inquiries', 'admin-codes']
const body = { title: 'x', label: 'x', email: 'kid@example.org', name: 'x', topic: 'Other', codeHash: 'x', alt: 'x' }

let payload: Payload
let ids: Record<string, number>
let sql: ReturnType<typeof sqlOn>
const count = async (table: string) => Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0].n)

beforeAll(async () => {
  payload = await getTestPayload()
  sql = sqlOn(payload)
  ids = await fixtureIdsFor(payload)
})
afterAll(async () => {
  await closeTestPayload(payload)
})

describe.each(Object.entries(TABLES))('anonymous REST on %s', (slug, table) => {
  it('POST creates nothing', async () => {
    const before = await count(table)
    const res = await api('POST', `/${slug}`, { body })
    expect([401, 403]).toContain(res.status)
    expect(await count(table)).toBe(before)
  })

  it('PATCH and DELETE by id and in bulk change nothing', async () => {
    const id = ids[slug]
    const before = await sql(`SELECT * FROM ${table} WHERE id = $1`, [id])
    for (const res of [
      await api('PATCH', `/${slug}/${id}`, { body }),
      await api('PATCH', `/${slug}?where[id][exists]=true`, { body }),
      await api('DELETE', `/${slug}/${id}`),
      await api('DELETE', `/${slug}?where[id][exists]=true`),
    ]) {
      expect([401, 403, 404]).toContain(res.status)
    }
    expect(await sql(`SELECT * FROM ${table} WHERE id = $1`, [id])).toEqual(before)
  })
})

it.each(PRIVATE)('anonymous GET of %s returns no data', async (slug) => {
  const list = await api('GET', `/${slug}?limit=100`)
  expect(list.status).toBe(403)
  expect(await list.text()).not.toMatch(/@example\.org|Treasurer|scrypt/)
  const one = await api('GET', `/${slug}/${ids[slug]}`)
  expect([403, 404]).toContain(one.status)
  expect(await one.text()).not.toMatch(/@example\.org|Treasurer|scrypt/)
})

it('anonymous GET of announcements lists only active, in-window ones', async () => {
  const res = await api('GET', '/announcements?limit=100&depth=0')
  expect(res.status).toBe(200)
  const { docs } = (await res.json()) as { docs: { id: number; active: boolean }[] }
  const visible = await sql<{ id: number }>(
    `SELECT id FROM announcements WHERE active AND (visible_from IS NULL OR visible_from <= now())
       AND (visible_until IS NULL OR visible_until > now())`,
  )
  expect(docs.map((d) => d.id).sort()).toEqual(visible.map((r) => r.id).sort())
  expect(docs.every((d) => d.active)).toBe(true)
})

it('anonymous users cannot change the site settings', async () => {
  const res = await api('POST', '/globals/site-settings', { body: { schoolYear: 'hacked' } })
  expect([401, 403]).toContain(res.status)
  const settings = await (await api('GET', '/globals/site-settings')).json()
  expect(settings.schoolYear).not.toBe('hacked')
  expect(settings).not.toHaveProperty('demoSeededAt')
})
