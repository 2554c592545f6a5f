import type { GlobalAfterChangeHook } from 'payload'

import { CACHE_TAGS } from '@/lib/cache-tags'
import { revalidateTags } from '@/lib/revalidate'

/** After an officer saves the site settings: every public page shows the new values on its next request. */
export const revalidateSiteSettings: GlobalAfterChangeHook = ({ doc }) => {
  revalidateTags([CACHE_TAGS.siteSettings])
  return doc
}
