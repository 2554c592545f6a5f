import { expect, test } from '@playwright/test'

const MISSING = [
  { path: '/no-such-page', lang: 'en', message: 'Oops! Page not found', home: 'Return to Home', homeUrl: /\/$/ },
  { path: '/es/no-existe/tampoco', lang: 'es', message: '¡Uy! No encontramos esta página', home: 'Volver al inicio', homeUrl: /\/es$/ },
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

test('a news page past the end is the same 404 page, in the HTML', async ({ request }) => {
  const res = await request.get('/news/page/999999')
  expect(res.status()).toBe(404)
  expect(await res.text()).toContain('Oops! Page not found')
})
