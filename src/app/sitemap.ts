import type { MetadataRoute } from 'next'

import { getEnv } from '@/lib/env'
import { NAV_ITEMS } from '@/lib/navigation'

/** Rendered per request: SITE_URL is the running server's, not the build machine's. */
export const dynamic = 'force-dynamic'

/** Every public page (SPEC §2 routes). The admin area, the CMS and the API are not listed. */
export default function sitemap(): MetadataRoute.Sitemap {
  const siteUrl = getEnv().SITE_URL.replace(/\/$/, '')
  const paths = [...NAV_ITEMS.map((i) => i.href), '/bubble-run']
  return paths.map((path) => ({
    url: `${siteUrl}${path === '/' ? '' : path}` || siteUrl,
    changeFrequency: path === '/news' || path === '/calendar' || path === '/' ? 'daily' : 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }))
}
