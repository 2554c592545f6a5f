import { expect, test } from '@playwright/test'

import { signInWithBrowser } from '@tests/helpers/admin-e2e'

/** Issue 14: the officer's guide and the content manager are one click from the dashboard, and /cms is ours. */
test('the dashboard links the officer guide and the content manager; a failed try leaves no stale toast', async ({ page }) => {
  // Several sign-ins and admin screens in one journey: 11–14 s on a normal hour, so room for a slow one.
  test.setTimeout(60_000)
  await page.goto('/admin/login')
  await page.getByLabel('Admin Code').fill('WRONG-CODE-0000')
  await page.getByRole('button', { name: 'Access' }).click()
  await expect(page.getByText('Access denied')).toBeVisible()
  await signInWithBrowser(page)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByText('Access granted')).toBeVisible()
  await expect(page.getByText('Access denied')).toHaveCount(0)
  await expect(page.getByText('Signed in with the code “Set up at install”')).toBeVisible()

  await page.getByRole('link', { name: "Officer's guide" }).click()
  await expect(page.getByRole('heading', { level: 1, name: "Officer's guide" })).toBeVisible()
  for (const job of ['Post news', 'Add an event with a time', 'Write it in Spanish too', 'Email it to the subscribers', 'Give an officer a code', 'Change links, contact details and the school year']) {
    await expect(page.getByRole('heading', { level: 2, name: job })).toBeVisible()
  }

  await page.goto('/admin/dashboard')
  await page.getByRole('link', { name: 'Content manager (/cms)' }).click()
  // Payload's panel is the heaviest page to render the first time (the address changes only once it has):
  // give it longer than the default 5 s.
  await expect(page).toHaveURL(/\/cms/, { timeout: 20_000 })
  await expect(page.getByRole('link', { name: '← Back to PTA Admin' })).toBeAttached({ timeout: 20_000 })
  await page.goto('/cms/collections/subscriptions')
  await expect(page.getByText('Deleting a subscriber removes their address and consent for good')).toBeVisible()
  await expect(page).toHaveTitle(/PTA content manager/)

  // Deleting a subscriber in /cms asks first and says the loss is permanent (then we cancel).
  const [subscriber] = (await (await page.request.get('/api/subscriptions?limit=1')).json()).docs as Array<{ id: number }>
  await page.goto(`/cms/collections/subscriptions/${subscriber.id}`)
  await page.locator('.doc-controls__popup .popup-button, .doc-controls__dots').first().click()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  const confirm = page.locator('.confirmation-modal, [role="dialog"]').filter({ hasText: 'Confirm deletion' })
  await expect(confirm).toContainText('This cannot be undone: it is removed for good')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  expect((await page.request.get(`/api/subscriptions/${subscriber.id}`)).status()).toBe(200)
})
