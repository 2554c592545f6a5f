import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

/** Any fixed number: the advisory lock that serialises changes to admin codes. */
const ADMIN_CODES_LOCK = 72_150_013

/**
 * Takes a PostgreSQL transaction-level advisory lock in the request's transaction, so two officers
 * disabling the last two codes at the same moment are checked one after the other (the second sees the
 * first's change). Without a transaction the lock is released at once and only the check remains.
 */
export async function lockAdminCodes(req: PayloadRequest): Promise<void> {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const transactionID = req.transactionID ? await req.transactionID : undefined
  const db = (transactionID !== undefined && adapter.sessions[transactionID]?.db) || adapter.drizzle
  await db.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_CODES_LOCK})`)
}
