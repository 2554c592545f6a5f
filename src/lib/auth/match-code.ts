import type { Payload } from 'payload'

import { clock } from './clock'
import { DUMMY_HASH, verifyCode } from './hash-code'

/**
 * The usable admin code that `code` opens, or null. Every active, unexpired code is checked, always
 * all of them and in parallel, so the time taken does not reveal whether or which one matched.
 * (`verify` is replaceable so a test can count the checks.)
 */
export async function matchAdminCode(payload: Payload, code: string, verify = verifyCode): Promise<number | null> {
  const now = new Date(clock.now()).toISOString()
  const { docs } = await payload.find({
    collection: 'admin-codes',
    where: { and: [{ active: { equals: true } }, { or: [{ expiresAt: { exists: false } }, { expiresAt: { greater_than: now } }] }] },
    select: { codeHash: true },
    showHiddenFields: true,
    overrideAccess: true,
    pagination: false,
    depth: 0,
  })
  const hashes = docs.length ? docs.map((d) => ({ id: d.id, hash: d.codeHash })) : [{ id: null, hash: DUMMY_HASH }]
  const results = await Promise.all(hashes.map(({ hash }) => verify(code, hash ?? DUMMY_HASH)))
  let match: number | null = null
  results.forEach((ok, i) => {
    if (ok && match === null) match = hashes[i].id
  })
  return match
}
