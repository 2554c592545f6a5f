import type { Metadata } from 'next'

import { AdminPage } from '@/components/admin/admin-page'
import { SettingsForm } from '@/components/admin/settings-form'
import { requireAdmin } from '@/lib/auth/server-session'
import { schoolDateOf } from '@/lib/school-clock'
import { resolveSiteSettings } from '@/lib/site-settings-locale'
import { SPANISH_CONTACT_FIELDS, type SiteSettingsInput } from '@/lib/validations/site-settings'

export const metadata: Metadata = { title: 'Settings' }

export default async function SettingsPage() {
  const { payload, user } = await requireAdmin()
  // The English texts, and the Spanish ones as written (no fallback: empty means none written).
  const read = (locale: 'en' | 'es') => payload.findGlobal({ slug: 'site-settings', locale, fallbackLocale: false, overrideAccess: false, user, depth: 0 })
  const [stored, es] = await Promise.all([read('en'), read('es')])
  const s = resolveSiteSettings(stored, 'en')
  const initial: SiteSettingsInput = {
    links: s.links,
    contact: s.contact,
    contactEs: Object.fromEntries(SPANISH_CONTACT_FIELDS.map((key) => [key, es.contact?.[key] ?? ''])) as SiteSettingsInput['contactEs'],
    schoolYear: s.schoolYear,
    promoEndsAt: schoolDateOf(s.promoEndsAt, s.timeZone),
    stats: s.stats.map(({ id, value, label }) => ({ rowId: id ?? undefined, value, label, labelEs: es.stats?.find((row) => row.id === id)?.label ?? '' })),
    instagram: { username: s.instagram.username, postLinks: (s.instagram.postLinks ?? []).map(({ url }) => ({ url })) },
  }
  return (
    <AdminPage title="Settings" description="What the public site shows: links, contact details, the school year and labels. Changes appear on the site as soon as you save.">
      <SettingsForm initial={initial} />
    </AdminPage>
  )
}
