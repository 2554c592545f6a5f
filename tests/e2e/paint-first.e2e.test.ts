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
