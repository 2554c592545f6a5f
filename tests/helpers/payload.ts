import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { backgroundSettled } from '@/lib/background-work'

/** The Payload local API on the test database created by the int project's global setup. */
export const getTestPayload = (): Promise<Payload> => getPayload({ config })

/**
 * Closes Payload's pool without Jest tripping over the admin-shutdown error of the last client, after the
 * background runs the file started (job runs, the mailing clock a save scheduled: a run cut off
 * mid-transaction held the mail queue's locks against the worker's next test file). `payload.destroy()`
 * leaves the pool open (idle connections close after 30 s), so a worker running files quickly held up to 10
 * connections per finished file until PostgreSQL refused more ("too many clients already"). Ending the pool
 * closes its idle connections at once, and resolves once every connection is closed (the adapter's reconnect
 * watch, which it never released, is handed back by src/lib/db/logged-pool.ts).
 */
export async function closeTestPayload(payload: Payload): Promise<void> {
  await backgroundSettled(payload)
  // Jobs this file left to retry later (mail tried while no SMTP server listened) are its own: the worker's
  // next file must not find them due, ahead of its own jobs in the queue.
  await payload.delete({ collection: 'payload-jobs', where: { completedAt: { exists: false } }, overrideAccess: true })
  const pool = (payload.db as unknown as { pool?: { on: (e: string, f: () => void) => void; end: () => Promise<void> } }).pool
  pool?.on('error', () => {})
  await payload.destroy()
  await pool?.end()
}
