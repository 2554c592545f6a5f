import { expect, test } from '@playwright/test'

import { openSignedIn, signInWithBrowser } from '@tests/helpers/admin-e2e'
import { sql } from '@tests/helpers/e2e-db'

/** The admin sections the spec only links to: codes, analytics, reports, settings. */
test('codes: a new code is shown once, signs in, and disabling it ends its session', async ({ page, browser }) => {
  await openSignedIn(page, '/admin/codes')
  const label = `Treasurer ${Date.now()}`
  await page.getByLabel('Label').fill(label)
  await page.getByLabel('Expires').selectOption('none')
  await page.getByRole('button', { name: 'Create code' }).click()
  const code = (await page.getByTestId('new-admin-code').textContent())?.trim() ?? ''
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/)
  const row = page.getByRole('row', { name: new RegExp(label) })
  await expect(row).toContainText('Active')
  await expect(row).toContainText('Never')
  // Done closes the notice and the keyboard goes on from the form (focus fell to the top of the page).
  await page.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByLabel('Label')).toBeFocused()
  // A second working code with the same label (any case) is refused: the two rows would look alike.
  await page.getByLabel('Label').fill(` ${label.toUpperCase()} `)
  await page.getByRole('button', { name: 'Create code' }).click()
  await expect(page.getByText('A working code already has this label. Use one that tells them apart, such as the officer’s name.')).toBeVisible()
  await expect(page.getByTestId('new-admin-code')).toHaveCount(0)
  expect(await sql('SELECT id FROM admin_codes WHERE lower(label) = lower($1)', [label])).toHaveLength(1)

  const officer = await browser.newContext()
  const officerPage = await officer.newPage()
  await signInWithBrowser(officerPage, code)
  await expect(officerPage).toHaveURL(/\/admin\/dashboard$/)

  await page.reload()
  await expect(page.getByText(code)).toHaveCount(0)
  await page.getByRole('row', { name: new RegExp(label) }).getByRole('button', { name: /Disable/ }).click()
  await expect(page.getByRole('dialog')).toContainText('signed out')
  await page.getByRole('button', { name: 'Disable code' }).click()
  await expect(page.getByRole('row', { name: new RegExp(label) })).toContainText('Disabled')
  // The keyboard goes on from the code's new button (it fell back to the top of the page).
  await expect(page.getByRole('row', { name: new RegExp(label) }).getByRole('button', { name: /^Enable/ })).toBeFocused()

  await officerPage.reload()
  await expect(officerPage).toHaveURL(/\/admin\/login$/)
  await officer.close()

  // A code that no longer works can be deleted here (it took /cms), after a question.
  await page.getByRole('row', { name: new RegExp(label) }).getByRole('button', { name: /^Delete/ }).click()
  await expect(page.getByRole('dialog', { name: `Delete “${label}”?` })).toContainText('can never be enabled again')
  await page.getByRole('button', { name: 'Delete code' }).click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: `“${label}” deleted` })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('row', { name: new RegExp(label) })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'All codes' })).toBeFocused()
  expect(await sql('SELECT id FROM admin_codes WHERE label = $1', [label])).toEqual([])
  // A working code offers no Delete.
  await expect(page.getByRole('row', { name: /your session/ }).getByRole('button', { name: /^Delete/ })).toHaveCount(0)
})

test('codes: a new code needs a label; after signing out elsewhere, Create code goes to the login page', async ({ page }) => {
  await openSignedIn(page, '/admin/codes')
  await page.getByRole('button', { name: 'Create code' }).click()
  await expect(page.getByText("Give the code a label, such as the officer's role.")).toBeVisible()
  await page.getByLabel('Label').fill('Treasurer')
  expect(await page.evaluate(async () => (await fetch('/api/admin-logout', { method: 'POST' })).status)).toBeLessThan(300)
  await page.getByRole('button', { name: 'Create code' }).click()
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fcodes$/)
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Session ended' })).toContainText('Sign in again to continue.')
})

test('reports: a search with a NUL character (a crafted link) finds nothing instead of failing', async ({ page }) => {
  await openSignedIn(page, '/admin/reports')
  await page.goto('/admin/reports?kind=inquiries&q=%00')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('cell', { name: /Ana/ }).first()).toBeVisible()
  expect((await page.request.get('/admin/reports/export?kind=inquiries&q=a%00b')).status()).toBe(200)
})

