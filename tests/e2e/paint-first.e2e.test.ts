import { expect, type Page, test } from '@playwright/test'

import { holdRoute } from '@tests/helpers/hold-route'
import { waitForHydration } from '@tests/helpers/hydration'

/**
 * Public pages paint before they load the framework (scripts/lib/paint-first.mjs): the page's own scripts
 * are requested only after its largest element (the home page's hero still) has been painted, each once,
 * and the page then hydrates as before. Officers' pages keep Next's script tags as Next writes them.
 */
const CHUNK = /\/_next\/static\/chunks\/[^/?]+\.js$/

async function chunkRequests(page: Page, path: string): Promise<Map<string, number>> {
  const seen = new Map<string, number>()
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (CHUNK.test(url.pathname)) seen.set(url.pathname, (seen.get(url.pathname) ?? 0) + 1)
  })
  await page.goto(path)
  await waitForHydration(page)
  return seen
}

/** When the page's scripts were requested, against its paints (the Performance timeline, in ms). */
const timeline = (page: Page) =>
  page.evaluate(async () => {
    const lcp = await new Promise<PerformanceEntry[]>((resolve) =>
      new PerformanceObserver((list, observer) => {
        observer.disconnect()
        resolve(list.getEntries())
      }).observe({ type: 'largest-contentful-paint', buffered: true }),
    )
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => /\/_next\/static\/chunks\/[^/?]+\.js$/.test(new URL(e.name).pathname) && (e as PerformanceResourceTiming).initiatorType === 'script')
    const hero = document.querySelector('img[fetchpriority="high"]')
    return {
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      heroPaint: lcp.find((e) => (e as PerformanceEntry & { element?: Element }).element === hero)?.startTime ?? null,
      firstScript: Math.min(...scripts.map((e) => e.startTime)),
      inHead: [...document.head.querySelectorAll('script[src*="/_next/static/chunks/"]')].map((e) => new URL((e as HTMLScriptElement).src).pathname),
      listed: JSON.parse(document.body.innerHTML.match(/\(function\(\)\{var u=(\[[^\]]*\])/)?.[1] ?? '[]') as string[],
    }
  })

test('the home page asks for its scripts once its hero still is on screen, each script once, then hydrates', async ({ page }) => {
  const requested = await chunkRequests(page, '/')
  expect(requested.size).toBeGreaterThan(4)
  expect([...requested].filter(([, n]) => n > 1)).toEqual([])
  const t = await timeline(page)
  expect(t.heroPaint).not.toBeNull()
  expect(t.firstScript).toBeGreaterThanOrEqual(t.heroPaint ?? Infinity)
  // Added by the loader to <head> (where Next's runtime and React look for them), each once.
  expect(t.listed.length).toBeGreaterThan(4)
  for (const url of t.listed) expect({ url, inHead: t.inHead.filter((u) => u === url).length, requested: requested.get(url) }).toEqual({ url, inHead: 1, requested: 1 })
  // Hydrated: a client component answers.
  await page.setViewportSize({ width: 390, height: 800 })
  await page.getByRole('button', { name: /menu/i }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('a page without a hero asks for its scripts after its first paint', async ({ page }) => {
  for (const path of ['/news', '/es/contact']) {
    const requested = await chunkRequests(page, path)
    expect([...requested].filter(([, n]) => n > 1)).toEqual([])
    const t = await timeline(page)
    expect({ path, after: t.firstScript >= t.firstPaint }).toEqual({ path, after: true })
  }
})

test('a page whose first picture is not its largest element loads its scripts once that picture is painted', async ({ page }) => {
  // At 1280 px a card's picture on /news and /calendar is smaller than a paragraph or another picture, so the
  // browser never reports it as the largest paint. The loader's 3 s fallback is held back here: the page has
  // to hydrate on its own trigger (the picture decoded, three frames on).
  await page.addInitScript(() => {
    const setTimer = window.setTimeout
    window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => (ms === 3000 ? 0 : setTimer(fn, ms, ...args))) as typeof window.setTimeout
  })
  for (const path of ['/news', '/calendar']) {
    await page.goto(path)
    expect({ path, picture: await page.locator('img[fetchpriority="high"]').count() }).toEqual({ path, picture: 1 })
    await waitForHydration(page)
    const t = await timeline(page)
    expect({ path, heroIsLargest: t.heroPaint !== null, after: t.firstScript >= t.firstPaint }).toEqual({ path, heroIsLargest: false, after: true })
  }
})

test('the HTML carries the loader instead of Next\'s script tags; officers\' pages keep Next\'s tags', async ({ page }) => {
  const html = await (await page.request.get('/calendar')).text()
  expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/)
  expect(html).toMatch(/<script>\(function\(\)\{var u=\["\/_next\/static\/chunks\//)
  const officers = await (await page.request.get('/admin/login')).text()
  expect(officers).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/)
  expect(officers).not.toContain('<script>(function(){var u=')
})

test('a tap on the phone menu before the scripts have arrived opens the menu once they have', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const release = await holdRoute(page, '**/_next/static/chunks/*.js')
  await page.goto('/', { waitUntil: 'commit' })
  const open = page.getByRole('button', { name: 'Open menu' })
  await open.click()
  const dialog = page.getByRole('dialog', { name: 'Menu' })
  await expect(dialog).toHaveCount(0)
  release()
  await expect(dialog).toBeVisible()
  // Given once: the menu stays open (a second replay would have closed it).
  await waitForHydration(page)
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('the React payload is not inline: the page asks for it after its first paint, from an address cached for good', async ({ page }) => {
  for (const path of ['/', '/es']) {
    const html = await (await page.request.get(path)).text()
    expect({ path, inline: html.includes('<script>self.__next_f.push([1,') }).toEqual({ path, inline: false })
    const address = html.match(/,w="(\/_next\/flight\/[^"]+\.json)"/)?.[1] ?? ''
    const payload = await page.request.get(address)
    expect({ path, status: payload.status(), cache: payload.headers()['cache-control'] }).toEqual({ path, status: 200, cache: 'public, max-age=31536000, immutable' })
    const parts = (await payload.json()) as unknown[]
    expect({ path, strings: parts.length > 1 && parts.every((p) => typeof p === 'string') }).toEqual({ path, strings: true })
  }
  const flights: string[] = []
  page.on('request', (req) => {
    if (req.url().includes('/_next/flight/')) flights.push(req.url())
  })
  await page.goto('/news')
  await waitForHydration(page)
  expect(flights).toHaveLength(1)
  const t = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    payload: performance.getEntriesByType('resource').find((e) => e.name.includes('/_next/flight/'))?.startTime ?? -1,
  }))
  expect(t.payload).toBeGreaterThanOrEqual(t.firstPaint)
})

test('a page whose payload cannot be had reloads once, then stays as painted without the framework', async ({ page }) => {
  let refused = 0
  await page.route('**/_next/flight/**', async (route) => {
    await route.fulfill({ status: 404, body: 'Not found' })
    refused += 1
  })
  let loads = 0
  page.on('load', () => {
    loads += 1
  })
  await page.goto('/contact')
  await expect.poll(() => loads).toBe(2)
  // The reloaded page asks once more and is refused again: it stays, painted and readable, and no framework
  // starts on a page without its payload (which would show the error page).
  await expect.poll(() => refused).toBe(2)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  expect(loads).toBe(2)
  expect(await page.locator('head script[src*="/_next/static/chunks/"]:not([nomodule])').count()).toBe(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
