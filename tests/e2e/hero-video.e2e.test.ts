import { expect, type Page, test } from '@playwright/test'

/** The home page's hero: its background video, the still behind it, and what each costs. */
const video = (page: Page) => page.getByTestId('hero-media').locator('video')
const isPlaying = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => !v.paused)

test.describe('hero', () => {
  test('the hero video falls back to the still image when it cannot load', async ({ page }) => {
    await page.route('**/videos/**', (route) => route.abort())
    await page.goto('/')
    await expect(page.getByTestId('hero-media')).toHaveAttribute('data-state', 'still')
  })

  test('the hero video can be paused and shows only the still image under reduced motion', async ({ page, browser }) => {
    await page.goto('/')
    const pause = page.getByRole('button', { name: 'Pause background video' })
    await pause.click()
    // Its name says what it does next; no pressed state besides (that read "Play …, pressed").
    await expect(page.getByRole('button', { name: 'Play background video' })).not.toHaveAttribute('aria-pressed')
    const reduced = await browser.newContext({ reducedMotion: 'reduce' })
    const still = await reduced.newPage()
    await still.goto(page.url())
    await expect(still.getByTestId('hero-media')).toHaveAttribute('data-state', 'still')
    await expect(still.locator('video')).toHaveCount(0)
    await reduced.close()
  })

  test('the hero still is preloaded at the top of the home page; another page prefetching home does not download it', async ({ page, browser }) => {
    await page.goto('/')
    await expect(page.locator('head link[rel="preload"][as="image"]').first()).toHaveAttribute('imagesrcset', /hero-960\.webp/)
    // A fresh browser (nothing cached) on /news: the header's Home link prefetches the home page.
    const context = await browser.newContext()
    const other = await context.newPage()
    const heroRequests: string[] = []
    let prefetched = false
    other.on('request', (r) => r.url().includes('/images/hero-') && heroRequests.push(r.url()))
    other.on('response', (r) => {
      if (new URL(r.url()).pathname === '/' && r.request().headers()['rsc']) prefetched = true
    })
    await other.goto('/news')
    await expect.poll(() => prefetched, { timeout: 15_000 }).toBe(true)
    await other.waitForLoadState('networkidle')
    expect(heroRequests).toEqual([])
    await context.close()
  })

  test('the video rests while scrolled out of sight and plays again back on screen, the visitor\'s pause kept', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByTestId('hero-media')).toHaveAttribute('data-state', 'video')
    await expect.poll(() => isPlaying(page)).toBe(true)
    await page.getByRole('heading', { name: 'Contact Us' }).scrollIntoViewIfNeeded()
    await expect.poll(() => isPlaying(page)).toBe(false)
    // Resting is not the visitor's pause: the button still offers Pause.
    await expect(page.getByRole('button', { name: 'Pause background video' })).toHaveCount(1)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(() => isPlaying(page)).toBe(true)

    // Paused by the visitor, it stays paused through the same trip.
    await page.getByRole('button', { name: 'Pause background video' }).click()
    await page.getByRole('heading', { name: 'Contact Us' }).scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible()
    expect(await isPlaying(page)).toBe(false)
  })
})
