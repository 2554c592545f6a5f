import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'

/** The public site settings (links, contact details, labels), cached until an officer saves them. */
export const getSiteSettings = unstable_cache(
  async () => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug: 'site-settings', overrideAccess: false, depth: 0 })
  },
  ['site-settings'],
  { tags: [CACHE_TAGS.siteSettings] },
)
