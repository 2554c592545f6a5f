import type { CollectionBeforeChangeHook } from 'payload'

/**
 * `createdAt` orders the news, the RSS feed and the digest, and dates each item: it is when the item was
 * written, never what a request says (an officer's PATCH could backdate an item to the bottom of the list
 * or date it in the future). On create the database stamps it; on update it stays as stored.
 */
export const keepCreatedAt: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const { createdAt: _sent, ...rest } = data
  return operation === 'update' && originalDoc?.createdAt ? { ...rest, createdAt: originalDoc.createdAt } : rest
}
