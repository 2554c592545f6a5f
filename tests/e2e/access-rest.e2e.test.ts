import { expect, test } from '@playwright/test'

/**
 * REST error answers of the production build carry no stack trace. (The deny-by-default checks run
 * through Payload's REST handlers in tests/int/access-rest.)
 */
test('API errors carry no stack trace', async ({ request }) => {
  const res = await request.get('/api/subscriptions')
  expect(await res.text()).not.toMatch(/\bat .*\.js:\d+/)
})

test("Next's image optimizer keeps no copies of uploads: /_next/image answers 404", async ({ request }) => {
  // Uploaded images are served only by Payload, which checks on every request that a visible announcement
  // uses them; a copy made while one was visible would otherwise outlive an officer hiding or deleting it.
  for (const url of ['/api/media/file/any-500x300.webp', '/images/hero-960.webp']) {
    const res = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`)
    expect(`${url} ${res.status()}`).toBe(`${url} 404`)
  }
})
