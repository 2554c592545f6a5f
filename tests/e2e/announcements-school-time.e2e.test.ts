import { expect, type Page, test } from '@playwright/test'

import { openSignedIn } from '@tests/helpers/admin-e2e'
import { adminRest, createAnnouncement, deleteAnnouncement } from '@tests/helpers/announcements-e2e'

/** Issue 10: an officer enters school times and a Spanish title; families see the right day and time. */
test.describe.configure({ mode: 'serial' })
test.setTimeout(120_000)

const run = Date.now().toString(36)
const timed = `Family movie night ${run}`
const allDay = `Book fair ${run}`
const spanish = `Noche de cine ${run}`

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

async function create(page: Page, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: 'New Announcement' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Announcement' })
  await fill(dialog)
  await dialog.getByRole('button', { name: 'Create Announcement' }).click()
  await expect(toast(page, 'Announcement created successfully').last()).toBeVisible()
}

async function icsOf(page: Page, title: string, path = '/calendar') {
  await page.goto(path)
  const card = page.getByRole('article').filter({ hasText: title })
  const href = await card.getByRole('link').last().getAttribute('href')
  return { card, ics: await (await page.request.get(href ?? '')).text() }
}

test.afterAll(async () => {
  for (const title of [timed, allDay]) {
    const { json } = await adminRest('GET', `/announcements?where[title][equals]=${encodeURIComponent(title)}&depth=0`)
    for (const doc of (json.docs as Array<{ id: number }>) ?? []) await deleteAnnouncement(doc.id)
  }
})

