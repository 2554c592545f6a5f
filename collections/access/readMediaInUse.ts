import type { Access } from 'payload'

import { publicMediaIds } from '@/lib/media/media-in-use'

import { isAdminUser } from './isAdminUser'

/**
 * Administrators read every image; everyone else only the images a visible announcement shows, as
 * records and as files (`/api/media/file/…`). A hidden or deleted announcement's image is not public.
 */
export const readMediaInUse: Access = async ({ req }) => {
  if (isAdminUser(req.user)) return true
  const ids = await publicMediaIds(req)
  // Never `false` (403): a hidden image must look exactly like a missing one (404). Ids start at 1.
  return { id: { in: ids.length ? ids : [0] } }
}
