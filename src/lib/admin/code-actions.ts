'use server'

import { revalidatePath } from 'next/cache'

import { actionEntered } from '@/lib/action-entry'
import { isCodeUsable } from '@/lib/auth/code-status'
import { issueAdminCode } from '@/lib/auth/issue-code'
import { requireAdmin } from '@/lib/auth/server-session'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'
import { fieldErrorsOf } from '@/lib/validations/field-errors'
import { expiryDate, issueAdminCodeSchema } from '@/lib/validations/issue-admin-code'
import { isRecordId } from '@/lib/validations/zod'

const GONE = 'This code no longer exists.'
/** Two working codes with one label look alike in the table: disabling one could end the wrong officer's access. */
const LABEL_TAKEN = 'A working code already has this label. Use one that tells them apart, such as the officer’s name.'

const sameLabel = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export type IssueResult = { ok: true; code: string; label: string } | { ok: false; fieldErrors: Record<string, string> }

/** Issues a new code; its plain text is returned this once and never stored. */
export async function issueCodeAction(input: unknown): Promise<IssueResult> {
  actionEntered()
  const { payload, user } = await requireAdmin()
  const timeZone = await getSchoolTimeZone()
  const parsed = issueAdminCodeSchema(timeZone).safeParse(input)
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) }
  const working = await payload.find({ collection: 'admin-codes', where: { active: { equals: true } }, select: { label: true }, pagination: false, overrideAccess: false, user })
  if (working.docs.some((doc) => sameLabel(doc.label, parsed.data.label))) return { ok: false, fieldErrors: { label: LABEL_TAKEN } }
  const expires = expiryDate(parsed.data, timeZone)
  const { code, doc } = await issueAdminCode(payload, { label: parsed.data.label, expiresAt: expires?.toISOString() ?? null }, user)
  revalidatePath('/admin/codes')
  return { ok: true, code, label: doc.label }
}

export type ToggleResult = { ok: true; signedOut: boolean } | { ok: false; error: string }

/** Disables (ending its sessions) or re-enables a code. The last usable code cannot be disabled. */
export async function setCodeActiveAction(id: number, active: boolean): Promise<ToggleResult> {
  actionEntered()
  const { payload, user } = await requireAdmin()
  if (!isRecordId(id) || typeof active !== 'boolean') return { ok: false, error: 'Invalid request.' }
  // Deleted in another tab: say so (Payload's update answered NotFound, a 500).
  const { totalDocs } = await payload.count({ collection: 'admin-codes', where: { id: { equals: id } }, overrideAccess: false, user })
  if (!totalDocs) return { ok: false, error: GONE }
  if (!active) {
    const { docs } = await payload.find({ collection: 'admin-codes', where: { active: { equals: true } }, pagination: false, overrideAccess: false, user })
    if (docs.filter((d) => isCodeUsable(d) && d.id !== id).length === 0) {
      return { ok: false, error: 'This is the last working code. Issue another code before disabling it.' }
    }
  }
  await payload.update({ collection: 'admin-codes', id, data: { active }, overrideAccess: false, user })
  revalidatePath('/admin/codes')
  return { ok: true, signedOut: !active && id === user.id }
}

export type DeleteResult = { ok: true } | { ok: false; error: string }

/**
 * Deletes a code that no longer works (disabled or expired), so old codes do not pile up; a working code is
 * disabled first. The collection's hooks still end its sessions and keep one working code.
 */
export async function deleteCodeAction(id: number): Promise<DeleteResult> {
  actionEntered()
  const { payload, user } = await requireAdmin()
  if (!isRecordId(id)) return { ok: false, error: 'Invalid request.' }
  const { docs } = await payload.find({ collection: 'admin-codes', where: { id: { equals: id } }, limit: 1, overrideAccess: false, user })
  if (!docs[0]) return { ok: false, error: GONE }
  if (isCodeUsable(docs[0])) return { ok: false, error: 'Disable the code before deleting it.' }
  await payload.delete({ collection: 'admin-codes', id, overrideAccess: false, user })
  revalidatePath('/admin/codes')
  return { ok: true }
}
