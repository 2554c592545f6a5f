import { expect, test } from '@playwright/test'

import { rawRequest, type RawResponse } from '@tests/helpers/admin-e2e'
import { createAnnouncement, deleteAnnouncement } from '@tests/helpers/announcements-e2e'

/**
 * The production server's page micro-cache (scripts/lib/page-cache.mjs), seen from outside: a busy public
 * page is answered from memory with Next's own headers, nothing private or per-request ever is, and an
 * officer's change still shows on the very next request. Site-wide: it adds an announcement.
 */
test.describe.configure({ mode: 'serial' })
const from = '127.0.0.43'
const get = (path: string, headers: Record<string, string> = {}): Promise<RawResponse> => rawRequest('GET', path, { from, headers })

/** Asks until an answer comes from the micro-cache (it keeps a page for a second), then returns it. */
async function cachedAnswer(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  let last: RawResponse | undefined
  await expect.poll(async () => (last = await get(path, headers)).headers['x-page-cache'], { timeout: 15_000 }).toBe('hit')
  return last as RawResponse
}

test('a busy public page is answered from memory with the same page and the same security headers', async () => {
  for (const path of ['/about-us', '/es/contact']) {
    const fresh = await get(path)
    const hit = await cachedAnswer(path)
    expect({ path, status: hit.status }).toEqual({ path, status: 200 })
    expect(hit.body).toBe(fresh.body)
    for (const header of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'cache-control', 'etag', 'content-type']) {
      expect({ path, header, value: hit.headers[header] }).toEqual({ path, header, value: fresh.headers[header] })
    }
    // A browser that has the page already gets 304, and a gzip client gets gzip (kept apart from plain answers).
    expect((await rawRequest('GET', path, { from, headers: { 'if-none-match': String(hit.headers.etag) } })).status).toBe(304)
    const gzip = await cachedAnswer(path, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
  }
})

test('nothing private, per-request or missing is ever answered from the micro-cache', async () => {
  const asks: Array<[string, Record<string, string>]> = [
    ['/admin/login', {}],
    ['/api/admin-session', {}],
    ['/cms/login', {}],
    ['/about-us?utm=flood', {}],
    ['/about-us', { rsc: '1' }],
    ['/no-such-page', {}],
    ['/news/page/999', {}],
  ]
  for (const [path, headers] of asks) {
    for (let i = 0; i < 3; i += 1) {
      const res = await get(path, headers)
      expect({ path, headers, cache: res.headers['x-page-cache'] }).toEqual({ path, headers, cache: undefined })
    }
  }
  // Next's own answer to a router request is never the page's HTML.
  const rsc = await get('/about-us', { rsc: '1' })
  expect(rsc.headers['content-type'] ?? '').not.toContain('text/html')
})

test("an officer's change shows on the very next request, even while the page is held in memory", async () => {
  const title = `Micro-cache news ${Date.now().toString(36)}`
  await cachedAnswer('/news')
  const id = await createAnnouncement({ title, type: 'news', content: 'Fresh' })
  const after = await get('/news')
  expect(after.headers['x-page-cache']).toBeUndefined()
  expect(after.body).toContain(title)
  await cachedAnswer('/news')
  expect((await deleteAnnouncement(id)).status).toBe(200)
  expect((await get('/news')).body).not.toContain(title)
})
