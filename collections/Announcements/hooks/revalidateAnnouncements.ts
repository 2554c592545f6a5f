import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { tagsForAnnouncementChange } from '@/features/announcements'
import { revalidateTags } from '@/lib/revalidate'
import type { Announcement } from '@/payload-types'

/**
 * After a create, update or toggle: expire the public lists the announcement was or now is in.
 * The tags are the same for every language, so an edit of the English or the Spanish text refreshes both.
 */
export const revalidateAnnouncementsAfterChange: CollectionAfterChangeHook<Announcement> = ({ doc, previousDoc, operation }) => {
  revalidateTags(tagsForAnnouncementChange(doc, operation === 'update' ? previousDoc : null))
  return doc
}

/** After a delete: expire the public list it was in. */
export const revalidateAnnouncementsAfterDelete: CollectionAfterDeleteHook<Announcement> = ({ doc }) => {
  revalidateTags(tagsForAnnouncementChange(doc))
  return doc
}