test('a timed event and an all-day event show their school day and time on /admin, /calendar and in the .ics', async ({ page }) => {
  await openSignedIn(page, '/admin/announcements')
  await create(page, async (d) => {
    await d.getByLabel('Title', { exact: true }).fill(timed)
    // The times are the school's, named as people say it; "all-day" is offered for events only.
    await expect(d.getByLabel('Start time')).toHaveAccessibleDescription("Optional, in the school's time (Pacific Time).")
    await d.getByLabel('Type').selectOption('event')
    await expect(d.getByLabel('Start time')).toHaveAccessibleDescription("Optional, in the school's time (Pacific Time). Leave empty for an all-day event.")
    await d.getByLabel('Start Date').fill('2030-11-30')
    await d.getByLabel('Start time').fill('17:00')
    await d.getByLabel('End time').fill('19:00')
    await d.getByText('Spanish (optional)').click()
    await d.getByLabel('Título en español').fill(spanish)
  })
  await create(page, async (d) => {
    await d.getByLabel('Title', { exact: true }).fill(allDay)
    await d.getByLabel('Type').selectOption('event')
    await d.getByLabel('Start Date').fill('2030-12-02')
    await d.getByLabel('End Date').fill('2030-12-03')
  })
  await expect(page.getByRole('row', { name: new RegExp(timed) })).toContainText('Nov 30, 2030 · 5:00 – 7:00 PM')
  await expect(page.getByRole('row', { name: new RegExp(allDay) })).toContainText('Dec 2, 2030 – Dec 3, 2030')

  const evening = await icsOf(page, timed)
  await expect(evening.card).toContainText('Sat, Nov 30, 2030 · 5:00 – 7:00 PM')
  // For machines too: a timed event is its instant, an all-day one its school day (not a midnight).
  await expect(evening.card.locator('time')).toHaveAttribute('datetime', '2030-12-01T01:00:00.000Z')
  expect(evening.ics).toMatch(/DTSTART;TZID=America\/Los_Angeles:20301130T170000/)
  expect(evening.ics).toMatch(/DTEND;TZID=America\/Los_Angeles:20301130T190000/)
  expect(evening.ics).toContain('BEGIN:VTIMEZONE')
  const fair = await icsOf(page, allDay)
  await expect(fair.card).toContainText('Mon, Dec 2 – Tue, Dec 3, 2030')
  await expect(fair.card.locator('time')).toHaveAttribute('datetime', '2030-12-02')
  expect(fair.ics).toMatch(/DTSTART;VALUE=DATE:20301202/)

  // The Spanish page shows the Spanish title; the English page keeps the English one.
  await page.goto('/es/calendar')
  await expect(page.getByRole('article').filter({ hasText: spanish })).toContainText('5:00')
  await expect(page.getByText(timed)).toHaveCount(0)
  await page.goto('/calendar')
  await expect(page.getByText(spanish)).toHaveCount(0)

  // Clearing the Spanish title brings the English back on /es/calendar.
  await page.goto('/admin/announcements')
  const row = page.getByRole('row', { name: new RegExp(timed) })
  await row.getByRole('button', { name: /Edit/ }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Announcement' })
  await expect(edit.getByLabel('Start time')).toHaveValue('17:00')
  await expect(edit.getByLabel('Título en español')).toHaveValue(spanish)
  await edit.getByLabel('Título en español').fill('')
  // Emptying the field (to retype it, say) keeps the Spanish part open and the cursor in the field.
  await expect(edit.getByLabel('Título en español')).toBeVisible()
  await expect(edit.getByLabel('Título en español')).toBeFocused()
  await edit.getByRole('button', { name: 'Update Announcement' }).click()
  await expect(toast(page, 'Announcement updated successfully')).toBeVisible()
  await page.goto('/es/calendar')
  await expect(page.getByRole('article').filter({ hasText: timed })).toBeVisible()
})

test("the admin list says when an active announcement is not on the site: its dates have passed, or not come yet", async ({ page }) => {
  const day = 86_400_000
  const past = await createAnnouncement({ title: `Last week's bake sale ${run}`, type: 'event', allDay: true, startDate: new Date(Date.now() - 7 * day).toISOString() })
  const future = await createAnnouncement({ title: `Spring concert ${run}`, type: 'info', startDate: new Date(Date.now() + 30 * day).toISOString() })
  try {
    await openSignedIn(page, '/admin/announcements')
    await expect(page.getByRole('row', { name: new RegExp(`Last week's bake sale ${run}`) })).toContainText('Ended: no longer on the site')
    await expect(page.getByRole('row', { name: new RegExp(`Spring concert ${run}`) })).toContainText('Scheduled: not on the site yet')
    await expect(page.getByRole('row', { name: new RegExp(timed) })).not.toContainText('on the site')
    // Saved with dates that have passed: the save says so at once, not only the table.
    const ended = `Field day ${run}`
    await create(page, async (d) => {
      await d.getByLabel('Title', { exact: true }).fill(ended)
      await d.getByLabel('Type').selectOption('event')
      await d.getByLabel('Start Date').fill('2020-05-01')
    })
    await expect(toast(page, 'Announcement created successfully').last()).toContainText('Its dates have passed, so it is not on the site.')
    const found = await adminRest('GET', `/announcements?where[title][equals]=${encodeURIComponent(ended)}&depth=0`)
    await deleteAnnouncement(Number((found.json.docs as { id: number }[])[0].id))
  } finally {
    await deleteAnnouncement(past)
    await deleteAnnouncement(future)
  }
})

test('REST and /cms saves the rules refuse say why on the field, as the dialog does (the production build)', async () => {
  const refusals = [
    [{ title: `Backwards ${run}`, type: 'event', active: true, allDay: false, startDate: '2030-05-02T03:00:00.000Z', endDate: '2030-05-01T18:00:00.000Z' }, 'endDate', 'The end date cannot be before the start date.'],
    [{ title: `Undated ${run}`, type: 'event', active: true }, 'startDate', 'An event needs a start date: the calendar shows it on that day.'],
  ] as const
  for (const [body, path, message] of refusals) {
    const { status, json } = await adminRest('POST', '/announcements', body)
    expect({ status, json }).toEqual({ status: 400, json: { errors: [expect.objectContaining({ data: expect.objectContaining({ errors: [expect.objectContaining({ path, message })] }) })] } })
  }
})
