import { expect, type Locator, type Page, test } from '@playwright/test'

import { FAKE_CDN, openHomeAndScrollToFeed, recordFeedRequests, stubInstagramHosts } from '@tests/helpers/photo-feed-e2e'
import { waitForHydration } from '@tests/helpers/hydration'

/**
 * How the loaded carousel moves (SPEC §4, §9: loops, 3800 ms autoplay, pauses on hover) and the manual
 * post links. The feed answer is served here, so these tests do not depend on the fake's current mode.
 */
const posts = Array.from({ length: 6 }, (_, i) => ({
  permalink: `https://www.instagram.com/p/CAROUSEL${i + 1}/`,
  imageUrl: `${FAKE_CDN}/image/${i + 1}.jpg`,
  caption: `Post number ${i + 1}`,
}))

async function openCarousel(page: Page): Promise<Locator> {
  // The page's timers run on a controlled clock: the tests move it instead of sleeping.
  await page.clock.install()
  await stubInstagramHosts(page)
  await page.route(
    (url) => url.pathname === '/api/photo-feed',
    (route) => route.fulfill({ json: { posts } }),
  )
  const feed = await openHomeAndScrollToFeed(page, recordFeedRequests(page))
  const carousel = feed.getByRole('region', { name: /Instagram posts/ })
  await expect(carousel.getByRole('img')).toHaveCount(6, { timeout: 15_000 })
  return carousel
}

/** Embla moves the slide strip with a transform; its x offset tells which slide is in front. */
const offset = (carousel: Locator) =>
  carousel
    .locator('[aria-roledescription="slide"]')
    .first()
    .evaluate((el) => el.parentElement?.style.transform ?? '')

/** The offset once a slide animation in progress has finished (250 ms of the page's clock without a change). */
async function settledOffset(carousel: Locator): Promise<string> {
  let last = await offset(carousel)
  for (;;) {
    await carousel.page().clock.runFor(250)
    const now = await offset(carousel)
    if (now === last) return now
    last = now
  }
}

test('autoplays every 3.8 s, pauses while the mouse is over it and can be paused', async ({ page }) => {
  // The home page with the feed, a controlled clock moved three times and the slides settling: 11 s on a
  // normal hour, so room for a slow one.
  test.setTimeout(60_000)
  const carousel = await openCarousel(page)
  await page.mouse.move(0, 0)
  await expect(carousel).toHaveAttribute('data-autoplay', 'playing')
  const start = await offset(carousel)
  await page.clock.runFor(2000)
  expect(await offset(carousel), 'nothing moves before 3.8 s').toBe(start)
  await page.clock.runFor(2000)
  await expect.poll(() => offset(carousel), { timeout: 3000 }).not.toBe(start)

  await carousel.getByRole('img').first().hover()
  await expect(carousel).toHaveAttribute('data-autoplay', 'paused')
  const hovered = await settledOffset(carousel)
  await page.clock.runFor(4300)
  expect(await offset(carousel)).toBe(hovered)

  await page.mouse.move(0, 0)
  await expect(carousel).toHaveAttribute('data-autoplay', 'playing')
  await carousel.getByRole('button', { name: 'Pause automatic scrolling' }).click()
  await page.mouse.move(0, 0)
  await expect(carousel).toHaveAttribute('data-autoplay', 'paused')
  await expect(carousel.getByRole('button', { name: 'Start automatic scrolling' })).toBeVisible()
})

test('previous and next move it and it loops', async ({ page }) => {
  const carousel = await openCarousel(page)
  await carousel.getByRole('button', { name: 'Pause automatic scrolling' }).click()
  const start = await settledOffset(carousel)
  await carousel.getByRole('button', { name: 'Previous posts' }).click()
  await expect.poll(() => offset(carousel)).not.toBe(start)
  await carousel.getByRole('button', { name: 'Next posts' }).click()
  await expect.poll(() => offset(carousel)).toBe(start)
})

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('does not autoplay for visitors who prefer reduced motion', async ({ page }) => {
    const carousel = await openCarousel(page)
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused')
    await expect(carousel.getByRole('button', { name: 'Start automatic scrolling' })).toBeVisible()
    const start = await settledOffset(carousel)
    await page.clock.runFor(4300)
    expect(await offset(carousel)).toBe(start)
  })
})

test('on a phone, one square picture fills most of the width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const carousel = await openCarousel(page)
  const box = await carousel.getByRole('img').first().boundingBox()
  expect(box?.width).toBeGreaterThan(250)
  expect(box?.width).toBeCloseTo(box?.height ?? 0, 0)
})

test('manual post links are embedded on demand, at least 520 px tall, and no feed is fetched', async ({ page }) => {
  const links = [
    'https://www.instagram.com/p/MANUAL1/',
    'https://www.instagram.com/p/MANUAL2/',
    'https://www.instagram.com/reel/MANUAL3/',
    'https://www.instagram.com/p/MANUAL4/',
  ]
  const embeds = await stubInstagramHosts(page)
  // Officers' links come from the site settings; here they are written into the page data the client
  // router receives (the settings of the e2e database stay untouched for the other tests).
  await page.route(
    (url) => url.pathname === '/' || url.pathname.startsWith('/index'),
    async (route) => {
      if (!route.request().headers()['rsc']) return route.fallback()
      const response = await route.fetch()
      const body = (await response.text()).replaceAll('"postLinks":[]', `"postLinks":${JSON.stringify(links)}`)
      await route.fulfill({
        status: response.status(),
        headers: { 'content-type': response.headers()['content-type'] ?? 'text/x-component' },
        body,
      })
    },
  )
  const feedRequests = recordFeedRequests(page)
  await page.goto('/news')
  // The client router's navigation (a tap before the scripts have arrived is a plain page load).
  await waitForHydration(page)
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click()
  const feed = page.getByTestId('photo-feed')
  await expect(feed).toHaveAttribute('data-state', 'embeds')
  const quotes = feed.locator('blockquote.instagram-media')
  await expect(quotes).toHaveCount(4)
  await expect(quotes.first()).toHaveAttribute('data-instgrm-permalink', links[0])
  expect(embeds.embedScriptLoads(), 'embed.js waits until the section nears the viewport').toBe(0)

  await feed.scrollIntoViewIfNeeded()
  await expect(feed.locator('[data-embedded]')).toHaveCount(4)
  expect(embeds.embedScriptLoads()).toBe(1)
  for (const box of await feed.locator(':scope > div').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height))) {
    expect(box).toBeGreaterThanOrEqual(520)
  }
  expect(feedRequests).toEqual([])
})
