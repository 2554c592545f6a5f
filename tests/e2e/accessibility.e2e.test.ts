import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

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
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)
      expect(serious).toEqual([])
    })
  }
}

test('on the contact form, screen readers hear which fields are required before sending', async ({ page }) => {
  await page.goto('/contact')
  for (const name of ['Name', 'Email', 'Topic']) await expect(page.getByLabel(name, { exact: true })).toHaveAttribute('aria-required', 'true')
  for (const name of ['Phone (optional)', 'Message (optional)']) await expect(page.getByLabel(name)).not.toHaveAttribute('aria-required')
})
