import { expect, test } from '@playwright/test'

import { announcementRow, E2E_PORT, openSignedIn, toast } from '@tests/helpers/admin-e2e'
import { testImage } from '@tests/helpers/announcements-e2e'
import { sql } from '@tests/helpers/e2e-db'

/** The officer's weekly flow on /admin/announcements, checked on the public pages after each step. */
test.describe.configure({ mode: 'serial' })
test.setTimeout(120_000)

const run = Date.now().toString(36)
const newsTitle = `Book fair news ${run}`
const eventTitle = `Science night ${run}`
const renamed = `Science & art night ${run}`

test.beforeEach(async ({ page }) => {
  await openSignedIn(page, '/admin/announcements')
  await expect(page).toHaveURL(/\/admin\/announcements$/)
})

test('the table: back button, New Announcement, the spec columns', async ({ page }) => {
  await expect(page.getByRole('link', { name: /Back to dashboard/ })).toHaveAttribute('href', '/admin/dashboard')
  await expect(page.getByRole('button', { name: 'New Announcement' })).toBeVisible()
  for (const name of ['Title', 'Type', 'Status', 'Dates', 'Actions']) await expect(page.getByRole('columnheader', { name })).toBeVisible()
})

test('a click beside the dialog or Escape asks before throwing away what was typed; Cancel closes at once', async ({ page }) => {
  await page.getByRole('button', { name: 'New Announcement' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Announcement' })
  // Nothing typed yet: Escape just closes.
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await page.getByRole('button', { name: 'New Announcement' }).click()
  await dialog.getByLabel('Title').fill(`Typed with care ${run}`)
  const ask = page.getByRole('dialog', { name: 'Discard your changes?' })
  await page.mouse.click(3, 3)
  await expect(ask).toBeVisible()
  await ask.getByRole('button', { name: 'Keep editing' }).click()
  await expect(dialog.getByLabel('Title')).toHaveValue(`Typed with care ${run}`)
  // Focus goes back where it was (the Title), not to the page.
  await expect(dialog.getByLabel('Title')).toBeFocused()
  await page.keyboard.press('Escape')
  await ask.getByRole('button', { name: 'Discard' }).click()
  await expect(dialog).toHaveCount(0)
  await page.getByRole('button', { name: 'New Announcement' }).click()
  await dialog.getByLabel('Title').fill('Changed my mind')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(ask).toHaveCount(0)
})

test('create news with an image → on /news and the home block', async ({ page }) => {
  await page.getByRole('button', { name: 'New Announcement' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Announcement' })
  await expect(dialog).toContainText('Announcements appear as pop-ups on the site according to the configured dates.')
  await dialog.getByLabel('Title').fill(newsTitle)
  await dialog.getByLabel('Content').fill('Volunteers <b>needed</b> for the fair.')
  await dialog.getByLabel('Type').selectOption('news')
  await expect(dialog.getByLabel('Image description')).toHaveCount(0)
  await dialog.getByLabel('Image', { exact: true }).setInputFiles({ name: 'Fair Photo.png', mimeType: 'image/png', buffer: await testImage() })
  await dialog.getByLabel('Image description').fill('Parents and children at the fair booth')
  await dialog.getByLabel('Descripción de la imagen en español').fill('Padres y niños en el puesto de la feria')
  await dialog.getByRole('button', { name: 'Create Announcement' }).click()
  await expect(toast(page, 'Announcement created successfully')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(announcementRow(page, newsTitle)).toContainText('news')
  await expect(announcementRow(page, newsTitle)).toContainText('Active')
  await expect(announcementRow(page, newsTitle)).toContainText('No dates')

  await page.goto('/news')
  const card = page.getByRole('article').filter({ hasText: newsTitle })
  await expect(card).toContainText('Volunteers <b>needed</b> for the fair.')
  await expect(card.locator('img')).toHaveAttribute('src', /\/api\/media\/file\/.+\.webp/)
  await expect(card.locator('img')).toHaveAttribute('alt', 'Parents and children at the fair booth')
  // The card offers AVIF and WebP at its sizes; Chromium reads AVIF, so that is the file it shows.
  await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif 400w, .+\.avif 800w$/)
  await expect(card.locator('img')).toHaveAttribute('srcset', /\.webp 400w, .+\.webp 800w$/)
  await card.locator('img').scrollIntoViewIfNeeded()
  await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toMatch(/-800x\d+\.avif$/)
  // Opened at another address of the same server (not SITE_URL), the picture loads too: it is a path.
  await page.goto(`http://127.0.0.1:${E2E_PORT}/news`)
  const elsewhere = page.getByRole('article').filter({ hasText: newsTitle }).locator('img')
  await expect(elsewhere).toHaveAttribute('src', /^\/api\/media\/file\//)
  await elsewhere.scrollIntoViewIfNeeded()
  await expect.poll(() => elsewhere.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0)
  await page.goto('/')
  await expect(page.locator('#news').getByText(newsTitle)).toBeVisible()
  // The Spanish site reads the Spanish description.
  await page.goto('/es/news')
  await expect(page.getByRole('article').filter({ hasText: newsTitle }).locator('img')).toHaveAttribute('alt', 'Padres y niños en el puesto de la feria')
})

test("the image's description is edited without a new upload; emptied, the picture is decoration", async ({ page }) => {
  const editDescription = async (text: string) => {
    await page.goto('/admin/announcements')
    await announcementRow(page, newsTitle).getByRole('button', { name: /Edit/ }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Announcement' })
    await expect(edit.getByLabel('Image description')).not.toHaveValue('')
    await edit.getByLabel('Image description').fill(text)
    await edit.getByRole('button', { name: 'Update Announcement' }).click()
    await expect(toast(page, 'Announcement updated successfully')).toBeVisible()
    await page.goto('/news')
    return page.getByRole('article').filter({ hasText: newsTitle }).locator('img')
  }
  await expect(await editDescription('A table of fair prizes under a yellow tent')).toHaveAttribute('alt', 'A table of fair prizes under a yellow tent')
  // The Spanish description, read back into the dialog, was kept as it was.
  await page.goto('/es/news')
  await expect(page.getByRole('article').filter({ hasText: newsTitle }).locator('img')).toHaveAttribute('alt', 'Padres y niños en el puesto de la feria')
  // "Remove image" keeps the keyboard at the Image field; a new file starts with no description. Not saved.
  const openEdit = async () => {
    await page.goto('/admin/announcements')
    await announcementRow(page, newsTitle).getByRole('button', { name: /Edit/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Announcement' })
    // Its Spanish part has arrived (it is read after the dialog opens, and Update waits for it).
    await expect(dialog.getByRole('button', { name: 'Update Announcement' })).toBeEnabled()
    return dialog
  }
  const discard = async () => {
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard' }).click()
  }
  let edit = await openEdit()
  // The stored picture is shown small beside its name (a timestamp), so the officer sees which one it is.
  const preview = edit.locator('img[src*="/api/media/file/"]')
  await expect(preview).toHaveAttribute('src', /-\d+x\d+\.webp$/)
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await edit.getByRole('button', { name: 'Remove image' }).click()
  await expect(preview).toHaveCount(0)
  await expect(edit.getByLabel('Image', { exact: true })).toBeFocused()
  await expect(edit.getByLabel('Image description')).toHaveCount(0)
  await discard()
  edit = await openEdit()
  await expect(edit.getByLabel('Image description')).toHaveValue('A table of fair prizes under a yellow tent')
  await expect(edit.getByLabel('Descripción de la imagen en español')).toHaveValue('Padres y niños en el puesto de la feria')
  await edit.getByLabel('Image', { exact: true }).setInputFiles({ name: 'Other.png', mimeType: 'image/png', buffer: await testImage() })
  await expect(edit.getByLabel('Image description')).toHaveValue('')
  await expect(edit.getByLabel('Descripción de la imagen en español')).toHaveValue('')
  await discard()
  await expect(await editDescription('')).toHaveAttribute('alt', '')
})

test('create an event → on /calendar with its date; edit; toggle hides it; delete', async ({ page }) => {
  await page.getByRole('button', { name: 'New Announcement' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Announcement' })
  await expect(dialog.getByLabel('Title')).toHaveValue('')
  await dialog.getByLabel('Title').fill(eventTitle)
  await dialog.getByLabel('Type').selectOption('event')
  await dialog.getByLabel('Start Date').fill('2030-11-05')
  await dialog.getByRole('button', { name: 'Create Announcement' }).click()
  await expect(toast(page, 'Announcement created successfully')).toBeVisible()
  await expect(announcementRow(page, eventTitle)).toContainText('Nov 5, 2030')
  // A one-day event reads as its day, not as an open range.
  await expect(announcementRow(page, eventTitle)).not.toContainText('–')

  await page.goto('/calendar')
  const card = page.getByRole('article').filter({ hasText: eventTitle })
  await expect(card).toContainText('Nov 5, 2030')
  const href = await card.getByRole('link', { name: /Add to calendar/ }).getAttribute('href')
  const ics = await (await page.request.get(href ?? '')).text()
  expect(ics).toMatch(/DTSTART;VALUE=DATE:20301105/)

  await page.goto('/admin/announcements')
  await announcementRow(page, eventTitle).getByRole('button', { name: /Edit/ }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Announcement' })
  await expect(edit.getByLabel('Title')).toHaveValue(eventTitle)
  await expect(edit.getByLabel('Start Date')).toHaveValue('2030-11-05')
  await edit.getByLabel('Title').fill(renamed)
  await edit.getByRole('button', { name: 'Update Announcement' }).click()
  await expect(toast(page, 'Announcement updated successfully')).toBeVisible()
  await page.goto('/calendar')
  await expect(page.getByRole('article').filter({ hasText: renamed })).toContainText('Nov 5, 2030')

  await page.goto('/admin/announcements')
  await announcementRow(page, renamed).getByRole('button', { name: /Deactivate/ }).click()
  await expect(toast(page, 'Announcement deactivated successfully')).toBeVisible()
  await expect(announcementRow(page, renamed)).toContainText('Inactive')
  await page.goto('/calendar')
  await expect(page.getByText(renamed)).toHaveCount(0)

  await page.goto('/admin/announcements')
  await announcementRow(page, renamed).getByRole('button', { name: /Delete/ }).click()
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this announcement?')
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(toast(page, 'Announcement deleted successfully')).toBeVisible()
  await expect(announcementRow(page, renamed)).toHaveCount(0)
  // The row and its buttons are gone: focus is on New Announcement, not lost to the page.
  await expect(page.getByRole('button', { name: 'New Announcement' })).toBeFocused()
  expect(await sql("SELECT _parent_id AS id FROM announcements_locales WHERE _locale = 'en' AND title = $1", [renamed])).toHaveLength(0)
})
