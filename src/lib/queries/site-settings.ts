import { unstable_cache } from 'next/cache'

import { DEFAULT_LOCALE, type AppLocale } from '@/i18n/locales'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import { lastGood } from './last-good'
import { resolveSiteSettings, type PublicSiteSettings } from '@/lib/site-settings-locale'

export type { PublicSiteSettings } from '@/lib/site-settings-locale'

/** Cached per language (the locale is part of the key) under one tag: a save in either language refreshes both. */
const readSettings = unstable_cache(
  async (locale: AppLocale) => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug: 'site-settings', locale, fallbackLocale: DEFAULT_LOCALE, overrideAccess: false, depth: 0 })
  },
  ['site-settings'],
  { tags: [CACHE_TAGS.siteSettings] },
)

/**
 * The public site settings (links, contact details, labels) in `locale`, cached until an officer saves them;
 * the last good copy while the database is unreachable.
 */
export async function getSiteSettings(locale: AppLocale = DEFAULT_LOCALE): Promise<PublicSiteSettings> {
  return resolveSiteSettings(await lastGood('site settings', `site-settings:${locale}`, () => readSettings(locale)), locale)
}

/** The school clock's zone (SiteSettings.timeZone), read through the cached settings. */
export async function getSchoolTimeZone(): Promise<string> {
  return (await getSiteSettings()).timeZone
}
