import { existsSync } from 'node:fs'

import type { AdminContext } from '@/lib/auth/server-session'
import { getEnv } from '@/lib/env'
import { readFeedConfig } from '@/lib/photo-feed/config'
import { schoolYearOf } from '@/lib/school-clock'
import { demoAnnouncements } from '@/seed/demo-announcements'

import { type ChecklistItem, siteChecklist } from './site-checklist'

/** The dashboard's site checklist, read fresh on every visit (officers see each fix at once). */
export async function loadSiteChecklist({ payload, user }: AdminContext, now = new Date()): Promise<ChecklistItem[]> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, locale: 'en', overrideAccess: false, user })
  const demoTitles = demoAnnouncements(now, settings.timeZone).map((a) => a.title)
  const demo = await payload.count({ collection: 'announcements', where: { title: { in: demoTitles } }, locale: 'en', overrideAccess: false, user })
  const year = schoolYearOf(now, settings.timeZone)
  const feed = readFeedConfig()
  return siteChecklist({
    settings,
    currentSchoolYear: `${year}-${year + 1}`,
    now,
    demoAnnouncements: demo.totalDocs,
    instagramConnected: Boolean(feed.envToken) || existsSync(feed.tokenFile) || (settings.instagram.postLinks?.length ?? 0) > 0,
    smtpConfigured: Boolean(getEnv().SMTP_URL),
  })
}
