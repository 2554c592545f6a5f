import { expect, test } from '@playwright/test'

import { openSignedIn } from '@tests/helpers/admin-e2e'

/** Settings typed but not saved: leaving the page asks first, and staying keeps the typing. */
test('a link or Sign Out away from unsaved settings asks first; staying keeps them, leaving goes', async ({ page }) => {
  await openSignedIn(page, '/admin/settings')
  await expect(page).toHaveURL(/\/admin\/settings$/)
  const address = page.getByLabel('Address')
  // The form library writes the stored values in as React hydrates the form, which then takes typing.
  await expect(address).toBeEditable()
  const typed = `${await address.inputValue()} (Room 4)`
  await address.fill(typed)

  const questions: string[] = []
  let answer = false
  page.on('dialog', (dialog) => {
    questions.push(dialog.message())
    void (answer ? dialog.accept() : dialog.dismiss())
  })
  for (const control of [page.getByRole('link', { name: /Back to dashboard/ }), page.getByRole('button', { name: 'Sign Out' })]) {
    await control.click()
    await expect.poll(() => questions.length).toBeGreaterThan(0)
    expect(questions.splice(0)).toEqual(['Leave this page? Your changes are not saved.'])
    await expect(page).toHaveURL(/\/admin\/settings$/)
    await expect(address).toHaveValue(typed)
  }
  answer = true
  await page.getByRole('link', { name: /Back to dashboard/ }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  expect(questions).toEqual(['Leave this page? Your changes are not saved.'])

  // Nothing typed: no question.
  await page.goto('/admin/settings')
  questions.length = 0
  await page.getByRole('link', { name: /Back to dashboard/ }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  expect(questions).toEqual([])

  // To the public site (another root layout: a whole page load), one question, not the browser's second.
  await page.goto('/admin/settings')
  await address.fill(typed)
  await page.getByRole('link', { name: 'View main site' }).click()
  await expect(page).toHaveURL(/:\d+\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(questions).toEqual(['Leave this page? Your changes are not saved.'])
})
