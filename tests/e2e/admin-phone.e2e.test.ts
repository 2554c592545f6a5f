import { expect, type Page, test } from '@playwright/test'

import { openSignedIn } from '@tests/helpers/admin-e2e'

/** Issue 14: the admin works on a phone (390 px), and the dashboard's site checklist follows the settings. */
test.use({ viewport: { width: 390, height: 844 } })

/** Every row's cells and buttons lie inside the 390 px screen, and nothing scrolls sideways. */
async function expectRowsFit(page: Page, minRows: number) {
  const rows = page.locator('tbody tr')
  await expect(rows.first()).toBeVisible()
  expect(await rows.count()).toBeGreaterThanOrEqual(minRows)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  for (const row of await rows.all()) {
    for (const part of await row.locator('th, td, button').all()) {
      const box = await part.boundingBox()
      expect(box, 'visible on the phone').not.toBeNull()
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390)
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
    }
  }
}

test('announcements, codes and reports fit a 390 px phone without sideways scrolling', async ({ page }) => {
  // Several admin screens in one test: 8–10 s on a normal hour, so room for a slow one.
  test.setTimeout(60_000)
  await openSignedIn(page, '/admin/announcements')
  await expectRowsFit(page, 1)
  const first = page.locator('tbody tr').first()
  for (const label of ['Type', 'Status', 'Dates', 'Actions']) await expect(first.locator(`[data-label="${label}"]`)).toBeVisible()
  await expect(first.getByRole('button', { name: /Edit/ })).toBeVisible()
  await expect(page.getByRole('table')).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Dates' })).toBeAttached()

  await page.goto('/admin/codes')
  await expectRowsFit(page, 1)
  await page.goto('/admin/reports')
  if (await page.locator('tbody tr').count()) await expectRowsFit(page, 1)
  // A search that matches no one says so (an empty list without filters says none exist yet instead).
  await page.goto('/admin/reports?kind=inquiries&q=no-such-family-xyz')
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible()
})

test('the site checklist lists what still needs an officer and drops an item once it is fixed', async ({ page }) => {
  await openSignedIn(page)
  const checklist = page.getByRole('region', { name: 'Site checklist' })
  await expect(checklist).toBeVisible()
  await expect(checklist.getByText(/Links still point to example\.org/)).toBeVisible()
  const yearItem = checklist.getByText(/^The school year reads/)
  await expect(yearItem).toBeVisible()
  await expect(checklist.getByRole('link', { name: 'Update the school year' })).toHaveAttribute('href', '/admin/settings#school-year')

  const current = /but (\d{4}-\d{4}) has started/.exec((await yearItem.textContent()) ?? '')?.[1] ?? ''
  expect(current).toMatch(/^\d{4}-\d{4}$/)

  await page.goto('/admin/settings')
  const year = page.getByLabel('School year')
  await expect(year).toHaveValue(/^\d{4}-\d{4}$/)
  const original = await year.inputValue()
  await year.fill(current)
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Settings saved' })).toBeVisible()
  await page.goto('/admin/dashboard')
  await expect(page.getByText(/^The school year reads/)).toHaveCount(0)
  await expect(page.getByText(/Links still point to example\.org/)).toBeVisible()

  await page.goto('/admin/settings')
  await expect(page.getByLabel('School year')).toHaveValue(current)
  await page.getByLabel('School year').fill(original)
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Settings saved' }).last()).toBeVisible()
})
