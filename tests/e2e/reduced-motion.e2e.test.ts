import { expect, test } from '@playwright/test'

/**
 * Under reduced motion the 'Get Involved Today' strip stands still. It had no scroll bar and no buttons, so
 * on a laptop its last card ('Become a Sponsor', the home page's only link to the sponsorship store) sat
 * past the edge where a mouse could not reach it. Its cards now wrap into rows, every one in view.
 */
test.use({ reducedMotion: 'reduce' })

test('with reduced motion every Get Involved card and its button is on the page, in English and Spanish', async ({ page }) => {
  for (const [path, stop] of [['/', 'Pause the moving cards'], ['/es', /Pausar/]] as const) {
    await page.goto(path)
    const carousel = page.getByTestId('auto-scroll-carousel')
    await carousel.scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    const cards = carousel.locator('article')
    expect(await cards.count()).toBe(4)
    const width = await page.evaluate(() => document.documentElement.clientWidth)
    for (const box of await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.left).toBeGreaterThanOrEqual(0)
      expect(box.right).toBeLessThanOrEqual(width)
    }
    // Nothing moves, so there is no copy of the cards and no button to stop them.
    expect(await carousel.locator('[aria-hidden="true"] > *').count()).toBe(0)
    await expect(page.getByRole('button', { name: stop })).toHaveCount(0)
  }
})
