import type { MetadataRoute } from 'next'

import { absoluteUrl, languageAlternates } from '@/i18n/metadata'
import { LOCALES } from '@/i18n/locales'
import { PUBLIC_PATHS } from '@/lib/navigation'

/** Rendered per request: SITE_URL is the running server's, not the build machine's. */
export const dynamic = 'force-dynamic'

const DAILY = new Set(['/', '/news', '/calendar'])

/** Every public page in both languages (SPEC §2 routes), each with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return PUBLIC_PATHS.flatMap((path) =>
    LOCALES.map((locale) => ({
      url: absoluteUrl(path, locale),
      changeFrequency: DAILY.has(path) ? ('daily' as const) : ('monthly' as const),
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages: languageAlternates(path) },
    })),
  )
}
