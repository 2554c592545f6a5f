import { expect, test } from '@playwright/test'

/**
 * REST error answers of the production build carry no stack trace. (The deny-by-default checks run
 * through Payload's REST handlers in tests/int/access-rest.)
 */
test('API errors carry no stack trace', async ({ request }) => {
  const res = await request.get('/api/subscriptions')
  expect(await res.text()).not.toMatch(/\bat .*\.js:\d+/)
})
