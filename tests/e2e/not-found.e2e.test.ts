import { readdirSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

const MISSING = [
  { path: '/no-such-page', lang: 'en', message: 'Oops! Page not found', home: 'Return to Home', homeUrl: /\/$/ },
  { path: '/es/no-existe/tampoco', lang: 'es', message: '¡Uy! No encontramos esta página', home: 'Volver al inicio', homeUrl: /\/es$/ },
  // A news page past the last one: its own title was "PTA News".
  { path: '/news/page/99', lang: 'en', message: 'Oops! Page not found', home: 'Return to Home', homeUrl: /\/$/ },
  { path: '/es/news/page/99', lang: 'es', message: '¡Uy! No encontramos esta página', home: 'Volver al inicio', homeUrl: /\/es$/ },
]

for (const { path, lang, message, home, homeUrl } of MISSING) {
  test(`${path}: the server's HTML is the site's 404 page in its language (status 404)`, async ({ request }) => {
    const res = await request.get(path)
    expect(res.status()).toBe(404)
    const html = await res.text()
    expect(html).toContain(`<html lang="${lang}"`)
    expect(html).not.toContain('__next_error__')
    expect(html).toMatch(/<main id="main"/)
    expect(html).toContain(message)
  })

  test(`${path}: titled as a missing page in its language, kept out of search results`, async ({ page }) => {
    await page.goto(path)
    await expect(page).toHaveTitle(lang === 'es' ? /^Página no encontrada · / : /^Page not found · /)
    const robots = await page.locator('meta[name="robots"]').evaluateAll((metas) => metas.map((m) => m.getAttribute('content') ?? ''))
    expect(robots.length).toBeGreaterThan(0)
    expect(robots.filter((content) => !content.includes('noindex'))).toEqual([])
  })

  test(`${path}: without JavaScript a visitor sees the 404 page, the site's header and a way home`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
    await expect(page.getByText(message)).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: home }).click()
    await expect(page).toHaveURL(homeUrl)
    await context.close()
  })
}

test('a 404 page asks for nothing else that is missing (the language switch is not prefetched)', async ({ page }) => {
  const missing: string[] = []
  page.on('response', (res) => {
    if (res.status() === 404 && res.request().resourceType() !== 'document') missing.push(res.url())
  })
  await page.goto('/es/no-existe')
  await expect(page.getByText('¡Uy! No encontramos esta página')).toBeVisible()
  await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).hover()
  await page.waitForLoadState('networkidle')
  expect(missing).toEqual([])
})

test('a news page past the end is the same 404 page, in the HTML', async ({ request }) => {
  const res = await request.get('/news/page/999999')
  expect(res.status()).toBe(404)
  expect(await res.text()).toContain('Oops! Page not found')
})

/** Every file path in the e2e server's page cache (Next writes each cached address there). */
const pageCacheFiles = (): string[] =>
  readdirSync(path.join(process.env.E2E_DIST_DIR || '.next-test', 'server'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))

test('made-up news pages answer the 404 page and never get a page-cache entry of their own', async ({ request }) => {
  const run = Date.now().toString(36)
  const made = [...Array(10).keys()].flatMap((i) => [`x${run}${i}`, `${1000 + i}`, `${i}${run}`])
  for (const [prefix, message] of [['', 'Oops! Page not found'], ['/es', '¡Uy! No encontramos esta página']]) {
    for (const page of made) {
      const res = await request.get(`${prefix}/news/page/${page}`)
      expect({ page, status: res.status() }).toEqual({ page, status: 404 })
      expect(await res.text()).toContain(message)
    }
  }
  const entries = pageCacheFiles().filter((file) => made.some((page) => file.includes(`${path.sep}news${path.sep}page${path.sep}${page}`)))
  expect(entries).toEqual([])
})

test('addresses under a section that no route of its own claims answer the 404 page, never a 500', async ({ request }) => {
  // The rewrites left these to the `[locale]` pages as the language `api`, `admin`, `_next` (a 500 before).
  for (const address of ['/api', '/_next', '/_next/about-us', '/admin/news', '/admin/news/page/2', '/admin/no-such-screen']) {
    const res = await request.get(address, { maxRedirects: 0 })
    expect(`${address} ${res.status()}`).toBe(`${address} 404`)
    expect(await res.text()).toContain('Oops! Page not found')
  }
})

test('a language or section typed in capitals moves to its address (never a 500)', async ({ request }) => {
  for (const [typed, address] of [['/ES/news', '/es/news'], ['/Es', '/es'], ['/ES/news?x=1', '/es/news?x=1'], ['/API/announcements', '/api/announcements'], ['/CMS/news', '/cms/news'], ['/Admin', '/admin'], ['/EN/news', '/en/news'], ['/_NEXT/about-us', '/_next/about-us']]) {
    const res = await request.get(typed, { maxRedirects: 0 })
    expect(`${typed} ${res.status()} ${res.headers().location}`).toBe(`${typed} 308 ${address}`)
  }
  const page = await request.get('/ES/calendar')
  expect(page.status()).toBe(200)
  expect(await page.text()).toContain('<html lang="es"')
})

test("the shared 404 page says nothing about the address another visitor typed: the switch leads to the other language's home", async ({ page, request }) => {
  // Whichever unknown address renders the cached 404 page first, its header must not carry that address.
  const first = `/news/secret-${Date.now().toString(36)}`
  expect((await request.get(first)).status()).toBe(404)
  const html = await (await request.get('/some-other-missing-page')).text()
  expect(html).not.toContain('secret-')
  await page.goto('/es/otra-pagina-que-no-existe')
  await expect(page.getByRole('banner').getByRole('link', { name: 'English', exact: true })).toHaveAttribute('href', '/')
  await page.goto('/no-such-page-either')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Español', exact: true })).toHaveAttribute('href', '/es')
  // No menu item is marked as the current page on it.
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(page.locator('[aria-current="page"]')).toHaveCount(0)
})
