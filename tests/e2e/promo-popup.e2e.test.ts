import { expect, type Page, test } from '@playwright/test'

/** SPEC §2/§9: the promo opens 1000 ms after load, only while now is before the campaign end (2025-11-18). */
/**
 * The page's clock is installed and paused (2 s after `iso`, still on the same side of the campaign end),
 * so only `runFor` moves time once the page is ready.
 */
async function openAt(page: Page, iso: string) {
  const time = new Date(iso)
  await page.clock.install({ time })
  await page.clock.pauseAt(new Date(time.getTime() + 2000))
  await page.goto('/')
  await page.waitForLoadState('networkidle')
}

test('before the campaign end it opens after a second and closes with its button', async ({ page }) => {
  await openAt(page, '2025-11-16T20:00:00Z')
  const dialog = page.getByRole('dialog', { name: /Golden Bubble Run/ })
  await page.clock.runFor(900)
  await expect(dialog).toHaveCount(0)
  await page.clock.runFor(200)
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close promotion' }).click()
  await expect(dialog).toHaveCount(0)
})

test('Escape closes it and puts focus back where it was', async ({ page }) => {
  await openAt(page, '2025-11-01T12:00:00Z')
  const dialog = page.getByRole('dialog', { name: /Golden Bubble Run/ })
  const about = page.getByRole('navigation').first().getByRole('link', { name: 'About Us' })
  await about.focus()
  await page.clock.runFor(1100)
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  // The dialog library gives focus back on its next tick, and this page's clock is paused.
  await page.clock.runFor(100)
  await expect(about).toBeFocused()
})

test('on a short landscape phone it scrolls, so its buttons can be reached', async ({ page }) => {
  await page.setViewportSize({ width: 844, height: 390 })
  await openAt(page, '2025-11-01T12:00:00Z')
  const dialog = page.getByRole('dialog', { name: /Golden Bubble Run/ })
  await page.clock.runFor(1100)
  expect((await dialog.boundingBox())?.height).toBeLessThanOrEqual(390)
  const close = dialog.getByRole('button', { name: 'Close', exact: true })
  await close.scrollIntoViewIfNeeded()
  await expect(close).toBeInViewport()
  await close.click()
  await expect(dialog).toHaveCount(0)
})

test('the watch-video button closes it and goes to /bubble-run', async ({ page }) => {
  await openAt(page, '2025-11-01T12:00:00Z')
  const dialog = page.getByRole('dialog', { name: /Golden Bubble Run/ })
  await page.clock.runFor(1100)
  await dialog.getByRole('button', { name: 'Watch the video' }).click()
  await expect(page).toHaveURL(/\/bubble-run$/)
  await expect(dialog).toHaveCount(0)
})

test('on the evening of the last day at the school it still opens', async ({ page }) => {
  // 6 PM on Nov 17 in California is already Nov 18 in UTC: the campaign ends at the school's midnight.
  await openAt(page, '2025-11-18T02:00:00Z')
  await page.clock.runFor(1100)
  await expect(page.getByRole('dialog', { name: /Golden Bubble Run/ })).toBeVisible()
})

test('on or after the campaign end it never opens', async ({ page }) => {
  await openAt(page, '2025-11-18T08:00:01Z')
  await page.clock.runFor(5000)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
