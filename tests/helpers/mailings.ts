import type { Payload } from 'payload'

import { MAIL_QUEUE } from '@/features/mailings/run'
import { runJobs } from '@/jobs/run-jobs'

import { decodedBodies, decodedHeader } from './mail-text'
import type { ReceivedMail } from './smtp-sink'

/**
 * Subscribers of the mailing tests: the only rows in `subscriptions` while a mailing file runs. Deliveries an
 * earlier file in this worker left open (queued for a retry after backoff) are closed, so waiting for this
 * file's deliveries to settle never waits on them.
 */
export async function resetSubscribers(payload: Payload, subscribers: { email: string; language?: 'en' | 'es'; frequency?: 'every' | 'weekly' }[]) {
  await payload.db.pool.query(`UPDATE mail_deliveries SET status = 'skipped', updated_at = now() WHERE status IN ('queued', 'sending')`)
  await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: MAIL_QUEUE }, completedAt: { exists: false } }, overrideAccess: true })
  await payload.delete({ collection: 'subscriptions', where: { id: { exists: true } }, overrideAccess: true })
  for (const s of subscribers) await payload.create({ collection: 'subscriptions', data: { language: 'en', frequency: 'every', ...s }, overrideAccess: true })
}

/** Polls until `ok` holds (or the time is up) and returns the last value read. */
export async function eventually<T>(read: () => Promise<T> | T, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = await read()
    if (ok(v) || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** Runs the jobs that are due (the mail queue and the default one) until a pass finds none. */
export async function drainJobs(payload: Payload): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const ran = [await runJobs(payload, { queue: 'mail', limit: 50 }), await runJobs(payload, { limit: 50 })]
    if (ran.every((r) => Object.keys(r.jobStatus ?? {}).length === 0)) return
  }
}

/** Runs the queue until no delivery of any mailing is queued or being sent. */
export async function settleDeliveries(payload: Payload): Promise<number> {
  return eventually(
    async () => {
      await drainJobs(payload)
      const open = await payload.db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM mail_deliveries WHERE status IN ('queued', 'sending')`)
      return Number(open.rows[0].n)
    },
    (n) => n === 0,
  )
}

/** What a subscriber reads of a received message. */
export function readMail(m: ReceivedMail) {
  return {
    to: m.to,
    subject: decodedHeader(m.raw, 'Subject') ?? '',
    text: decodedBodies(m.raw).join('\n'),
    raw: m.raw,
  }
}

/** Received messages whose subject is `subject`, by recipient. */
export const bySubject = (received: ReceivedMail[], subject: string) => received.map(readMail).filter((m) => m.subject === subject)
