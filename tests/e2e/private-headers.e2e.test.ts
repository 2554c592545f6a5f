import { expect, test } from '@playwright/test'

import { adminCode, rawRequest } from '@tests/helpers/admin-e2e'

/** Issue 13 item 4 against the production server (scripts/server.mjs): private answers are never cached, public pages keep their caching. */
const from = '127.0.0.41'

async function signInCookie(): Promise<string> {
  const res = await rawRequest('POST', '/api/validate-admin-code', { from, body: JSON.stringify({ code: adminCode() }), headers: { origin: `http://localhost:${process.env.E2E_PORT || 3100}` } })
  expect(res.status).toBe(200)
  const setCookie = res.headers['set-cookie']?.[0] ?? ''
  return setCookie.split(';')[0]
}

test('admin pages, /cms and private API answers carry no-store', async () => {
  const cookie = await signInCookie()
  for (const path of ['/admin/dashboard', '/admin/codes', '/admin/reports', '/admin/reports/export?kind=inquiries', '/cms', '/api/subscriptions', '/api/contact-inquiries', '/api/admin-session']) {
    const res = await rawRequest('GET', path, { from, headers: { cookie } })
    expect({ path, status: res.status }).toEqual({ path, status: 200 })
    expect({ path, cacheControl: res.headers['cache-control'] }).toEqual({ path, cacheControl: expect.stringContaining('no-store') })
  }
  const api = await rawRequest('GET', '/api/subscriptions', { from, headers: { cookie } })
  expect(api.headers.vary).toMatch(/Cookie/)
  const gql = await rawRequest('POST', '/api/graphql', { from, body: JSON.stringify({ query: '{ Subscriptions { totalDocs } }' }), headers: { cookie, origin: `http://localhost:${process.env.E2E_PORT || 3100}` } })
  expect(gql.headers['cache-control']).toBe('no-store')
})

test('cached public pages keep their cache headers', async () => {
  for (const path of ['/', '/news', '/calendar', '/contact', '/about-us', '/es', '/es/news']) {
    const res = await rawRequest('GET', path, { from })
    expect({ path, status: res.status }).toEqual({ path, status: 200 })
    expect({ path, cacheControl: res.headers['cache-control'] }).toEqual({ path, cacheControl: expect.stringMatching(/s-maxage|max-age=\d+/) })
    expect(res.headers['cache-control']).not.toContain('no-store')
  }
})
