import type { GlobalAfterChangeHook } from 'payload'

import { CACHE_TAGS } from '@/lib/cache-tags'
import { isRevalidationDeferred, revalidateTags } from '@/lib/revalidate'

/**
 * After an officer saves the site settings: every public page shows the new values on its next request
 * (unless the writer expires the tag itself after its transaction, lib/revalidate DEFER_REVALIDATION).
 */
export const revalidateSiteSettings: GlobalAfterChangeHook = ({ doc, req }) => {
  if (!isRevalidationDeferred(req.context)) revalidateTags([CACHE_TAGS.siteSettings])
  return doc
}
