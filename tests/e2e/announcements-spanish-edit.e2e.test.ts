import { expect, test, type Page } from '@playwright/test'

import { openSignedIn } from '@tests/helpers/admin-e2e'
import { newSpanishNews } from '@tests/helpers/announcements-e2e'
import { sql } from '@tests/helpers/e2e-db'
import { holdRoute } from '@tests/helpers/hold-route'

/**
 * Editing on slow Wi-Fi: the edit dialog reads the stored Spanish after it opens. A save before it arrived
 * stored empty Spanish over the real text, and its late arrival overwrote what the officer had typed.
 */
const run = Date.now().toString(36)
const title = `Library week ${run}`
const titleEs = `Semana de la biblioteca ${run}`

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })
const editButton = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: /^Edit/ })

test('until the Spanish text has arrived, its fields wait and Update waits; then a save keeps it', async ({ page }) => {
  test.setTimeout(60_000)
  await openSignedIn(page, '/admin/announcements')
  const create = await newSpanishNews(page, title, titleEs)
  await create.getByLabel('Contenido en español').fill('Lectura en familia.')
  await create.getByRole('button', { name: 'Create Announcement' }).click()
  await expect(toast(page, 'Announcement created successfully')).toBeVisible()

  const release = await holdRoute(page, '**/api/announcements/*?locale=es&fallback-locale=none&depth=0')
  await editButton(page, title).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Announcement' })
  await expect(dialog.getByRole('status')).toHaveText('Loading the Spanish text…')
  await expect(dialog.getByRole('button', { name: 'Update Announcement' })).toBeDisabled()
  await expect(dialog.getByLabel('Título en español')).toHaveAttribute('readonly', '')
  release()
  await expect(dialog.getByLabel('Título en español')).toHaveValue(titleEs)
  await expect(dialog.getByRole('status')).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Update Announcement' })).toBeEnabled()
  // The text that arrived is where the form started, not a change: Escape closes without asking.
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('dialog', { name: 'Discard your changes?' })).toHaveCount(0)

  await editButton(page, title).click()
  await expect(dialog.getByLabel('Título en español')).toHaveValue(titleEs)
  await dialog.getByLabel('Title', { exact: true }).fill(`${title} (fixed)`)
  await dialog.getByRole('button', { name: 'Update Announcement' }).click()
  await expect(toast(page, 'Announcement updated successfully')).toBeVisible()
  const [doc] = await sql<{ id: number }>("SELECT _parent_id AS id FROM announcements_locales WHERE _locale = 'en' AND title = $1", [`${title} (fixed)`])
  expect(await sql("SELECT title, content FROM announcements_locales WHERE _locale = 'es' AND _parent_id = $1", [doc.id])).toEqual([
    { title: titleEs, content: 'Lectura en familia.' },
  ])
  await sql('DELETE FROM announcements WHERE id = $1', [doc.id])
})
