import type { CollectionAfterChangeHook } from 'payload'

import { syncMailingWithCheckbox } from '@/features/mailings/queue'
import type { Announcement } from '@/payload-types'

/**
 * "Email this to subscribers": ticking it creates the announcement's first mailing (once, however often
 * it is saved later); it goes out when the announcement is visible. Unticking cancels one still waiting.
 */
export const queueMailingAfterChange: CollectionAfterChangeHook<Announcement> = async ({ doc, req }) => {
  await syncMailingWithCheckbox(req, doc)
  return doc
}