test('analytics and the dashboard count page views made in the browser, with no cookie', async ({ page, context }) => {
  await page.goto('/news')
  // the server writes its counts every 10 s
  await expect
    .poll(async () => (await sql<{ n: string }>("SELECT coalesce(sum(views),0) AS n FROM page_views WHERE path = '/news'"))[0].n, { timeout: 25_000 })
    .not.toBe('0')
  expect((await context.cookies()).map((c) => c.name)).toEqual([])
  await openSignedIn(page, '/admin/analytics')
  await expect(page.locator('figcaption').getByText('Page views per day')).toBeVisible()
  // Its own row (the Spanish /es/news, when viewed, has another).
  await expect(page.getByRole('cell', { name: '/news', exact: true })).toBeVisible()
  await page.goto('/admin/dashboard')
  const visible = await sql<{ n: string }>(
    `SELECT count(*) AS n FROM announcements WHERE active AND (visible_from IS NULL OR visible_from <= now())
       AND (visible_until IS NULL OR visible_until > now())`,
  )
  const active = page.getByText('Active Announcements').locator('..')
  await expect(active).toContainText(String(Number(visible[0].n)))
  await expect(page.getByText('Monthly Visits').locator('..')).not.toContainText(/^Monthly Visits0/)
})

test('reports: subscribers and inquiries with delivery status, filters, CSV export', async ({ page }) => {
  await openSignedIn(page, '/admin/reports')
  const [sub] = await sql<{ email: string }>('SELECT email FROM subscriptions ORDER BY id LIMIT 1')
  await expect(page.getByRole('cell', { name: sub.email })).toBeVisible()
  await page.getByRole('link', { name: 'Contact inquiries' }).click()
  await expect(page.getByRole('cell', { name: /Ana/ }).first()).toBeVisible()
  // This server has no SMTP_URL: "sent" there means saved in the outbox, and the screen says so.
  await expect(page.getByText('Email is not set up yet.')).toBeVisible()
  await page.getByLabel('Delivery status').selectOption('failed')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/status=failed/)
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const csv = await (await download).createReadStream()
  let text = ''
  for await (const chunk of csv) text += chunk
  expect(text).toContain('Delivery status')
  expect(text).toContain('Received (America/Los_Angeles)')
  expect(text).not.toContain('ana@example.org')
  // Dates in school time as spreadsheets read them, never raw ISO timestamps.
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/)
  const rows = text.trim().split('\r\n').slice(1)
  for (const row of rows) expect(row).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
})

test('settings: when the session has ended, Save keeps the screen and what was typed, and says so', async ({ page }) => {
  await openSignedIn(page, '/admin/settings')
  const meeting = page.getByLabel('Monthly meeting schedule', { exact: true })
  await meeting.fill('Second Wednesday, 6:30 PM, in the library')
  // Signed out elsewhere (another tab): this screen's cookie no longer opens a session.
  expect(await page.evaluate(async () => (await fetch('/api/admin-logout', { method: 'POST' })).status)).toBeLessThan(300)
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Settings not saved' })).toContainText('Your session has ended. Sign in again')
  await expect(page).toHaveURL(/\/admin\/settings$/)
  await expect(meeting).toHaveValue('Second Wednesday, 6:30 PM, in the library')
  // Coming back to the tab: the unsaved form keeps the screen too.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Session ended' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/settings$/)
})

test('settings: validated in the browser, saved for real', async ({ page }) => {
  await openSignedIn(page, '/admin/settings')
  await expect(page.getByText('School time zone: Pacific Time (America/Los_Angeles).')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Site Settings in /cms' })).toHaveAttribute('href', '/cms/globals/site-settings')
  const year = page.getByLabel('School year')
  // The form library writes the stored values in as React hydrates the form, which then takes typing.
  await expect(year).toBeEditable()
  const original = await year.inputValue()
  await year.fill('2025')
  await page.getByLabel('Membership registration').fill('javascript:alert(1)')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Use the form 2025-2026.')).toBeVisible()
  await expect(page.getByText('Enter a full link that starts with https://')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('School year')).toHaveValue(original)
  const promoEnd = async () => (await sql<{ t: string }>('SELECT promo_ends_at::text AS t FROM site_settings'))[0].t
  const storedEnd = await promoEnd()
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Settings saved' })).toBeVisible()
  // The pop-up's end date, left as it was, keeps its exact stored time (not moved to that day's school midnight).
  expect(await promoEnd()).toBe(storedEnd)
})
