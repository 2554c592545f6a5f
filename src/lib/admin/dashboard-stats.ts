import type { AdminContext } from '@/lib/auth/server-session'
import { publicAnnouncementsWhere } from '@/features/announcements/visibility'
import { viewsThisMonth } from '@/lib/analytics/page-views'

/** The dashboard's two real numbers (replacing the spec's hard-coded 3 and 2,431). */
export async function getDashboardStats({ payload, user }: AdminContext, timeZone: string, now = new Date()) {
  const [active, visits] = await Promise.all([
    payload.count({ collection: 'announcements', where: publicAnnouncementsWhere(now), overrideAccess: false, user }),
    viewsThisMonth(payload, timeZone, now),
  ])
  return { activeAnnouncements: active.totalDocs, monthlyVisits: visits }
}
