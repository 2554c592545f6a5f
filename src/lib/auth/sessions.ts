import type { Payload, PayloadRequest } from 'payload'

import type { AdminCode } from '@/payload-types'

import { clock } from './clock'
import { isCodeUsable } from './code-status'
import { SESSION_TTL_MS } from './constants'
import { hashSessionToken, isWellFormedToken, newSessionToken } from './session-token'

/** Sessions are server-only records: every call here bypasses access on purpose (no API reaches them). */
const system = { overrideAccess: true } as const

export async function createSession(payload: Payload, adminCodeId: number): Promise<{ token: string; expiresAt: Date }> {
  const { token, tokenHash } = newSessionToken()
  const expiresAt = new Date(clock.now() + SESSION_TTL_MS)
  await payload.create({
    collection: 'admin-sessions',
    data: { tokenHash, adminCode: adminCodeId, expiresAt: expiresAt.toISOString() },
    ...system,
  })
  return { token, expiresAt }
}

export type ActiveSession = { code: AdminCode; expiresAt: Date }

/** The session a token opens, if it exists, has not expired and its code is still usable. */
export async function findActiveSession(payload: Payload, token: string | undefined): Promise<ActiveSession | null> {
  if (!isWellFormedToken(token)) return null
  const { docs } = await payload.find({
    collection: 'admin-sessions',
    where: { tokenHash: { equals: hashSessionToken(token) } },
    depth: 1,
    limit: 1,
    pagination: false,
    ...system,
  })
  const session = docs[0]
  const code = session?.adminCode
  if (!session || !code || typeof code !== 'object') return null
  const now = clock.now()
  const expiresAt = new Date(session.expiresAt)
  if (expiresAt.getTime() <= now || !isCodeUsable(code, now)) return null
  return { code, expiresAt }
}

export async function deleteSessionByToken(payload: Payload, token: string, req?: PayloadRequest): Promise<void> {
  if (!isWellFormedToken(token)) return
  await payload.delete({ collection: 'admin-sessions', where: { tokenHash: { equals: hashSessionToken(token) } }, req, ...system })
}

export async function deleteSessionsOfCode(payload: Payload, adminCodeId: number, req?: PayloadRequest): Promise<void> {
  await payload.delete({ collection: 'admin-sessions', where: { adminCode: { equals: adminCodeId } }, req, ...system })
}

/** Housekeeping at each sign-in: expired sessions are useless, so they are removed. */
export async function deleteExpiredSessions(payload: Payload): Promise<void> {
  await payload.delete({
    collection: 'admin-sessions',
    where: { expiresAt: { less_than_equal: new Date(clock.now()).toISOString() } },
    ...system,
  })
}
