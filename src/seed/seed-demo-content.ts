import type { Payload } from 'payload'

import { DEFAULT_TIME_ZONE, isTimeZone } from '@/lib/school-clock'

import { demoAnnouncements } from './demo-announcements'

/**
 * Seeds demo announcements once per database (English, plus Spanish where the demo has it). A hidden
 * timestamp in the site settings records that the seed ran, so an officer who deletes the demo items
 * does not get them back on the next start.
 */
export async function seedDemoContent(payload: Payload, now = new Date()): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  if (settings.demoSeededAt) return false
  const timeZone = isTimeZone(settings.timeZone) ? settings.timeZone : DEFAULT_TIME_ZONE
  for (const { es, ...data } of demoAnnouncements(now, timeZone)) {
    const doc = await payload.create({ collection: 'announcements', data, locale: 'en', overrideAccess: true })
    if (es) await payload.update({ collection: 'announcements', id: doc.id, data: es, locale: 'es', overrideAccess: true })
  }
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { demoSeededAt: now.toISOString() },
    overrideAccess: true,
  })
  payload.logger.info('Seeded demo announcements.')
  return true
}
