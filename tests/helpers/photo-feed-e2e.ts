import { expect, type Page } from '@playwright/test'

import type { FakeMode } from '@tests/helpers/fake-instagram.mjs'

export const FAKE_CDN = 'https://cdn.fake-instagram.test'

/** Switches the fake Instagram API that the e2e server talks to (started by the global setup). */
export async function setInstagramMode(mode: FakeMode): Promise<void> {
  const res = await fetch(`${process.env.E2E_INSTAGRAM_URL}/__mode`, { method: 'POST', body: JSON.stringify({ mode }) })
  expect(res.ok).toBe(true)
}

const picture = (n: number) => {
  const hue = (n * 47) % 360
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640"><rect width="640" height="640" fill="hsl(${hue},60%,55%)"/><text x="320" y="370" font-size="180" text-anchor="middle" fill="#fff" font-family="sans-serif">${n}</text></svg>`
}

/**
 * Keeps the browser off the internet: pictures from the fake CDN are drawn here, Instagram's embed.js is
 * a stub that, like the real one, replaces each blockquote with a rendered embed; anything else on
 * instagram.com is refused. Returns how often embed.js was requested.
 */
export async function stubInstagramHosts(page: Page): Promise<{ embedScriptLoads: () => number }> {
  let loads = 0
  await page.route(`${FAKE_CDN}/**`, (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: picture(Number(/(\d+)\.\w+$/.exec(route.request().url())?.[1] ?? 0)) }),
  )
  await page.route('https://www.instagram.com/**', (route) => {
    if (new URL(route.request().url()).pathname !== '/embed.js') return route.abort()
    loads += 1
    return route.fulfill({
      contentType: 'text/javascript',
      body: `window.instgrm = { Embeds: { process() {
        document.querySelectorAll('blockquote.instagram-media').forEach((b) => {
          const embed = document.createElement('div')
          embed.className = 'instagram-media instagram-media-rendered'
          embed.dataset.embedded = b.dataset.instgrmPermalink
          embed.style.minHeight = '520px'
          embed.textContent = 'Embedded post'
          b.replaceWith(embed)
        })
      } } }; window.instgrm.Embeds.process()`,
    })
  })
  return { embedScriptLoads: () => loads }
}

/** Records the browser's calls to the photo-feed function. */
export function recordFeedRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/photo-feed') urls.push(req.url())
  })
  return urls
}

/** Opens the home page (`/` or the Spanish `/es`) without reaching the photo feed, then scrolls to it. */
export async function openHomeAndScrollToFeed(page: Page, feedRequests: string[], home = '/') {
  await page.goto(home)
  const feed = page.getByTestId('photo-feed')
  // Hydrated: Next's router appends its route announcer in an effect that runs after every effect of the
  // page's components (so the feed's viewport observer is set up), then two frames for its first report.
  await page.locator('next-route-announcer').waitFor({ state: 'attached' })
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))))
  expect(feedRequests, 'no feed request before the section nears the viewport').toEqual([])
  await feed.scrollIntoViewIfNeeded()
  return feed
}
