import type { Payload } from 'payload'

import type { Mailing } from '@/payload-types'

import { DELIVERY_BATCH_SIZE, deliveryKeyPrefix, frequencyFor } from './constants'
import { kickMailQueue, MAIL_QUEUE } from './run'
import { query } from './sql'

/** Puts the given deliveries on the mail queue, one send job per small batch. */
export async function queueDeliveries(payload: Payload, mailing: number, ids: number[]): Promise<number> {
  for (let i = 0; i < ids.length; i += DELIVERY_BATCH_SIZE) {
    const deliveries = ids.slice(i, i + DELIVERY_BATCH_SIZE)
    await payload.jobs.queue({ task: 'sendMailBatch', queue: MAIL_QUEUE, input: { mailing, deliveries } })
  }
  return Math.ceil(ids.length / DELIVERY_BATCH_SIZE)
}

/**
 * Starts a waiting mailing: claims it (one process wins), writes one delivery row per current subscriber
 * of its frequency in a single statement (the unique key makes a repeat a no-op), then queues the send
 * jobs. `now` is the mailing clock. Returns the number of recipients, or null when another process had already started it.
 */
export async function startMailing(payload: Payload, mailing: Mailing, now = new Date()): Promise<number | null> {
  // `started_at` is the mailing clock's time: a digest's content is read as of then.
  const claimed = await query(payload, `UPDATE mailings SET status = 'sending', started_at = $2, updated_at = now() WHERE id = $1 AND status = 'waiting' RETURNING id`, [mailing.id, now.toISOString()])
  if (!claimed.length) return null
  await query(
    payload,
    `INSERT INTO mail_deliveries (key, mailing_id, email, status, attempts, updated_at, created_at)
     SELECT $2 || s.email, $1, s.email, 'queued', 0, now(), now() FROM subscriptions s WHERE COALESCE(s.frequency, 'every') = $3 ORDER BY s.id
     ON CONFLICT (key) DO NOTHING`,
    [mailing.id, deliveryKeyPrefix(mailing), frequencyFor(mailing.kind)],
  )
  const rows = await query<{ id: number }>(payload, `SELECT id FROM mail_deliveries WHERE mailing_id = $1 AND status = 'queued' ORDER BY id`, [mailing.id])
  await payload.update({ collection: 'mailings', id: mailing.id, data: { recipients: rows.length }, overrideAccess: true })
  await queueDeliveries(payload, mailing.id, rows.map((r) => Number(r.id)))
  kickMailQueue(payload, 2)
  payload.logger.info(`Mailing ${mailing.id} (${mailing.label}): ${rows.length} recipient(s) queued.`)
  return rows.length
}
