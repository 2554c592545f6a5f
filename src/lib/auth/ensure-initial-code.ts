import type { Payload } from 'payload'

import { verifyCode } from './hash-code'
import { issueAdminCode } from './issue-code'

export const INITIAL_CODE_LABEL = 'Initial code (ADMIN_CODE)'
/** The code the launcher makes up for a local demo install (no ADMIN_CODE given; kept in .data/admin-code). */
export const LOCAL_CODE_LABEL = 'Local install code'

/**
 * At boot: make sure the code in ADMIN_CODE exists (stored hashed). A matching code that is disabled stays
 * disabled. When ADMIN_CODE changed, the code from the previous value is retired: disabled, which ends its
 * sessions (the new code is stored first, so someone can always sign in). Only codes of the same `label`
 * retire each other, so `npm run dev` on a local install (its own made-up code) never disables the
 * ADMIN_CODE that `npm start` was given on the same database, nor the other way round.
 * Returns what happened, for the log.
 */
export async function ensureInitialAdminCode(
  payload: Payload,
  code: string,
  label: string = INITIAL_CODE_LABEL,
): Promise<'created' | 'replaced' | 'exists' | 'disabled'> {
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
  const { doc } = await issueAdminCode(payload, { label, code })
  const previous = docs.filter((d) => d.label === label && d.active && d.id !== doc.id)
  for (const old of previous) {
    await payload.update({ collection: 'admin-codes', id: old.id, data: { active: false }, overrideAccess: true })
  }
  return previous.length ? 'replaced' : 'created'
}

/** Payload `onInit`: ensures ADMIN_CODE when it is set. A database without tables yet is not an error. */
export async function ensureInitialAdminCodeOnBoot(payload: Payload): Promise<void> {
  const code = process.env.ADMIN_CODE?.trim()
  if (!code) return
  const label = process.env.ADMIN_CODE_SOURCE === 'local-install' ? LOCAL_CODE_LABEL : INITIAL_CODE_LABEL
  try {
    const result = await ensureInitialAdminCode(payload, code, label)
    if (result === 'created') payload.logger.info('ADMIN_CODE: initial admin code stored (hashed).')
    if (result === 'replaced') payload.logger.info('ADMIN_CODE changed: the new code is stored (hashed), the previous one is disabled and its sessions ended.')
    if (result === 'disabled')
      payload.logger.warn('ADMIN_CODE matches a disabled code (disabled by an officer, or retired when ADMIN_CODE changed); it stays disabled. Set a new ADMIN_CODE or sign in with an active code.')
  } catch (err) {
    payload.logger.warn({ err, msg: 'ADMIN_CODE could not be ensured yet (is the database migrated?)' })
  }
}
