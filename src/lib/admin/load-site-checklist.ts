import { existsSync } from 'node:fs'

import type { AdminContext } from '@/lib/auth/server-session'
import { getEnv } from '@/lib/env'
import { readFeedConfig } from '@/lib/photo-feed/config'
import { demoAnnouncements } from '@/seed/demo-announcements'

import { type ChecklistItem, siteChecklist } from './site-checklist'

/** The dashboard's site checklist, read fresh on every visit (officers see each fix at once). */
export async function loadSiteChecklist({ payload, user }: AdminContext, currentSchoolYear: string, now = new Date()): Promise<ChecklistItem[]> {
  const demoTitles = demoAnnouncements(now).map((a) => a.title)
  const [settings, demo] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, user }),
    payload.count({ collection: 'announcements', where: { title: { in: demoTitles } }, overrideAccess: false, user }),
  ])
  const feed = readFeedConfig()
  return siteChecklist({
    settings,
    currentSchoolYear,
    now,
    demoAnnouncements: demo.totalDocs,
    instagramConnected: Boolean(feed.envToken) || existsSync(feed.tokenFile) || (settings.instagram.postLinks?.length ?? 0) > 0,
    smtpConfigured: Boolean(getEnv().SMTP_URL),
  })
}
