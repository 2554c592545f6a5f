import { expect, test, type Page } from '@playwright/test'

import { holdRoute } from '@tests/helpers/hold-route'

/**
 * A form the server renders takes no typing until React has hydrated it: react-hook-form then writes its
 * starting values into the fields, which emptied what a parent on a slow phone had typed first (and put an
 * officer's old text back on /admin/settings: the settings-spanish flake of 2026-11-28).
 */

/** Opens `path` with its scripts held: `field` takes no typing and `button` no click; then lets them in. */
async function openBeforeHydration(page: Page, path: string, field: string, button: string) {
  // The server's HTML (and its styles) arrive; the scripts wait.
  const release = await holdRoute(page, '**/_next/static/chunks/*.js')
  await page.goto(path, { waitUntil: 'commit' })
  const input = page.getByLabel(field)
  await expect(input).toHaveAttribute('readonly', '')
  await expect(page.getByRole('button', { name: button })).toBeDisabled()
  release()
  await expect(input).toBeEditable()
  return input
}

test('the contact form takes no typing until its script has loaded, then works', async ({ page }) => {
  const name = await openBeforeHydration(page, '/contact', 'Name', 'Send')
  await name.fill('Ana Parent')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Enter a valid email')).toBeVisible()
  await expect(name).toHaveValue('Ana Parent')
})

test('the admin sign-in takes no code until its script has loaded, then checks what is typed', async ({ page }) => {
  await openBeforeHydration(page, '/admin/login', 'Admin Code', 'Access')
  await page.getByRole('button', { name: 'Access' }).click()
  await expect(page.getByText('Please enter the admin code')).toBeVisible()
})
