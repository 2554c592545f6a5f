import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'

import { apiSignIn, rawRequest, SITE } from './admin-e2e'
import { PROBE, sql } from './e2e-db'

/** Helpers for the announcement e2e tests: an admin REST client (own loopback address) and DB counters. */
let cookie: Promise<string> | null = null
const adminCookie = (): Promise<string> => (cookie ??= apiSignIn('127.0.0.41').then((r) => r.cookie))

export async function adminRest(method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await rawRequest(method, `/api${path}`, {
    from: '127.0.0.41',
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { cookie: await adminCookie(), origin: SITE },
  })
  return { status: res.status, json: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {} }
}

export async function createAnnouncement(data: Record<string, unknown>): Promise<number> {
  const { status, json } = await adminRest('POST', '/announcements', { active: true, ...data })
  if (status !== 201) throw new Error(`create failed: ${status} ${JSON.stringify(json)}`)
  return (json.doc as { id: number }).id
}

export const deleteAnnouncement = (id: number) => adminRest('DELETE', `/announcements/${id}`)

/** The database server's clock: marks the start of a measuring window. */
export const dbNow = async (): Promise<string> => (await sql<{ t: string }>('SELECT clock_timestamp()::text AS t'))[0].t

/**
 * How many of the site's database connections ran a query since `mark`. PostgreSQL updates a backend's
 * `query_start` in pg_stat_activity the moment a statement starts (unlike the table counters, which a
 * backend publishes up to ~10 s later), so this needs no waiting. The tests' own connections are left out.
 */
export async function queriesSince(mark: string): Promise<number> {
  const rows = await sql<{ n: string }>(
    `SELECT count(*) AS n FROM pg_stat_activity
      WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()
        AND application_name <> $2 AND query_start > $1::timestamptz`,
    [mark, PROBE],
  )
  return Number(rows[0].n)
}

/** A real photo-sized PNG (so sharp makes every size). */
export const testImage = (width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 180, b: 40 } } }).png().toBuffer()

export const pageText = async (path: string): Promise<string> => (await fetch(`${SITE}${path}`)).text()

/** Opens "New Announcement" and fills a news item's English and Spanish titles; returns the dialog. */
export async function newSpanishNews(page: Page, title: string, titleEs: string): Promise<Locator> {
  await page.getByRole('button', { name: 'New Announcement' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Announcement' })
  await dialog.getByLabel('Title', { exact: true }).fill(title)
  await dialog.getByLabel('Type').selectOption('news')
  await dialog.getByText('Spanish (optional)').click()
  await dialog.getByLabel('Título en español').fill(titleEs)
  return dialog
}
