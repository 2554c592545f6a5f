import type { Payload } from 'payload'

import { viewsPerDay, viewsThisMonth } from '@/lib/analytics/page-views'
import { flushPageViews } from '@/lib/analytics/view-buffer'
import { api } from '@tests/helpers/api'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'

const LA = 'America/Los_Angeles'

/** Page views are counted on the server per public path, with no cookie and nothing about the visitor. */

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await closeTestPayload(payload)
})

it('counts known public paths only (each language on its own), with no query per view, no cookie and no address stored', async () => {
  const before = await viewsThisMonth(payload, LA)
  for (const path of ['/news', '/news', '/calendar', '/es/volunteer', '/es']) {
    const res = await api('POST', '/track-visit', { rawBody: JSON.stringify({ path }), client: '192.0.2.80' })
    expect(res.status).toBe(204)
    expect(res.headers.get('set-cookie')).toBeNull()
  }
  for (const path of ['/admin/dashboard', '/es/admin', '/fr/news']) expect((await api('POST', '/track-visit', { body: { path }, client: '192.0.2.80' })).status).toBe(204)
  // counted in memory, written in one statement at the next flush
  expect(await viewsThisMonth(payload, LA)).toBe(before)
  await flushPageViews(payload)
  expect(await viewsThisMonth(payload, LA)).toBe(before + 5)
  const { rows } = await payload.db.pool.query('SELECT * FROM page_views')
  expect(JSON.stringify(rows)).not.toContain('192.0.2.80')
  expect(rows.map((r: { path: string }) => r.path).sort()).toEqual(['/calendar', '/es', '/es/volunteer', '/news'])
  const days = await viewsPerDay(payload, 30, LA)
  expect(days).toHaveLength(30)
  expect(days.at(-1)?.views).toBe(5)
})

it('answers 400 to malformed bodies', async () => {
  for (const rawBody of ['nope', '{"path":5}', '{"path":"news"}']) {
    expect((await api('POST', '/track-visit', { rawBody, client: '192.0.2.81' })).status).toBe(400)
  }
})

it('stops counting a client that sends too many beacons', async () => {
  const before = await viewsThisMonth(payload, LA)
  for (let i = 0; i < 70; i++) await api('POST', '/track-visit', { body: { path: '/' }, client: '192.0.2.82' })
  await flushPageViews(payload)
  expect(await viewsThisMonth(payload, LA)).toBe(before + 60)
})
