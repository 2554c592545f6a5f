import { expect, test } from '@playwright/test'

import { openSignedIn } from '@tests/helpers/admin-e2e'

/** Officers' forms say which fields are required, and removing a row leaves focus in its list. Nothing is saved. */
test('settings: required fields are marked and announced, and "Remove" moves focus to the row that takes its place', async ({ page }) => {
  await openSignedIn(page, '/admin/settings')
  await expect(page).toHaveURL(/\/admin\/settings$/)
  await expect(page.getByText('Fields marked * are required.')).toBeVisible()
  // The mark is for the eye; a screen reader hears the input's own "required" instead of a star.
  await expect(page.getByRole('textbox', { name: 'Membership registration', exact: true })).toHaveAttribute('aria-required', 'true')
  await expect(page.locator('label[for="settings-links-membership"]').locator('..')).toHaveText('Membership registration *')
  await expect(page.getByRole('textbox', { name: 'School name in Spanish', exact: true })).not.toHaveAttribute('aria-required', /.*/)

  const numbers = page.getByRole('textbox', { name: /^Number \d$/ })
  if ((await numbers.count()) === 4) await page.getByRole('button', { name: 'Remove number 4' }).click()
  while ((await numbers.count()) < 3) await page.getByRole('button', { name: 'Add a number' }).click()
  await page.getByRole('textbox', { name: 'Number 2', exact: true }).fill('second')
  // Removing the first row: focus lands on the row that moved up into its place.
  await page.getByRole('button', { name: 'Remove number 1' }).click()
  await expect(page.getByRole('textbox', { name: 'Number 1', exact: true })).toBeFocused()
  await expect(page.getByRole('textbox', { name: 'Number 1', exact: true })).toHaveValue('second')
  // Removing the last row: focus goes to the row before it.
  await expect(numbers).toHaveCount(2)
  await page.getByRole('button', { name: 'Remove number 2' }).click()
  await expect(page.getByRole('textbox', { name: 'Number 1', exact: true })).toBeFocused()
  // Removing every row: focus goes to "Add a number".
  while ((await numbers.count()) > 0) await page.getByRole('button', { name: 'Remove number 1' }).click()
  await expect(page.getByRole('button', { name: 'Add a number' })).toBeFocused()
})

test('the announcement dialog marks Title as required, and Start Date only for an event', async ({ page }) => {
  await openSignedIn(page, '/admin/announcements')
  await page.getByRole('button', { name: 'New Announcement' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Announcement' })
  await expect(dialog.getByText('Fields marked * are required.')).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveAttribute('aria-required', 'true')
  const start = dialog.getByLabel('Start Date')
  await dialog.getByLabel('Type').selectOption('news')
  await expect(start).not.toHaveAttribute('aria-required', /.*/)
  await expect(dialog.locator('label[for="announcement-start"]').locator('..')).toHaveText('Start Date')
  await dialog.getByLabel('Type').selectOption('event')
  await expect(start).toHaveAttribute('aria-required', 'true')
  await expect(dialog.locator('label[for="announcement-start"]').locator('..')).toHaveText('Start Date *')
})

test('codes: "On a date…" adds a labelled, required date whose error is tied to it; admin links start at the heading', async ({ page }) => {
  await openSignedIn(page, '/admin/dashboard')
  // A link inside the admin area: focus starts at the new page's heading (not left on <body>).
  await page.getByRole('link', { name: /Admin codes/i }).first().click()
  await expect(page).toHaveURL(/\/admin\/codes$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await page.getByLabel('Label').fill('Form marks check')
  await page.getByLabel('Expires').selectOption('date')
  const date = page.getByLabel('Last day the code works')
  await expect(date).toHaveAttribute('aria-required', 'true')
  await expect(page.locator('label[for="code-expires-on"]').locator('..')).toHaveText('Last day the code works *')
  await page.getByRole('button', { name: 'Create code' }).click()
  await expect(page.locator('#code-expires-on-error')).toHaveText('Choose the last day the code works.')
  await expect(date).toHaveAttribute('aria-describedby', 'code-expires-on-error')
  await expect(page.getByLabel('Expires')).toHaveAttribute('aria-describedby', 'code-expiry-hint')
})
