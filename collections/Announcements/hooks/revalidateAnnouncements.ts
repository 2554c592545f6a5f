import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { changesWhatIsShown, tagsForAnnouncementChange } from '@/features/announcements'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { revalidateTags } from '@/lib/revalidate'
import type { Announcement } from '@/payload-types'

/**
 * After a create, update or toggle: expire the public lists the announcement was or now is in.
 * The tags are the same for every language, so an edit of the English or the Spanish text refreshes both.
 * An update that changed nothing the site shows (e.g. only "Email this to subscribers") expires nothing.
 */
export const revalidateAnnouncementsAfterChange: CollectionAfterChangeHook<Announcement> = ({ doc, previousDoc, operation, req }) => {
  // Only an English write is compared: a Spanish text read back falls back to the English, so clearing
  // one that matched it would look unchanged while the pages must now mark it as English.
  const english = (req.locale ?? DEFAULT_LOCALE) === DEFAULT_LOCALE
  if (operation === 'update' && english && previousDoc && !changesWhatIsShown(doc, previousDoc)) return doc
  revalidateTags(tagsForAnnouncementChange(doc, operation === 'update' ? previousDoc : null))
  return doc
}

/** After a delete: expire the public list it was in. */
export const revalidateAnnouncementsAfterDelete: CollectionAfterDeleteHook<Announcement> = ({ doc }) => {
  revalidateTags(tagsForAnnouncementChange(doc))
  return doc
}
