import { expect, test } from '@playwright/test'

import { holdRoute } from '@tests/helpers/hold-route'

/**
 * A form the server renders takes no typing until React has hydrated it: react-hook-form then writes its
 * starting values into the fields, which emptied what a parent on a slow phone had typed first (and put an
 * officer's old text back on /admin/settings: the settings-spanish flake of 2026-11-28).
 */
test('the contact form takes no typing until its script has loaded, then works', async ({ page }) => {
  // Its scripts wait; the server's HTML (and its styles) arrive.
  const release = await holdRoute(page, '**/_next/static/chunks/*.js')
  await page.goto('/contact', { waitUntil: 'commit' })
  const name = page.getByLabel('Name')
  await expect(name).toHaveAttribute('readonly', '')
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled()
  release()
  await expect(name).toBeEditable()
  await name.fill('Ana Parent')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Enter a valid email')).toBeVisible()
  await expect(name).toHaveValue('Ana Parent')
})

test('the admin sign-in takes no code until its script has loaded, then checks what is typed', async ({ page }) => {
  const release = await holdRoute(page, '**/_next/static/chunks/*.js')
  await page.goto('/admin/login', { waitUntil: 'commit' })
  const code = page.getByLabel('Admin Code')
  await expect(code).toHaveAttribute('readonly', '')
  await expect(page.getByRole('button', { name: 'Access' })).toBeDisabled()
  release()
  await expect(code).toBeEditable()
  await page.getByRole('button', { name: 'Access' }).click()
  await expect(page.getByText('Please enter the admin code')).toBeVisible()
})
