import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook } from 'payload'

import { isCodeUsable } from '@/lib/auth/code-status'
import { deleteSessionsOfCode } from '@/lib/auth/sessions'

/** Disabling a code (or giving it a past expiry) signs out everyone who used it. */
export const endSessionsOfDisabledCode: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'update' && !isCodeUsable(doc)) await deleteSessionsOfCode(req.payload, doc.id, req)
  return doc
}

/** Deleting a code signs out everyone who used it (before the row goes, as sessions reference it). */
export const endSessionsOfDeletedCode: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await deleteSessionsOfCode(req.payload, Number(id), req)
}
