import type { Payload } from 'payload'

import type { AppLocale } from '@/i18n/locales'
import { type PublicSiteSettings, resolveSiteSettings } from '@/lib/site-settings-locale'

/** The settings a mail is written with (PTA name, school clock), in the mail's language; read fresh, never cached. */
export async function mailSettings(payload: Payload, locale: AppLocale): Promise<PublicSiteSettings> {
  const settings = await payload.findGlobal({ slug: 'site-settings', locale, overrideAccess: true, depth: 0 })
  return resolveSiteSettings(settings, locale)
}
