import { expect, test } from '@playwright/test'

import { waitForHydration } from '@tests/helpers/hydration'

test('the home page renders the PTA title with no console errors', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page).toHaveTitle(/PTA/)
  expect(errors).toEqual([])
})

test('the CMS panel loads and, for an anonymous visitor, offers no way in', async ({ page }) => {
  const response = await page.goto('/cms')
  expect(response?.status()).toBeLessThan(500)
  await expect(page).toHaveURL(/\/(cms\/login|admin\/login)/)
  await expect(page.getByText('Announcements')).toHaveCount(0)
})

test('an unknown path shows the 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  // A client-side navigation, as a visitor's tap after the page has started (a tap before is a page load).
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})
