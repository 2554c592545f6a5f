import type { CollectionBeforeChangeHook } from 'payload'

/**
 * `createdAt` orders the news, the RSS feed and the digest, and dates each item; `updatedAt` versions the
 * calendar file (DTSTAMP, SEQUENCE). Both are the server's, never what a request says (an officer's PATCH
 * could backdate an item to the bottom of the list, or date it 9999 at the top). On create the database
 * stamps `createdAt`; on update it stays as stored; `updatedAt` is now.
 */
export const keepCreatedAt: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const { createdAt: _created, updatedAt: _updated, ...rest } = data
  const stamped = { ...rest, updatedAt: new Date().toISOString() }
  return operation === 'update' && originalDoc?.createdAt ? { ...stamped, createdAt: originalDoc.createdAt } : stamped
}
