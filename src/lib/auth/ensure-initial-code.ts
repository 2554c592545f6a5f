import type { Payload } from 'payload'

import { verifyCode } from './hash-code'
import { issueAdminCode } from './issue-code'

export const INITIAL_CODE_LABEL = 'Initial code (ADMIN_CODE)'

/**
 * At boot: make sure the code in ADMIN_CODE exists (stored hashed). A matching code that an officer
 * disabled stays disabled. Returns what happened, for the log.
 */
export async function ensureInitialAdminCode(payload: Payload, code: string): Promise<'created' | 'exists' | 'disabled'> {
  const { docs } = await payload.find({
    collection: 'admin-codes',
    select: { codeHash: true, active: true },
    showHiddenFields: true,
    overrideAccess: true,
    pagination: false,
    depth: 0,
  })
  const checks = await Promise.all(docs.map((d) => (d.codeHash ? verifyCode(code, d.codeHash) : false)))
  const match = docs.find((_, i) => checks[i])
  if (match) return match.active ? 'exists' : 'disabled'
  await issueAdminCode(payload, { label: INITIAL_CODE_LABEL, code })
  return 'created'
}

/** Payload `onInit`: ensures ADMIN_CODE when it is set. A database without tables yet is not an error. */
export async function ensureInitialAdminCodeOnBoot(payload: Payload): Promise<void> {
  const code = process.env.ADMIN_CODE?.trim()
  if (!code) return
  try {
    const result = await ensureInitialAdminCode(payload, code)
    if (result === 'created') payload.logger.info('ADMIN_CODE: initial admin code stored (hashed).')
    if (result === 'disabled') payload.logger.warn('ADMIN_CODE matches a code an officer disabled; it stays disabled.')
  } catch (err) {
    payload.logger.warn({ err, msg: 'ADMIN_CODE could not be ensured yet (is the database migrated?)' })
  }
}
