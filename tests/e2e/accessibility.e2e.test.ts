import { expect, test } from '@playwright/test'

import { axeViolations } from '@tests/helpers/axe'

const ROUTES = ['/', '/about-us', '/what-we-do', '/calendar', '/news', '/membership', '/volunteer', '/become-a-sponsor', '/contact', '/bubble-run', '/no-such-page']

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  for (const path of ROUTES) {
    test(`axe finds no serious or critical issue on ${path} at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(path)
      // The page as a visitor sees it: its language and its main landmark are there.
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.getByRole('main')).toBeVisible()
      expect(await axeViolations(page, { minImpact: 'serious' })).toEqual([])
    })
  }
}

test('on the contact form, screen readers hear which fields are required before sending', async ({ page }) => {
  await page.goto('/contact')
  for (const name of ['Name', 'Email', 'Topic']) await expect(page.getByLabel(name, { exact: true })).toHaveAttribute('aria-required', 'true')
  for (const name of ['Phone (optional)', 'Message (optional)']) await expect(page.getByLabel(name)).not.toHaveAttribute('aria-required')
})
