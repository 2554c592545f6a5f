import { expect, test } from '@playwright/test'

import { announcementRow, openSignedIn, toast } from '@tests/helpers/admin-e2e'
import { newSpanishNews, testImage } from '@tests/helpers/announcements-e2e'
import { sql } from '@tests/helpers/e2e-db'
import { holdRoute } from '@tests/helpers/hold-route'

/** The announcement dialog on /admin/announcements: keyboard use, failed and refused saves, unusable images. */
test.describe.configure({ mode: 'serial' })
test.setTimeout(120_000)

const run = Date.now().toString(36)

test.beforeEach(async ({ page }) => {
  await openSignedIn(page, '/admin/announcements')
  await expect(page).toHaveURL(/\/admin\/announcements$/)
})

test('keyboard only: open the dialog, fill it, save, and Escape closes without saving (after asking)', async ({ page }) => {
  const title = `Keyboard ${run}`
  await page.getByRole('button', { name: 'New Announcement' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Create New Announcement' })
  await expect(dialog.getByLabel('Title')).toBeFocused()
  await page.keyboard.type('Escape test')
  await page.keyboard.press('Escape')
  // Something was typed: Escape asks first, and the keyboard answers.
  const ask = page.getByRole('dialog', { name: 'Discard your changes?' })
  await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(ask.getByRole('button', { name: 'Discard' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'New Announcement' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog.getByLabel('Title')).toHaveValue('')
  await page.keyboard.type(title)
  await page.keyboard.press('Tab')
  await page.keyboard.type('Typed with the keyboard.')
  await page.keyboard.press('Tab')
  await page.keyboard.press('End')
  await expect(dialog.getByLabel('Type')).toHaveValue('news')
  await dialog.getByRole('button', { name: 'Create Announcement' }).focus()
  await page.keyboard.press('Enter')
  await expect(toast(page, 'Announcement created successfully')).toBeVisible()
  await expect(announcementRow(page, title)).toBeVisible()
  const [doc] = await sql<{ id: number }>("SELECT _parent_id AS id FROM announcements_locales WHERE _locale = 'en' AND title = $1", [title])
  await sql('DELETE FROM announcements WHERE id = $1', [doc.id])
})

test('a failed save keeps the dialog open with the spec toast', async ({ page }) => {
  await page.getByRole('button', { name: 'New Announcement' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Announcement' })
  await dialog.getByLabel('Title').fill(`Broken ${run}`)
  await page.route('**/api/announcements?depth=0', (route) => route.fulfill({ status: 500, body: '{"errors":[{"message":"down"}]}' }))
  await dialog.getByRole('button', { name: 'Create Announcement' }).click()
  await expect(toast(page, 'Failed to save announcement')).toBeVisible()
  await expect(dialog).toBeVisible()
})

test('a new announcement whose Spanish text failed to save is not created twice: the dialog goes on editing it', async ({ page }) => {
  const title = `Half saved ${run}`
  const titleEs = `Medio guardado ${run}`
  const create = await newSpanishNews(page, title, titleEs)
  await create.getByLabel('Image', { exact: true }).setInputFiles({ name: 'Half.png', mimeType: 'image/png', buffer: await testImage() })
  // The English part is stored, then the Spanish part's request fails once.
  await page.route('**/api/announcements/*?locale=es&depth=0', (route) => route.fulfill({ status: 500, body: '{"errors":[{"message":"down"}]}' }), { times: 1 })
  await create.getByRole('button', { name: 'Create Announcement' }).click()
  await expect(toast(page, 'Failed to save announcement')).toContainText('down The announcement itself was saved; press Update Announcement to save the rest.')
  const edit = page.getByRole('dialog', { name: 'Edit Announcement' })
  await expect(edit.getByLabel('Título en español')).toHaveValue(titleEs)
  await edit.getByRole('button', { name: 'Update Announcement' }).click()
  await expect(toast(page, 'Announcement updated successfully')).toBeVisible()
  await expect(edit).toHaveCount(0)
  await expect(announcementRow(page, title)).toHaveCount(1)
  const saved = await sql<{ id: number; image_id: number; es: string }>(
    `SELECT a.id, a.image_id, (SELECT title FROM announcements_locales WHERE _parent_id = a.id AND _locale = 'es') AS es
     FROM announcements a JOIN announcements_locales l ON l._parent_id = a.id AND l._locale = 'en' WHERE l.title = $1`,
    [title],
  )
  expect(saved).toHaveLength(1)
  expect(saved[0].es).toBe(titleEs)
  // The picture was uploaded once, not again with the second try (with no description, its title is its alt).
  const pictures = await sql<{ id: number }>("SELECT _parent_id AS id FROM media_locales WHERE _locale = 'en' AND alt = $1", [title])
  expect(pictures.map((p) => p.id)).toEqual([saved[0].image_id])
  await sql('DELETE FROM announcements WHERE id = $1', [saved[0].id])
  await sql('DELETE FROM media WHERE id = $1', [saved[0].image_id])
})

test('a list that cannot be read says so and offers to try again, instead of looking empty', async ({ page }) => {
  await page.route('**/api/announcements?sort=-createdAt*', (route) => route.fulfill({ status: 500, body: '{"errors":[{"message":"down"}]}' }))
  await page.reload()
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to load announcements' })
  await expect(alert).toContainText('The list could not be read just now. Check your connection, then try again.')
  await expect(page.getByText('No announcements created.')).toHaveCount(0)
  await page.unroute('**/api/announcements?sort=-createdAt*')
  await alert.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('table', { name: 'Announcements, newest first' })).toBeVisible()
  await expect(alert).toHaveCount(0)
})

test('a refused save says why: a file that is not an image, then a session that has ended', async ({ page, context }) => {
  await page.getByRole('button', { name: 'New Announcement' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Announcement' })
  await dialog.getByLabel('Title').fill(`Refused ${run}`)
  // Named .jpg, but a web page: the server sniffs the bytes and refuses it, with its reason (not "unknown error").
  await dialog.getByLabel('Image', { exact: true }).setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html><script>alert(1)</script></html>') })
  await dialog.getByRole('button', { name: 'Create Announcement' }).click()
  await expect(toast(page, 'Failed to save announcement')).toContainText('This file is not a JPEG, PNG, WebP or GIF image.')
  await expect(dialog.getByLabel('Title')).toHaveValue(`Refused ${run}`)

  await dialog.getByLabel('Image', { exact: true }).setInputFiles([])
  await context.clearCookies()
  await dialog.getByRole('button', { name: 'Create Announcement' }).click()
  await expect(toast(page, 'Failed to save announcement').filter({ hasText: 'Your session has ended.' })).toBeVisible()
  await expect(dialog.getByLabel('Title')).toHaveValue(`Refused ${run}`)
  expect(await sql("SELECT 1 FROM announcements_locales WHERE title = $1", [`Refused ${run}`])).toHaveLength(0)
  // Coming back to the tab finds the session ended: the officer is told, and the screen (with what they
  // typed) stays instead of going to the sign-in page.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await expect(toast(page, 'Session ended')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/announcements$/)
  await expect(dialog.getByLabel('Title')).toHaveValue(`Refused ${run}`)
})

test('an image that cannot be used is never left out silently: saving asks first', async ({ page }) => {
  const title = `No picture ${run}`
  await page.getByRole('button', { name: 'New Announcement' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Announcement' })
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Type').selectOption('news')
  await dialog.getByLabel('Image', { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') })
  await expect(dialog.getByText('Choose a JPEG, PNG, WebP or GIF image.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Create Announcement' }).click()
  const ask = page.getByRole('dialog', { name: 'Save without an image?' })
  await expect(ask).toContainText('The image you chose cannot be used: Choose a JPEG, PNG, WebP or GIF image.')
  await ask.getByRole('button', { name: 'Keep editing' }).click()
  await expect(dialog.getByLabel('Title')).toHaveValue(title)
  await expect(dialog.getByRole('button', { name: 'Create Announcement' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Create Announcement' }).click()
  // While it saves, Escape neither closes the dialog nor offers to discard what is being saved.
  const release = await holdRoute(page, '**/api/announcements?depth=0')
  await ask.getByRole('button', { name: 'Save without an image' }).click()
  await expect(dialog.getByRole('button', { name: 'Uploading...' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Discard your changes?' })).toHaveCount(0)
  await expect(dialog).toBeVisible()
  release()
  await expect(toast(page, 'Announcement created successfully')).toBeVisible()
  await expect(announcementRow(page, title)).toBeVisible()
  const [doc] = await sql<{ id: number }>("SELECT _parent_id AS id FROM announcements_locales WHERE _locale = 'en' AND title = $1", [title])
  await sql('DELETE FROM announcements WHERE id = $1', [doc.id])
})
