'use server'

import { revalidatePath } from 'next/cache'

import { isCodeUsable } from '@/lib/auth/code-status'
import { issueAdminCode } from '@/lib/auth/issue-code'
import { requireAdmin } from '@/lib/auth/server-session'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'
import { fieldErrorsOf } from '@/lib/validations/field-errors'
import { expiryDate, issueAdminCodeSchema } from '@/lib/validations/issue-admin-code'

export type IssueResult = { ok: true; code: string; label: string } | { ok: false; fieldErrors: Record<string, string> }

/** Issues a new code; its plain text is returned this once and never stored. */
export async function issueCodeAction(input: unknown): Promise<IssueResult> {
  const { payload, user } = await requireAdmin()
  const timeZone = await getSchoolTimeZone()
  const parsed = issueAdminCodeSchema(timeZone).safeParse(input)
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) }
  const expires = expiryDate(parsed.data, timeZone)
  const { code, doc } = await issueAdminCode(payload, { label: parsed.data.label, expiresAt: expires?.toISOString() ?? null }, user)
  revalidatePath('/admin/codes')
  return { ok: true, code, label: doc.label }
}

export type ToggleResult = { ok: true; signedOut: boolean } | { ok: false; error: string }

/** Disables (ending its sessions) or re-enables a code. The last usable code cannot be disabled. */
export async function setCodeActiveAction(id: number, active: boolean): Promise<ToggleResult> {
  const { payload, user } = await requireAdmin()
  if (!Number.isInteger(id) || typeof active !== 'boolean') return { ok: false, error: 'Invalid request.' }
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
