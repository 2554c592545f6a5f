import { expect, test } from '@playwright/test'

import { adminCode, signInWithBrowser } from '@tests/helpers/admin-e2e'
import { holdRoute } from '@tests/helpers/hold-route'

/** Guards: no admin content without a session, on the server; the /cms panel uses the same sign-in. */
// Each page with words only it shows: Next renders a page beside its layout, so the redirect's body would
// carry the page unless the page checks the session itself.
const GUARDED: [string, RegExp][] = [
  ['/admin/dashboard', /Site checklist|Subscribers/],
  ['/admin/codes', /Issue a new code|Active codes/],
  ['/admin/analytics', /Page views|Visits/],
  ['/admin/reports', /Contact messages|Export CSV/],
  ['/admin/settings', /Membership registration|Spirit wear shop/],
  ['/admin/sign-out', /Stay signed in|End your officer session/],
  ['/admin/guide', /Give an officer a code|everyday jobs/],
  ['/admin/announcements', /Pop-ups \(information|America\/Los_Angeles/],
]

for (const [path, ownWords] of GUARDED) {
  test(`anonymous ${path} is redirected to /admin/login by the server, with no admin content`, async ({ request, page }) => {
    const res = await request.get(path, { maxRedirects: 0 })
    expect(res.status()).toBe(307)
    // Told to come back to the page asked for, except where sign-in leads anyway (and sign-out).
    const login = ['/admin/dashboard', '/admin/sign-out'].includes(path) ? '/admin/login' : `/admin/login?next=${encodeURIComponent(path)}`
    expect(res.headers().location).toBe(login)
    const body = await res.text()
    expect(body).not.toMatch(/Administrator|Sign Out|Admin Codes/)
    expect(body).not.toMatch(ownWords)
    await page.goto(path)
    await expect(page).toHaveURL(login)
  })
}

test("an officer's bookmark of a guarded page, opened without a session, comes back to that page after sign-in", async ({ page }) => {
  await page.goto('/admin/announcements')
  await expect(page).toHaveURL('/admin/login?next=%2Fadmin%2Fannouncements')
  await page.getByLabel('Admin Code').fill(adminCode())
  await page.getByRole('button', { name: 'Access' }).click()
  await expect(page).toHaveURL(/\/admin\/announcements$/)
  await expect(page.getByRole('button', { name: 'New Announcement' })).toBeVisible()
})

test('the CSV export refuses a visitor without a session', async ({ request }) => {
  const res = await request.get('/admin/reports/export?kind=subscribers')
  expect(res.status()).toBe(401)
  expect(await res.text()).not.toContain('@')
})

test('a browser following the CSV link without a session signs in and comes back to the same report', async ({ page }) => {
  const res = await page.request.get('/admin/reports/export?kind=inquiries&q=ana', { headers: { accept: 'text/html' }, maxRedirects: 0 })
  expect(res.status()).toBe(307)
  expect(await res.text()).not.toContain('@')
  await signInWithBrowser(page, undefined, '/admin/reports/export?kind=inquiries&q=ana')
  await expect(page).toHaveURL(/\/admin\/reports\?kind=inquiries&q=ana$/)
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible()
})

test("while a guarded page checks the session, the spinner reads 'Verifying authentication...'", async ({ page }) => {
  // The dashboard's links prefetch the page's loading state once the page is hydrated; a click before that
  // is a plain document load (no spinner), so wait for the Analytics prefetch and then for a quiet network.
  const prefetched = page.waitForResponse((res) => res.url().includes('/admin/analytics?_rsc=') && res.request().headers()['next-router-prefetch'] === '1')
  await signInWithBrowser(page)
  await prefetched
  await page.waitForLoadState('networkidle')
  const release = await holdRoute(page, '**/admin/analytics**', { passPrefetches: true })
  await page.getByRole('link', { name: /^Analytics/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Verifying authentication...' })).toBeVisible()
  release()
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible()
})

test("the /cms panel sends visitors to our sign-in, opens for an admin, and its logout asks for the officer's click", async ({ page }) => {
  // Several sign-ins and admin screens in one journey: 11–14 s on a normal hour, so room for a slow one.
  test.setTimeout(60_000)
  await page.goto('/cms')
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fcms|\/admin\/login\?next=\/cms/)
  await page.getByLabel('Admin Code').fill(adminCode())
  await page.getByRole('button', { name: 'Access' }).click()
  // The panel's first render (Payload's admin bundle) can take well over 5 s on a busy 2-core machine.
  await expect(page).toHaveURL(/\/cms$/, { timeout: 20_000 })
  await expect(page.getByText('Announcements').first()).toBeVisible({ timeout: 20_000 })
  // Payload's logout page signed out on a plain GET, so a link on any site could end the session: now the
  // officer lands on a page that asks, and the session stays until they click.
  for (const path of ['/cms/logout', '/cms/logout-inactivity', '/cms/%6Cogout', '/cms/logou%74-inactivity']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/admin\/sign-out$/)
    expect((await page.request.get('/api/admin-session')).status()).toBe(200)
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Sign out' })).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(async () => (await page.request.get('/api/admin-session')).status()).toBe(401)
  await page.goto('/admin/dashboard')
  await expect(page).toHaveURL(/\/admin\/login$/)
})
