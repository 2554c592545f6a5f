import { expect, test } from '@playwright/test'

import { axeViolations } from '@tests/helpers/axe'

/** The Spanish twins of every public route, and a Spanish 404. */
const ROUTES = ['/es', '/es/about-us', '/es/what-we-do', '/es/calendar', '/es/news', '/es/membership', '/es/volunteer', '/es/become-a-sponsor', '/es/contact', '/es/bubble-run', '/es/no-existe']

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  for (const path of ROUTES) {
    test(`axe finds no violation on ${path} at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(path)
      // The page as a visitor sees it: its language and its main landmark are there.
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(page.getByRole('main')).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })
  }
}
