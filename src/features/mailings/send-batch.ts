import type { Payload } from 'payload'

import { requestedLocale } from '@/i18n/server-translator'
import { isPermanentMailError, sendMail } from '@/lib/email/transport'

import { DELIVERY_ATTEMPTS, frequencyFor } from './constants'
import { composerFor } from './composer'
import { query } from './sql'

/** `attempts` is a numeric column: the driver returns it as text. */
type Claimed = { id: number; key: string; email: string; attempts: string }

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500)

/** Takes one queued delivery for this process (atomic: two runners never both get it). */
const claim = async (payload: Payload, id: number): Promise<Claimed | null> =>
  (
    await query<Claimed>(
      payload,
      `UPDATE mail_deliveries SET status = 'sending', attempts = attempts + 1, updated_at = now() WHERE id = $1 AND status = 'queued' RETURNING id, key, email, attempts`,
      [id],
    )
  )[0] ?? null

const settle = (payload: Payload, id: number, status: 'sent' | 'failed' | 'skipped' | 'queued', lastError: string | null = null) =>
  query(
    payload,
    `UPDATE mail_deliveries SET status = $2::enum_mail_deliveries_status, last_error = $3, sent_at = CASE WHEN $4 THEN now() ELSE sent_at END, updated_at = now() WHERE id = $1`,
    [id, status, lastError, status === 'sent'],
  )

/**
 * Sends one batch of a mailing's deliveries, each to its one recipient. A delivery is claimed before it
 * is sent and marked sent right after, so a retried or duplicated job never mails twice. Addresses that
 * unsubscribed (or changed how often they hear from us) since they were queued are skipped. When the SMTP
 * server cannot be reached the delivery goes back to the queue and the job throws, to be retried with
 * backoff; a message the server refuses for good is marked failed at once.
 */
export async function sendBatch(payload: Payload, mailingId: number, ids: number[]): Promise<number> {
  const mailing = await payload.findByID({ collection: 'mailings', id: mailingId, depth: 0, overrideAccess: true, disableErrors: true })
  const compose = mailing && mailing.status !== 'cancelled' ? await composerFor(payload, mailing) : null
  if (!mailing || !compose) {
    await query(payload, `UPDATE mail_deliveries SET status = 'skipped', updated_at = now() WHERE id = ANY($1) AND status = 'queued'`, [ids])
    if (mailing) await finishIfComplete(payload, mailingId)
    return 0
  }
  let sent = 0
  for (const id of ids) {
    const delivery = await claim(payload, id)
    if (!delivery) continue
    const found = await payload.find({ collection: 'subscriptions', where: { email: { equals: delivery.email } }, depth: 0, limit: 1, overrideAccess: true })
    const subscriber = found.docs[0]
    if (!subscriber || (subscriber.frequency ?? 'every') !== frequencyFor(mailing.kind)) {
      await settle(payload, id, 'skipped')
      continue
    }
    try {
      await sendMail(compose(delivery.email, requestedLocale(subscriber.language), delivery.key))
    } catch (err) {
      if (isPermanentMailError(err)) {
        await settle(payload, id, 'failed', errorText(err))
        continue
      }
      await settle(payload, id, Number(delivery.attempts) >= DELIVERY_ATTEMPTS ? 'failed' : 'queued', errorText(err))
      throw err
    }
    await settle(payload, id, 'sent')
    sent++
  }
  await finishIfComplete(payload, mailingId)
  return sent
}

/** The last batch of a mailing marks it done (the minute job does the same for mailings it finds complete). */
const finishIfComplete = (payload: Payload, mailingId: number) =>
  query(
    payload,
    `UPDATE mailings SET status = 'done', finished_at = now(), updated_at = now()
      WHERE id = $1 AND status = 'sending' AND NOT EXISTS (SELECT 1 FROM mail_deliveries WHERE mailing_id = $1 AND status IN ('queued', 'sending'))`,
    [mailingId],
  )
