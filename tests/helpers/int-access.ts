import type { Payload } from 'payload'

import { createOneOfEach } from './fixtures'

/** Reads the int database directly, to check what a request really changed. */
export const sqlOn =
  (payload: Payload) =>
  async <T extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> =>
    (await payload.db.pool.query(text, values)).rows as T[]

/** One document per collection, keyed by slug: the targets of the anonymous attempts. */
export async function fixtureIdsFor(payload: Payload): Promise<Record<string, number>> {
  const docs = await createOneOfEach(payload)
  return {
    announcements: docs.announcement.id,
    subscriptions: docs.subscription.id,
    'contact-inquiries': docs.inquiry.id,
    media: docs.media.id,
    'admin-codes': docs.adminCode.id,
  }
}
