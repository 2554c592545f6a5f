import { expect, test } from '@playwright/test'

import { openHomeAndScrollToFeed, recordFeedRequests, setInstagramMode, stubInstagramHosts } from '@tests/helpers/photo-feed-e2e'

/**
 * The home photo-feed block in every state of SPEC §4, through the real /api/photo-feed and a fake
 * Instagram whose mode each test sets (the e2e server keeps no cache, so each view asks it afresh).
 */
const ERROR_TEXT = "We couldn't load posts right now."
const EMPTY_TEXT = 'No posts available at the moment.'

test.beforeEach(async ({ page }) => {
  await stubInstagramHosts(page)
})
test.afterAll(async () => {
  await setInstagramMode('ok')
})

async function expectFollowLink(feed: import('@playwright/test').Locator) {
  const follow = feed.getByRole('link', { name: /Follow @goldenoakpta on Instagram/ })
  await expect(follow).toHaveAttribute('href', 'https://www.instagram.com/goldenoakpta/')
  await expect(follow).toHaveAttribute('target', '_blank')
  await expect(follow).toHaveAttribute('rel', 'noopener noreferrer')
}

test('shows placeholder tiles while loading, then the error and a follow link when Instagram times out', async ({ page }) => {
  await setInstagramMode('slow')
  const requests = recordFeedRequests(page)
  const feed = await openHomeAndScrollToFeed(page, requests)
  await expect(feed).toHaveAttribute('data-state', 'loading')
  await expect(feed.locator('[aria-busy="true"] .feed-tile').first()).toBeVisible()
  await expect(feed).toHaveAttribute('data-state', 'error', { timeout: 10_000 })
  await expect(feed.getByText(ERROR_TEXT)).toBeVisible()
  await expectFollowLink(feed)
  // Nothing to show: a compact row (message and follow link), not a tall empty panel.
  const box = await feed.boundingBox()
  expect(box?.height ?? 0).toBeLessThan(200)
  expect(requests).toHaveLength(1)
  expect(new URL(requests[0]).search).toBe('?username=goldenoakpta&limit=6')
})

for (const mode of ['error', 'malformed'] as const) {
  test(`shows the error text and a follow link when Instagram answers ${mode === 'error' ? '500' : 'malformed JSON'}`, async ({ page }) => {
    await setInstagramMode(mode)
    const feed = await openHomeAndScrollToFeed(page, recordFeedRequests(page))
    await expect(feed.getByText(ERROR_TEXT)).toBeVisible()
    await expectFollowLink(feed)
    await expect(feed.getByRole('region', { name: /Instagram posts/ })).toHaveCount(0)
  })
}

test('shows the empty text and a follow link when there are no posts', async ({ page }) => {
  await setInstagramMode('empty')
  const feed = await openHomeAndScrollToFeed(page, recordFeedRequests(page))
  await expect(feed.getByText(EMPTY_TEXT)).toBeVisible()
  await expectFollowLink(feed)
})

test('shows the posts in an accessible carousel, without moving the page below', async ({ page }) => {
  await setInstagramMode('ok')
  let release = () => {}
  const held = new Promise<void>((r) => (release = r))
  await page.route(
    (url) => url.pathname === '/api/photo-feed',
    async (route) => {
      await held
      await route.continue()
    },
  )
  const feed = await openHomeAndScrollToFeed(page, recordFeedRequests(page))
  await expect(feed).toHaveAttribute('data-state', 'loading')
  const loadingHeight = (await feed.boundingBox())?.height
  release()
  const carousel = feed.getByRole('region', { name: 'Latest Instagram posts from @goldenoakpta' })
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
  expect((await feed.boundingBox())?.height).toBeCloseTo(loadingHeight ?? 0, 0)

  const slides = carousel.locator('[aria-roledescription="slide"]')
  await expect(slides).toHaveCount(6)
  await expect(slides.first()).toHaveAttribute('aria-label', '1 of 6')
  const links = carousel.getByRole('link')
  await expect(links.first()).toHaveAttribute('href', 'https://www.instagram.com/p/FAKE1/')
  await expect(links.first()).toHaveAttribute('target', '_blank')
  await expect(links.first()).toHaveAttribute('rel', 'noopener noreferrer')
  const images = carousel.getByRole('img')
  await expect(images.first()).toHaveAttribute('alt', /^Golden Bubble Run 2025: 30 laps of bubbles/)
  expect((await images.first().getAttribute('alt'))?.length).toBeLessThanOrEqual(120)
  await expect(images.nth(2)).toHaveAttribute('alt', 'Photo from goldenoakpta on Instagram')
  await expect(images.first()).toHaveAttribute('loading', 'lazy')
  await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  const box = await images.first().boundingBox()
  expect(box?.width).toBeCloseTo(box?.height ?? 0, 0)
  await expect(carousel.getByRole('button', { name: 'Previous posts' })).toBeVisible()
  await expect(carousel.getByRole('button', { name: 'Next posts' })).toBeVisible()
})
