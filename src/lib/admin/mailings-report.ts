import { type MailingProgress, recentMailings } from '@/features/mailings/progress'
import type { AdminContext } from '@/lib/auth/server-session'

export type { MailingProgress }

/** The latest emails to subscribers (announcements and weekly digests) with their delivery counts, for /admin/reports. */
export async function findMailingReport({ payload }: AdminContext, limit = 50): Promise<MailingProgress[]> {
  return recentMailings(payload, limit)
}
