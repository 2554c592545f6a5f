import { expect, test } from '@playwright/test'

import { adminCode, signInWithBrowser } from '@tests/helpers/admin-e2e'
import { holdRoute } from '@tests/helpers/hold-route'

/** SPEC §2/§5/§8 admin login, every message, as an officer sees it in Chromium. */
test.describe.configure({ mode: 'serial' })

test('empty or blank code: "Please enter the admin code", and no request is sent', async ({ page }) => {
  const calls: string[] = []
  page.on('request', (r) => r.url().includes('/api/validate-admin-code') && calls.push(r.url()))
  await page.goto('/admin/login')
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible()
  await page.getByRole('button', { name: 'Access' }).click()
  await expect(page.getByText('Please enter the admin code')).toBeVisible()
  await page.getByLabel('Admin Code').fill('    ')
  await page.getByRole('button', { name: 'Access' }).click()
  await expect(page.getByText('Please enter the admin code')).toBeVisible()
  expect(calls).toEqual([])
})

test('the code field is a password field with a show/hide toggle, and there is a way back', async ({ page }) => {
  await page.goto('/admin/login')
  const field = page.getByLabel('Admin Code')
  await expect(field).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: 'Show code' }).click()
  await expect(field).toHaveAttribute('type', 'text')
  // Its name says what it does next; it is not also "pressed" (which would read "Hide code, pressed").
  await expect(page.getByRole('button', { name: 'Hide code' })).not.toHaveAttribute('aria-pressed', /.*/)
  await page.getByRole('button', { name: 'Hide code' }).click()
  await expect(field).toHaveAttribute('type', 'password')
  await page.getByRole('link', { name: 'Back to main site' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('a wrong code: inline "Invalid admin code" and the toast "Access denied - The entered code is not valid"', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel('Admin Code').fill('NOT-THE-CODE-0000')
  await page.getByRole('button', { name: 'Access' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid admin code' })).toBeVisible()
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Access denied' })
  await expect(toast).toContainText('The entered code is not valid')
  await expect(page).toHaveURL(/\/admin\/login/)
  // Keyboard users are back in the field, the wrong code selected, ready to type again.
  await expect(page.getByLabel('Admin Code')).toBeFocused()
})

test("the Access button reads 'Verifying...' while the code is checked", async ({ page }) => {
  const release = await holdRoute(page, '**/api/validate-admin-code')
  await page.goto('/admin/login')
  await page.getByLabel('Admin Code').fill('NOT-THE-CODE-0001')
  await page.getByRole('button', { name: 'Access' }).click()
  await expect(page.getByRole('button', { name: 'Verifying...' })).toBeDisabled()
  release()
  await expect(page.getByRole('button', { name: 'Access' })).toBeEnabled()
})

test('a throttled client is told to wait, in minutes', async ({ page }) => {
  await page.route('**/api/validate-admin-code', (route) =>
    route.fulfill({ status: 429, headers: { 'Retry-After': '540' }, contentType: 'application/json', body: '{"valid":false}' }),
  )
  await page.goto('/admin/login')
  await page.getByLabel('Admin Code').fill('ANY-CODE-AT-ALL')
  await page.getByRole('button', { name: 'Access' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Too many attempts' })).toHaveText('Too many attempts. Please try again in 9 minutes.')
})

test('the right code: toast "Access granted - Welcome to the admin panel", the dashboard, only the expiry stored', async ({ page, context }) => {
  await signInWithBrowser(page)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Access granted' })).toContainText('Welcome to the admin panel')
  const storage = await page.evaluate(() => ({ ...sessionStorage }))
  expect(Object.keys(storage)).toEqual(['admin_auth_expiry'])
  expect(Number(storage.admin_auth_expiry) - Date.now()).toBeGreaterThan(23.9 * 3_600_000)
  const localKeys = await page.evaluate(() => Object.keys(localStorage))
  expect(localKeys.join()).not.toMatch(/admin|token/i)
  const [cookie] = (await context.cookies()).filter((c) => c.name === 'pta_admin_session')
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' })
  expect(await page.evaluate(() => document.cookie)).not.toContain('pta_admin_session')

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await page.goto('/admin/login')
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
})

test('the dashboard: badge, view main site, five tiles and real numbers', async ({ page }) => {
  await signInWithBrowser(page)
  await expect(page.getByText('Administrator', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View main site' })).toHaveAttribute('href', '/')
  for (const [name, href] of [['Announcements', '/admin/announcements'], ['Admin Codes', '/admin/codes'], ['Analytics', '/admin/analytics'], ['Reports', '/admin/reports'], ['Settings', '/admin/settings']]) {
    await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href)
  }
  await expect(page.getByText('Active Announcements')).toBeVisible()
  await expect(page.getByText('Monthly Visits')).toBeVisible()
  await expect(page.getByText('2,431')).toHaveCount(0)
})

test('Sign Out: toast "Session closed - You have successfully logged out", home page, and the session is gone', async ({ page }) => {
  await signInWithBrowser(page)
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Session closed' })).toContainText('You have successfully logged out')
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => sessionStorage.getItem('admin_auth_expiry'))).toBeNull()
  await page.goto('/admin/dashboard')
  await expect(page).toHaveURL(/\/admin\/login/)
})

test('only same-site paths are followed after sign-in (no open redirect)', async ({ page }) => {
  // Several sign-ins and admin screens in one journey: 11–14 s on a normal hour, so room for a slow one.
  test.setTimeout(60_000)
  for (const next of ['https://evil.example/admin', '//evil.example', '/\\evil.example']) {
    await signInWithBrowser(page, adminCode(), `/admin/login?next=${encodeURIComponent(next)}`)
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/admin\/dashboard$/)
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/$/)
  }
  await signInWithBrowser(page, adminCode(), '/admin/login?next=%2Fadmin%2Fcodes')
  await expect(page).toHaveURL(/\/admin\/codes$/)
})
