import type { AdminContext } from '@/lib/auth/server-session'
import { schoolDateOf } from '@/lib/school-clock'
import { resolveSiteSettings } from '@/lib/site-settings-locale'
import { SPANISH_CONTACT_FIELDS, type SiteSettingsInput } from '@/lib/validations/site-settings'

/**
 * What /admin/settings opens with: the English texts (with their defaults), and the Spanish ones as written
 * (no fallback: empty means none written), read as the signed-in officer.
 */
export async function loadSettingsForm({ payload, user }: AdminContext): Promise<SiteSettingsInput> {
  const read = (locale: 'en' | 'es') => payload.findGlobal({ slug: 'site-settings', locale, fallbackLocale: false, overrideAccess: false, user, depth: 0 })
  const [stored, es] = await Promise.all([read('en'), read('es')])
  const s = resolveSiteSettings(stored, 'en')
  return {
    links: s.links,
    contact: s.contact,
    contactEs: Object.fromEntries(SPANISH_CONTACT_FIELDS.map((key) => [key, es.contact?.[key] ?? ''])) as SiteSettingsInput['contactEs'],
    schoolYear: s.schoolYear,
    promoEndsAt: schoolDateOf(s.promoEndsAt, s.timeZone),
    stats: s.stats.map(({ id, value, label }) => ({ rowId: id ?? undefined, value, label, labelEs: es.stats?.find((row) => row.id === id)?.label ?? '' })),
    instagram: { username: s.instagram.username, postLinks: (s.instagram.postLinks ?? []).map(({ url }) => ({ url })) },
  }
}
