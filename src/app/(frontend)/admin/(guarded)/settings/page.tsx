import type { Metadata } from 'next'

import { AdminPage } from '@/components/admin/admin-page'
import { SettingsForm } from '@/components/admin/settings-form'
import { requireAdmin } from '@/lib/auth/server-session'
import { schoolDateOf } from '@/lib/school-clock'
import { resolveSiteSettings } from '@/lib/site-settings-locale'
import type { SiteSettingsInput } from '@/lib/validations/site-settings'

export const metadata: Metadata = { title: 'Settings' }

export default async function SettingsPage() {
  const { payload, user } = await requireAdmin()
  // The English texts (the Spanish ones are edited in /cms for now).
  const s = resolveSiteSettings(await payload.findGlobal({ slug: 'site-settings', locale: 'en', overrideAccess: false, user, depth: 0 }), 'en')
  const initial: SiteSettingsInput = {
    links: s.links,
    contact: s.contact,
    schoolYear: s.schoolYear,
    promoEndsAt: schoolDateOf(s.promoEndsAt, s.timeZone),
    stats: s.stats.map(({ value, label }) => ({ value, label })),
    instagram: { username: s.instagram.username, postLinks: (s.instagram.postLinks ?? []).map(({ url }) => ({ url })) },
  }
  return (
    <AdminPage title="Settings" description="What the public site shows: links, contact details, the school year and labels. Changes appear on the site as soon as you save.">
      <SettingsForm initial={initial} />
    </AdminPage>
  )
}
