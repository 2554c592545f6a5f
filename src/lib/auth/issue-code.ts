import type { Payload, TypedUser } from 'payload'

import type { AdminCode } from '@/payload-types'

import { generateAdminCode } from './generate-code'
import { hashCode } from './hash-code'

type IssueInput = { label: string; expiresAt?: string | null; code?: string }

/**
 * Creates an admin code and returns its plain text, which is never stored and never shown again.
 * From a request, pass the signed-in admin `user`: access is checked (with the issuing context).
 * Without a user (boot and the CLI) it runs with full access.
 */
export async function issueAdminCode(
  payload: Payload,
  { label, expiresAt = null, code = generateAdminCode() }: IssueInput,
  user?: TypedUser,
): Promise<{ code: string; doc: AdminCode }> {
  const codeHash = await hashCode(code)
  const doc = await payload.create({
    collection: 'admin-codes',
    data: { label, expiresAt, active: true, codeHash },
    ...(user ? { user, overrideAccess: false, context: { issuingAdminCode: true } } : { overrideAccess: true }),
  })
  return { code, doc }
}
