import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'

/**
 * REST error answers of the production build carry no stack trace. (The deny-by-default checks run
 * through Payload's REST handlers in tests/int/access-rest.)
 */
test('API errors carry no stack trace', async ({ request }) => {
  const res = await request.get('/api/subscriptions')
  expect(await res.text()).not.toMatch(/\bat .*\.js:\d+/)
})

test("a refused or missing record is logged as one info line, never as an error with its stack", async ({ request }) => {
  // Payload picks an error's log level by its class name (payload.config.ts loggingLevels): a minified
  // server bundle renamed the classes, and each of a curious visitor's 403s filled the log with an ERROR.
  const log = () => readFileSync(process.env.E2E_SERVER_LOG ?? '', 'utf8')
  expect((await request.get('/api/admin-codes')).status()).toBe(403)
  expect((await request.get('/api/announcements/987654321')).status()).toBe(404)
  await expect.poll(() => log().match(/INFO.*You are not allowed to perform this action/)).toBeTruthy()
  await expect.poll(() => log().match(/INFO.*Not Found/)).toBeTruthy()
  // An error logged with its object prints its status (`"status": 403`); the info line is the message alone.
  expect(log().match(/"status": 4\d\d.*/g) ?? []).toEqual([])
})

test("Next's image optimizer keeps no copies of uploads: /_next/image answers 404", async ({ request }) => {
  // Uploaded images are served only by Payload, which checks on every request that a visible announcement
  // uses them; a copy made while one was visible would otherwise outlive an officer hiding or deleting it.
  for (const url of ['/api/media/file/any-500x300.webp', '/images/hero-960.webp']) {
    const res = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`)
    expect(`${url} ${res.status()}`).toBe(`${url} 404`)
  }
})
