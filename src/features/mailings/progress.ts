import type { Payload } from 'payload'

import type { DeliveryStatus, MailingKind, MailingStatus } from './constants'
import { query } from './sql'

/** A mailing's outcome as officers see it: queued (includes the one being sent), sent, failed, skipped. */
export type MailingProgress = {
  mailing: number
  announcement: number | null
  kind: MailingKind
  label: string
  round: number
  status: MailingStatus
  recipients: number
  queued: number
  sent: number
  failed: number
  skipped: number
  startedAt: string | null
  finishedAt: string | null
}

type MailingRow = {
  id: number
  announcement_id: number | null
  kind: MailingKind
  label: string | null
  round: string | number | null
  status: MailingStatus
  recipients: string | number | null
  started_at: Date | null
  finished_at: Date | null
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null)

async function withCounts(payload: Payload, mailings: MailingRow[]): Promise<MailingProgress[]> {
  if (!mailings.length) return []
  const counts = await query<{ mailing_id: number; status: DeliveryStatus; n: string }>(
    payload,
    `SELECT mailing_id, status, count(*) AS n FROM mail_deliveries WHERE mailing_id = ANY($1) GROUP BY mailing_id, status`,
    [mailings.map((m) => m.id)],
  )
  return mailings.map((m) => {
    const of = (...statuses: DeliveryStatus[]) =>
      counts.filter((c) => Number(c.mailing_id) === Number(m.id) && statuses.includes(c.status)).reduce((sum, c) => sum + Number(c.n), 0)
    return {
      mailing: Number(m.id),
      announcement: m.announcement_id === null ? null : Number(m.announcement_id),
      kind: m.kind,
      label: m.label ?? '',
      round: Number(m.round ?? 1),
      status: m.status,
      recipients: Number(m.recipients ?? 0),
      queued: of('queued', 'sending'),
      sent: of('sent'),
      failed: of('failed'),
      skipped: of('skipped'),
      startedAt: iso(m.started_at),
      finishedAt: iso(m.finished_at),
    }
  })
}

const COLUMNS = 'id, announcement_id, kind, label, round, status, recipients, started_at, finished_at'

/** The latest round of each given announcement's mailing, with its delivery counts (one query each). */
export async function mailingProgress(payload: Payload, announcementIds: number[]): Promise<Record<number, MailingProgress>> {
  if (!announcementIds.length) return {}
  const latest = await query<MailingRow>(
    payload,
    `SELECT DISTINCT ON (announcement_id) ${COLUMNS} FROM mailings WHERE announcement_id = ANY($1) ORDER BY announcement_id, round DESC`,
    [announcementIds],
  )
  const rows = await withCounts(payload, latest)
  return Object.fromEntries(rows.map((r) => [r.announcement, r]))
}

/** The most recent mailings (announcements and digests), newest first, for /admin/reports. */
export async function recentMailings(payload: Payload, limit = 20): Promise<MailingProgress[]> {
  const rows = await query<MailingRow>(payload, `SELECT ${COLUMNS} FROM mailings ORDER BY created_at DESC, id DESC LIMIT $1`, [limit])
  return withCounts(payload, rows)
}
