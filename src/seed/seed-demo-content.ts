import type { Payload } from 'payload'

import { demoAnnouncements } from './demo-announcements'

/**
 * Seeds demo announcements once per database. A hidden timestamp in the site settings records that
 * the seed ran, so an officer who deletes the demo items does not get them back on the next start.
 */
export async function seedDemoContent(payload: Payload, now = new Date()): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  if (settings.demoSeededAt) return false
  for (const data of demoAnnouncements(now)) {
    await payload.create({ collection: 'announcements', data, overrideAccess: true })
  }
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { demoSeededAt: now.toISOString() },
    overrideAccess: true,
  })
  payload.logger.info('Seeded demo announcements.')
  return true
}
