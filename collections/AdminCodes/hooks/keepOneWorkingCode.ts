import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, CollectionBeforeOperationHook, PayloadRequest } from 'payload'

import { isAdminUser } from '@collections/access/isAdminUser'
import { publicError } from '@collections/hooks/publicError'
import { isCodeUsable } from '@/lib/auth/code-status'
import { lockAdminCodes } from '@/lib/auth/code-lock'

type CodeState = { active?: boolean | null; expiresAt?: string | null }

export const LAST_CODE_ERROR = 'This is the last working code. Issue another code before disabling, expiring or deleting it.'

const isPermanent = (code: CodeState): boolean => code.active === true && !code.expiresAt

/**
 * Nobody can lock everyone out: after any change at least one code must still sign in now, and the
 * last code that never expires cannot be given an expiry, disabled or deleted. Checked in the
 * collection's hooks, so REST, GraphQL, /cms, /admin/codes and scripts all obey it.
 */
async function refuseLockOut(req: PayloadRequest, id: number, before: CodeState, after: CodeState | null): Promise<void> {
  await lockAdminCodes(req)
  const { docs: others } = await req.payload.find({
    collection: 'admin-codes',
    where: { and: [{ id: { not_equals: id } }, { active: { equals: true } }] },
    select: { active: true, expiresAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const losesPermanent = isPermanent(before) && !(after && isPermanent(after)) && !others.some(isPermanent)
  const losesLastUsable = !(after && isCodeUsable(after)) && !others.some((code) => isCodeUsable(code))
  if (losesPermanent || losesLastUsable) throw publicError(LAST_CODE_ERROR)
}

export const keepOneWorkingCodeOnChange: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const after = { active: data.active ?? originalDoc.active, expiresAt: data.expiresAt === undefined ? originalDoc.expiresAt : data.expiresAt }
  if (isPermanent(originalDoc) !== isPermanent(after) || isCodeUsable(originalDoc) !== isCodeUsable(after)) await refuseLockOut(req, originalDoc.id, originalDoc, after)
  return data
}

export const keepOneWorkingCodeOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const doc = await req.payload.findByID({ collection: 'admin-codes', id, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (doc) await refuseLockOut(req, doc.id, doc, null)
}

/** Codes change one at a time: a bulk update or delete could pass each check and still remove them all. */
export const refuseBulkCodeChanges: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const isBulk = (args as { id?: unknown }).id === undefined
  // Anonymous callers get the usual access refusal (403) from the access rules instead.
  if ((operation === 'update' || operation === 'delete') && isBulk && isAdminUser(req.user)) throw publicError('Change admin codes one at a time.')
  return args
}
