import { expect, test } from '@playwright/test'

import { axeViolations } from '@tests/helpers/axe'

/** The site's 404 page, in both languages (every public route's own scan is in public-routes and spanish-routes). */
const MISSING = [
  { path: '/no-such-page', lang: 'en' },
  { path: '/es/no-existe', lang: 'es' },
]

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  for (const { path, lang } of MISSING) {
    test(`axe finds no ${lang === 'en' ? 'serious or critical issue' : 'violation'} on ${path} at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(path)
      // The page as a visitor sees it: its language and its main landmark are there.
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('main')).toBeVisible()
      expect(await axeViolations(page, lang === 'en' ? { minImpact: 'serious' } : {})).toEqual([])
    })
  }
}

test('on the contact form, screen readers hear which fields are required before sending', async ({ page }) => {
  await page.goto('/contact')
  for (const name of ['Name', 'Email', 'Topic']) await expect(page.getByLabel(name, { exact: true })).toHaveAttribute('aria-required', 'true')
  for (const name of ['Phone (optional)', 'Message (optional)']) await expect(page.getByLabel(name)).not.toHaveAttribute('aria-required')
})
