import type { Payload } from 'payload'

import { verifyCode } from './hash-code'
import { issueAdminCode } from './issue-code'

export const INITIAL_CODE_LABEL = 'Initial code (ADMIN_CODE)'

/**
 * At boot: make sure the code in ADMIN_CODE exists (stored hashed). A matching code that an officer
 * disabled stays disabled. When ADMIN_CODE changed, the code from the previous value is retired:
 * disabled, which ends its sessions (the new code is stored first, so someone can always sign in).
 * Returns what happened, for the log.
 */
export async function ensureInitialAdminCode(payload: Payload, code: string): Promise<'created' | 'replaced' | 'exists' | 'disabled'> {
  const { docs } = await payload.find({
    collection: 'admin-codes',
    select: { codeHash: true, active: true, label: true },
    showHiddenFields: true,
    overrideAccess: true,
    pagination: false,
    depth: 0,
  })
  const checks = await Promise.all(docs.map((d) => (d.codeHash ? verifyCode(code, d.codeHash) : false)))
  const match = docs.find((_, i) => checks[i])
  if (match) return match.active ? 'exists' : 'disabled'
  const { doc } = await issueAdminCode(payload, { label: INITIAL_CODE_LABEL, code })
  const previous = docs.filter((d) => d.label === INITIAL_CODE_LABEL && d.active && d.id !== doc.id)
  for (const old of previous) {
    await payload.update({ collection: 'admin-codes', id: old.id, data: { active: false }, overrideAccess: true })
  }
  return previous.length ? 'replaced' : 'created'
}

/** Payload `onInit`: ensures ADMIN_CODE when it is set. A database without tables yet is not an error. */
export async function ensureInitialAdminCodeOnBoot(payload: Payload): Promise<void> {
  const code = process.env.ADMIN_CODE?.trim()
  if (!code) return
  try {
    const result = await ensureInitialAdminCode(payload, code)
    if (result === 'created') payload.logger.info('ADMIN_CODE: initial admin code stored (hashed).')
    if (result === 'replaced') payload.logger.info('ADMIN_CODE changed: the new code is stored (hashed), the previous one is disabled and its sessions ended.')
    if (result === 'disabled') payload.logger.warn('ADMIN_CODE matches a code an officer disabled; it stays disabled.')
  } catch (err) {
    payload.logger.warn({ err, msg: 'ADMIN_CODE could not be ensured yet (is the database migrated?)' })
  }
}
