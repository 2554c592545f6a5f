import { siteSettingsDefaults } from '@/content/site-settings-defaults'
import { siteSettingsSpanishDefaults as es } from '@/content/site-settings-defaults-es'
import type { AppLocale } from '@/i18n/locales'
import { DEFAULT_TIME_ZONE, isTimeZone } from '@/lib/school-clock'
import type { SiteSetting } from '@/payload-types'

type Contact = { [K in keyof SiteSetting['contact']]-?: string }

/** The settings as visitors read them in one language: every text present, a valid school time zone. */
export type PublicSiteSettings = Omit<SiteSetting, 'contact' | 'stats' | 'timeZone'> & {
  contact: Contact
  stats: { id?: string | null; value: string; label: string }[]
  timeZone: string
}

const LOCALIZED_CONTACT = ['schoolName', 'ptaName', 'district', 'grades', 'meetingSchedule'] as const

/**
 * One text in `locale`: what officers wrote in that language (Payload falls back to English where
 * the Spanish is empty); on Spanish pages, a text still equal to its English starting value reads
 * as its Spanish starting value.
 */
function localText(value: string | null | undefined, english: string, spanish: string | undefined, locale: AppLocale): string {
  const text = value ?? ''
  if (locale === 'es' && spanish && (text === '' || text === english)) return spanish
  return text || english
}

export function resolveSiteSettings(s: SiteSetting, locale: AppLocale): PublicSiteSettings {
  const contact = { ...s.contact } as Contact
  for (const key of LOCALIZED_CONTACT) {
    contact[key] = localText(s.contact[key], siteSettingsDefaults.contact[key], es.contact[key], locale)
  }
  const stats = (s.stats ?? []).map(({ id, value, label }) => ({ id, value, label: localText(label, label ?? '', es.statLabels[label ?? ''], locale) }))
  return { ...s, contact, stats, timeZone: isTimeZone(s.timeZone) ? s.timeZone : DEFAULT_TIME_ZONE }
}
