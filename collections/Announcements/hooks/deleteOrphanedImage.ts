import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { deleteIfOrphaned, mediaIdOf } from '@/lib/media/media-in-use'
import type { Announcement } from '@/payload-types'

/** Replacing or removing an announcement's image deletes the old image when nothing else uses it. */
export const deleteReplacedImage: CollectionAfterChangeHook<Announcement> = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && mediaIdOf(previousDoc?.image) !== mediaIdOf(doc.image)) await deleteIfOrphaned(req, previousDoc.image)
  return doc
}

/** Deleting an announcement deletes its image (file and sizes) when nothing else uses it. */
export const deleteImageOfDeleted: CollectionAfterDeleteHook<Announcement> = async ({ doc, req }) => {
  await deleteIfOrphaned(req, doc.image)
  return doc
}
