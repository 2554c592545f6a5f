import { expect, type Page, test } from '@playwright/test'

import { axeViolations } from '@tests/helpers/axe'

/** Every public route of SPEC §2, as its English path; the Spanish twin is `/es` + path. */
const ROUTES = ['/', '/about-us', '/what-we-do', '/calendar', '/news', '/membership', '/volunteer', '/become-a-sponsor', '/contact', '/bubble-run']
const spanish = (path: string) => (path === '/' ? '/es' : `/es${path}`)

/** Headings that are the same in both languages: proper names and numbers. */
const SAME_IN_BOTH = new Set(['Golden Bubble Run', '404'])

/**
 * The page's fixed section headings (h1, h2). Left out: what officers write (announcement cards, the
 * school and PTA names in the hero) and the photo-feed block (the forms change's, tested there).
 */
const NOT_FIXED = ['hero-title', 'photo-feed-heading']
const headings = (page: Page) =>
  page
    .locator('h1, h2')
    .evaluateAll((els, skip) => els.filter((el) => !el.closest('article') && !skip.includes(el.id)).map((el) => (el.textContent ?? '').trim()), NOT_FIXED)

/** axe on the page as it is, scanned still: the video gives way to its image and the strips stop. */
async function expectNoAxeViolations(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect(await axeViolations(page)).toEqual([])
}

for (const path of ROUTES) {
  test(`${spanish(path)} is Spanish: 200, lang="es", hreflang alternates, no English section headings; axe finds no violation at 1280px`, async ({ page }) => {
    await page.goto(path)
    const english = (await headings(page)).filter((h) => h && !SAME_IN_BOTH.has(h))
    expect(english.length).toBeGreaterThan(0)

    const response = await page.goto(spanish(path))
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('main')).toBeVisible()
    for (const lang of ['en', 'es', 'x-default']) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveCount(1)
    }
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', new RegExp(`${spanish(path)}$`))
    const shown = await headings(page)
    expect(shown.filter((h) => english.includes(h))).toEqual([])
    await expectNoAxeViolations(page)
  })

  test(`axe finds no violation on ${spanish(path)} at 390px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(spanish(path))
    // The page as a visitor sees it: its language and its main landmark are there.
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('main')).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
