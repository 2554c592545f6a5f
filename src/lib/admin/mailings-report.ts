import { type MailingProgress, recentMailings } from '@/features/mailings/progress'
import type { AdminContext } from '@/lib/auth/server-session'

import { csvCell, schoolStamp } from './reports'

export type { MailingProgress }

/** The latest emails to subscribers (announcements and weekly digests) with their delivery counts, for /admin/reports. */
export async function findMailingReport({ payload }: AdminContext, limit = 50): Promise<MailingProgress[]> {
  return recentMailings(payload, limit)
}

/** The emails report as CSV, with the same columns as the screen and the times in school time. */
export function mailingsCsv(rows: MailingProgress[], timeZone: string): string {
  const zone = ` (${timeZone})`
  const lines = [
    ['Email', 'Status', 'Recipients', 'Sent', 'Failed', 'Queued', 'Skipped', `Started${zone}`, `Finished${zone}`],
    ...rows.map((r) => [
      r.label || (r.kind === 'digest' ? 'Weekly digest' : 'Announcement'),
      r.status,
      r.recipients,
      r.sent,
      r.failed,
      r.queued,
      r.skipped,
      schoolStamp(r.startedAt, timeZone),
      schoolStamp(r.finishedAt, timeZone),
    ]),
  ]
  return `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`
}
