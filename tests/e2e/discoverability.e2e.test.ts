import { expect, test } from '@playwright/test'

test('robots.txt keeps crawlers out of the admin area, the CMS and the API', async ({ request }) => {
  const body = await (await request.get('/robots.txt')).text()
  for (const path of ['/admin', '/cms', '/api']) expect(body).toContain(`Disallow: ${path}`)
  expect(body).toMatch(/Sitemap: .*\/sitemap\.xml/)
})

test('sitemap.xml lists every public route and nothing private', async ({ request }) => {
  const body = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/about-us', '/what-we-do', '/calendar', '/news', '/membership', '/volunteer', '/become-a-sponsor', '/contact', '/bubble-run']) {
    expect(body).toContain(`${path}</loc>`)
  }
  expect(body).not.toMatch(/\/(admin|cms|api)\b/)
})

test('pages carry Open Graph and Twitter metadata with an image', async ({ page }) => {
  await page.goto('/membership')
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /\/social-card\.png$/)
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Membership/)
})
