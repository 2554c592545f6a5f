import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { backgroundSettled } from '@/lib/background-work'

/** The Payload local API on the test database created by the int project's global setup. */
export const getTestPayload = (): Promise<Payload> => getPayload({ config })

/**
 * Closes Payload's pool without Jest tripping over the admin-shutdown error of the last client, after the
 * background runs the file started (job runs, the mailing clock a save scheduled: a run cut off
 * mid-transaction held the mail queue's locks against the worker's next test file).
 */
export async function closeTestPayload(payload: Payload): Promise<void> {
  await backgroundSettled(payload)
  const pool = (payload.db as unknown as { pool?: { on: (e: string, f: () => void) => void; end: () => Promise<void> } }).pool
  pool?.on('error', () => {})
  await payload.destroy()
}
