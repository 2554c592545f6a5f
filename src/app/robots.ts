import type { MetadataRoute } from 'next'

import { getEnv } from '@/lib/env'

/** Rendered per request: SITE_URL is the running server's, not the build machine's. */
export const dynamic = 'force-dynamic'

/** Crawlers may read the public site; the admin area, the CMS panel and the API are off limits. */
export default function robots(): MetadataRoute.Robots {
  const siteUrl = getEnv().SITE_URL
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/cms', '/api'] }],
    sitemap: `${siteUrl}/sitemap.xml`,
  }
}
