import sharp from 'sharp'

import { apiSignIn, rawRequest, SITE } from './admin-e2e'
import { sql } from './e2e-db'

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

/** Scans of the tables a public page reads; Postgres publishes a backend's counts within ~10 s of idling. */
export async function readScans(): Promise<number> {
  const rows = await sql<{ n: string }>(
    `SELECT coalesce(sum(seq_scan + coalesce(idx_scan, 0)), 0) AS n FROM pg_stat_user_tables
      WHERE relname IN ('announcements', 'announcements_locales', 'media', 'site_settings') OR relname LIKE 'site_settings_%'`,
  )
  return Number(rows[0].n)
}

export const STATS_FLUSH_MS = 11_500

/** A real photo-sized PNG (so sharp makes every size). */
export const testImage = (width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 180, b: 40 } } }).png().toBuffer()

export const pageText = async (path: string): Promise<string> => (await fetch(`${SITE}${path}`)).text()
