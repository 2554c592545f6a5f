import { readdir, readFile } from 'node:fs/promises'

import { expect, test, type Locator, type Page } from '@playwright/test'

import { openSignedIn } from '@tests/helpers/admin-e2e'
import { sql } from '@tests/helpers/e2e-db'
import { decodedBodies } from '@tests/helpers/mail-text'

/** An officer emails a news item to the subscribers from /admin/announcements and follows it to the end. */
test.describe.configure({ mode: 'serial' })
test.setTimeout(120_000)

const run = Date.now().toString(36)
const title = `Walk to school day ${run}`
const subscriber = `mail.reader.${run}@example.org`
const row = (page: Page) => page.getByRole('row', { name: new RegExp(title) })

/** The raw mails in the e2e server's outbox addressed to `email` (one .eml file per message). */
async function outboxMailsTo(email: string): Promise<string[]> {
  const dir = process.env.E2E_OUTBOX_DIR || '.data/test-outbox'
  const files = await readdir(dir).catch(() => [] as string[])
  const raws = await Promise.all(files.map((f) => readFile(`${dir}/${f}`, 'utf8')))
  return raws.filter((raw) => new RegExp(`^To: ${email.replace(/\./g, '\\.')}$`, 'm').test(raw))
}

/** Signs in and creates a news item with "Email this to subscribers" ticked; `more` fills the other fields. */
async function createEmailedNews(page: Page, newsTitle: string, more: (dialog: Locator) => Promise<void>) {
  await openSignedIn(page, '/admin/announcements')
  await page.getByRole('button', { name: 'New Announcement' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Announcement' })
  await dialog.getByLabel('Title').fill(newsTitle)
  await dialog.getByLabel('Type').selectOption('news')
  await more(dialog)
  await dialog.getByLabel('Email this to subscribers').check()
  await dialog.getByRole('button', { name: 'Create Announcement' }).click()
}

test.beforeAll(async () => {
  await sql(`INSERT INTO subscriptions (email, language, frequency, updated_at, created_at) VALUES ($1, 'es', 'every', now(), now())`, [subscriber])
})

test('the box is offered for news and events only', async ({ page }) => {
  await openSignedIn(page, '/admin/announcements')
  await page.getByRole('button', { name: 'New Announcement' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Announcement' })
  await expect(dialog.getByLabel('Email this to subscribers')).toHaveCount(0)
  for (const type of ['news', 'event']) {
    await dialog.getByLabel('Type').selectOption(type)
    await expect(dialog.getByLabel('Email this to subscribers')).not.toBeChecked()
  }
  await dialog.getByLabel('Type').selectOption('warning')
  await expect(dialog.getByLabel('Email this to subscribers')).toHaveCount(0)
})

test('an officer ticks "Email this to subscribers" and sees the progress and the outcome', async ({ page }) => {
  await createEmailedNews(page, title, async (dialog) => {
    await dialog.getByLabel('Content').fill('Meet at the park at 7:45.')
    await dialog.getByText('Spanish (optional)').click()
    await dialog.getByLabel('Título en español').fill(`Día de caminar a la escuela ${run}`)
  })
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Announcement created successfully' })).toBeVisible()

  await expect(row(page)).toContainText(/Emailed to [\d,]+ subscribers?: [\d,]+ sent/, { timeout: 60_000 })
  const [counts] = await sql<{ sent: string; open: string }>(
    `SELECT count(*) FILTER (WHERE d.status = 'sent') AS sent, count(*) FILTER (WHERE d.status IN ('queued', 'sending')) AS open
       FROM mail_deliveries d JOIN mailings m ON m.id = d.mailing_id JOIN announcements_locales l ON l._parent_id = m.announcement_id
      WHERE l.title = $1 AND l._locale = 'en'`,
    [title],
  )
  expect(Number(counts.open)).toBe(0)
  await expect(row(page)).toContainText(`${Number(counts.sent).toLocaleString('en-US')} sent`)

  // The Spanish reader got one message, in Spanish, addressed to them alone.
  const mails = await outboxMailsTo(subscriber)
  expect(mails).toHaveLength(1)
  expect(decodedBodies(mails[0]).join('\n')).toContain(`Día de caminar a la escuela ${run}`)

  // Saving again never sends again.
  await row(page).getByRole('button', { name: /^Edit/ }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Announcement' })
  await expect(edit.getByLabel('Email this to subscribers')).toBeChecked()
  await edit.getByLabel('Content').fill('Meet at the park at 7:30.')
  await edit.getByRole('button', { name: 'Update Announcement' }).click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Announcement updated successfully' })).toBeVisible()
  await expect(row(page)).toContainText(/Emailed to [\d,]+ subscribers?/)
  expect(await outboxMailsTo(subscriber)).toHaveLength(1)
})

test('"Send again" asks first, then sends a second round once', async ({ page }) => {
  await openSignedIn(page, '/admin/announcements')
  await row(page).getByRole('button', { name: /^Send again/ }).click()
  const confirm = page.getByRole('dialog', { name: 'Send this email again?' })
  await expect(confirm).toContainText('Every subscriber on every update gets')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toHaveCount(0)
  expect(await outboxMailsTo(subscriber)).toHaveLength(1)

  await row(page).getByRole('button', { name: /^Send again/ }).click()
  await page.getByRole('dialog', { name: 'Send this email again?' }).getByRole('button', { name: 'Send again' }).click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Sending again (round 2)' })).toBeVisible()
  await expect(row(page)).toContainText(/Emailed \(round 2\) to [\d,]+ subscribers?: [\d,]+ sent/, { timeout: 60_000 })
  await expect.poll(() => outboxMailsTo(subscriber).then((m) => m.length)).toBe(2)

  await page.goto('/admin/reports?kind=emails')
  const report = page.getByRole('row', { name: new RegExp(`${title} \\(round 2\\)`) })
  await expect(report).toContainText('done')
  // The same report as a spreadsheet, in school time.
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^emails-\d{4}-\d{2}-\d{2}\.csv$/)
  const rows = (await readFile((await file.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n')
  expect(rows[0]).toBe('"Email","Status","Recipients","Sent","Failed","Queued","Skipped","Started (America/Los_Angeles)","Finished (America/Los_Angeles)"')
  expect(rows.find((line) => line.startsWith(`"${title} (round 2)","done"`))).toMatch(/,"\d{4}-\d{2}-\d{2} \d{2}:\d{2}","\d{4}-\d{2}-\d{2} \d{2}:\d{2}"$/)

  // Hidden, a new round says it waits for the announcement to show again, and goes out then.
  await page.goto('/admin/announcements')
  await row(page).getByRole('button', { name: /^Deactivate/ }).click()
  await row(page).getByRole('button', { name: /^Send again/ }).click()
  const hidden = page.getByRole('dialog', { name: 'Send this email again?' })
  await expect(hidden).toContainText('It is hidden now: the email waits until you show it on the site again.')
  await hidden.getByRole('button', { name: 'Send again' }).click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Email round 3 is ready' })).toContainText('It goes out when you show the announcement')
  await expect(row(page)).toContainText('waiting: goes out when the announcement shows on the site')
  expect(await outboxMailsTo(subscriber)).toHaveLength(2)
  await row(page).getByRole('button', { name: /^Activate/ }).click()
  await expect.poll(() => outboxMailsTo(subscriber).then((m) => m.length), { timeout: 60_000 }).toBe(3)
})

test('the subscriber changes language and frequency from the link in the mail', async ({ page }) => {
  const [mail] = await outboxMailsTo(subscriber)
  const link = decodedBodies(mail).join('\n').match(/https?:\/\/[^\s"<>]+\/es\/subscription\?[^\s"<>]+/)?.[0]
  expect(link).toBeTruthy()
  const url = new URL((link ?? '').replace(/&amp;/g, '&'))
  await page.goto(url.pathname + url.search)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preferencias de correo')
  await expect(page.getByLabel('Español')).toBeChecked()
  await page.getByLabel('English (inglés)').check()
  await page.getByLabel('Un resumen semanal en lugar de cada novedad').check()
  await page.getByRole('button', { name: 'Guardar preferencias' }).click()
  await expect(page.getByRole('status')).toHaveText('Sus preferencias de correo están guardadas.')
  const [saved] = await sql<{ language: string; frequency: string }>('SELECT language, frequency FROM subscriptions WHERE email = $1', [subscriber])
  expect(saved).toEqual({ language: 'en', frequency: 'weekly' })

  await page.goto(`${url.pathname}?email=${encodeURIComponent(subscriber)}&token=forged`)
  await expect(page.getByText('Este enlace no es válido.')).toBeVisible()

  // Unsubscribed meanwhile (another tab, the mail's one-click link): the page says so, not "try again".
  await page.goto(url.pathname + url.search)
  await sql('DELETE FROM subscriptions WHERE email = $1', [subscriber])
  await page.getByRole('button', { name: 'Guardar preferencias' }).click()
  await expect(page.getByRole('status')).toHaveText('Esta dirección ya no está suscrita. Puede suscribirse de nuevo en la página de inicio.')
})

test('an email cancelled before it went out (the box unticked) is not offered "Send again": ticking the box sends it', async ({ page }) => {
  const later = `Spring carnival ${run}`
  const laterRow = page.getByRole('row', { name: new RegExp(later) })
  await createEmailedNews(page, later, (dialog) => dialog.getByLabel('Start Date').fill('2030-03-01'))
  await expect(laterRow).toContainText('waiting: goes out when the announcement shows on the site')
  await laterRow.getByRole('button', { name: /^Edit/ }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Announcement' })
  await edit.getByLabel('Email this to subscribers').uncheck()
  await edit.getByRole('button', { name: 'Update Announcement' }).click()
  await expect(laterRow).toContainText('Email cancelled before it went out: tick “Email this to subscribers” to send it')
  await expect(laterRow.getByRole('button', { name: /^Send again/ })).toHaveCount(0)
  await laterRow.getByRole('button', { name: /^Edit/ }).click()
  await edit.getByLabel('Email this to subscribers').check()
  await edit.getByRole('button', { name: 'Update Announcement' }).click()
  await expect(laterRow).toContainText('waiting: goes out when the announcement shows on the site')
})
