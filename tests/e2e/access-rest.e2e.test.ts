import { expect, test } from '@playwright/test'

import { fixtureIds, sql } from '@tests/helpers/e2e-db'

/** Deny by default over REST: anonymous requests change nothing and read only public data. */
const TABLES: Record<string, string> = {
  announcements: 'announcements',
  subscriptions: 'subscriptions',
  'contact-inquiries': 'contact_inquiries',
  media: 'media',
  'admin-codes': 'admin_codes',
}
const PRIVATE = ['subscriptions', 'contact-inquiries', 'admin-codes']
const body = { title: 'x', label: 'x', email: 'kid@example.org', name: 'x', topic: 'Other', codeHash: 'x', alt: 'x' }
const count = async (table: string) => Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0].n)

for (const [slug, table] of Object.entries(TABLES)) {
  test.describe(`anonymous REST on ${slug}`, () => {
    test('POST creates nothing', async ({ request }) => {
      const before = await count(table)
      const res = await request.post(`/api/${slug}`, { data: body })
      expect([401, 403]).toContain(res.status())
      expect(await count(table)).toBe(before)
    })

    test('PATCH and DELETE by id and in bulk change nothing', async ({ request }) => {
      const id = fixtureIds()[slug]
      const before = await sql(`SELECT * FROM ${table} WHERE id = $1`, [id])
      for (const res of [
        await request.patch(`/api/${slug}/${id}`, { data: body }),
        await request.patch(`/api/${slug}?where[id][exists]=true`, { data: body }),
        await request.delete(`/api/${slug}/${id}`),
        await request.delete(`/api/${slug}?where[id][exists]=true`),
      ]) {
        expect([401, 403, 404]).toContain(res.status())
      }
      expect(await sql(`SELECT * FROM ${table} WHERE id = $1`, [id])).toEqual(before)
    })
  })
}

for (const slug of PRIVATE) {
  test(`anonymous GET of ${slug} returns no data`, async ({ request }) => {
    const list = await request.get(`/api/${slug}?limit=100`)
    expect(list.status()).toBe(403)
    expect(await list.text()).not.toMatch(/@example\.org|Treasurer|scrypt/)
    const one = await request.get(`/api/${slug}/${fixtureIds()[slug]}`)
    expect([403, 404]).toContain(one.status())
    expect(await one.text()).not.toMatch(/@example\.org|Treasurer|scrypt/)
  })
}

test('anonymous GET of announcements lists only active, in-window ones', async ({ request }) => {
  const res = await request.get('/api/announcements?limit=100&depth=0')
  expect(res.status()).toBe(200)
  const { docs } = (await res.json()) as { docs: { id: number; active: boolean }[] }
  const visible = await sql<{ id: number }>(
    `SELECT id FROM announcements WHERE active AND (visible_from IS NULL OR visible_from <= now())
       AND (visible_until IS NULL OR visible_until > now())`,
  )
  expect(docs.map((d) => d.id).sort()).toEqual(visible.map((r) => r.id).sort())
  expect(docs.every((d) => d.active)).toBe(true)
})

test('anonymous users cannot change the site settings', async ({ request }) => {
  const res = await request.post('/api/globals/site-settings', { data: { schoolYear: 'hacked' } })
  expect([401, 403]).toContain(res.status())
  const settings = await (await request.get('/api/globals/site-settings')).json()
  expect(settings.schoolYear).not.toBe('hacked')
  expect(settings).not.toHaveProperty('demoSeededAt')
})

test('API errors carry no stack trace', async ({ request }) => {
  const res = await request.get('/api/subscriptions')
  expect(await res.text()).not.toMatch(/\bat .*\.js:\d+/)
})
