import { expect, test } from '@playwright/test'

/**
 * Home sections below the first screen are skipped by the browser until they come near it
 * (`content-visibility: auto`, `.offscreen`). While skipped, a section keeps its estimated height and its
 * cards overflow into whatever comes next, so a contrast checker (axe, Lighthouse) takes that next section's
 * colour for the cards' background. A skipped section therefore sits only above a light one: over a dark one
 * (Stay Informed, the footer) a phone's scan reports its dark text as unreadable, depending only on how far
 * the page had scrolled and streamed when the scan ran.
 */
for (const path of ['/', '/es']) {
  test(`on ${path} every section skipped until near the screen sits above a light section`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(path)
    await expect(page.getByRole('main')).toBeVisible()
    const pairs = await page.evaluate(() => {
      const blocks = [...document.querySelectorAll('main section, body footer')].filter(
        (el) => !el.parentElement?.closest('section') && getComputedStyle(el).display !== 'none',
      )
      // Relative luminance of an rgb() colour (WCAG), 1 for white.
      const luminance = (css: string) => {
        const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
          const c = Number(v) / 255
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
        })
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
      }
      return blocks.flatMap((el, i) => {
        const next = blocks[i + 1]
        if (!next || getComputedStyle(el).contentVisibility !== 'auto') return []
        const name = (e: Element) => e.id || e.getAttribute('aria-labelledby') || e.tagName.toLowerCase()
        return [{ skipped: name(el), above: name(next), light: luminance(getComputedStyle(next).backgroundColor) > 0.6 }]
      })
    })
    expect(pairs.length).toBeGreaterThan(2)
    expect(pairs.filter((p) => !p.light)).toEqual([])
  })
}
