import type { Payload } from 'payload'

import { isVisibleAt } from '@/features/announcements'
import { inBackground } from '@/lib/background-work'
import type { Mailing } from '@/payload-types'

import { announcementIdOf, isMailedType } from './constants'
import { startWeeklyDigest } from './digest-mailing'
import { queueDeliveries, startMailing } from './fan-out'
import { query } from './sql'

/** Queued deliveries untouched this long belong to send jobs that were lost (crash, deploy): queue them again. */
export const STALE_DELIVERY_MS = 30 * 60 * 1000

const announcementOf = (payload: Payload, mailing: Mailing) => {
  const id = announcementIdOf(mailing)
  return id ? payload.findByID({ collection: 'announcements', id, depth: 0, overrideAccess: true, disableErrors: true }) : Promise.resolve(null)
}

async function startVisibleMailings(payload: Payload, now: Date): Promise<number[]> {
  const waiting = await payload.find({ collection: 'mailings', where: { status: { equals: 'waiting' }, kind: { equals: 'announcement' } }, depth: 0, limit: 50, overrideAccess: true })
  const started: number[] = []
  for (const mailing of waiting.docs) {
    const announcement = await announcementOf(payload, mailing)
    if (!announcement || !announcement.emailSubscribers || !isMailedType(announcement.type)) {
      await payload.update({ collection: 'mailings', id: mailing.id, data: { status: 'cancelled' }, overrideAccess: true })
    } else if (isVisibleAt(announcement, now) && (await startMailing(payload, mailing, now)) !== null) {
      started.push(mailing.id)
    }
  }
  return started
}

/**
 * Marks finished mailings done, and queues again deliveries whose send job was lost. "Untouched for 30
 * minutes" is measured on the database's clock, the one that stamped `updated_at`: with the app's clock (or
 * the `now` a test or a catch-up run passes), a delivery a job had just claimed could look lost, be queued
 * again and go out twice. Finding and releasing them is one statement, so two overlapping runs (the minute
 * clock and one right after a save) never both release the same delivery.
 */
async function settleSendingMailings(payload: Payload, now: Date): Promise<number[]> {
  const sending = await payload.find({ collection: 'mailings', where: { status: { equals: 'sending' } }, depth: 0, limit: 100, overrideAccess: true })
  const finished: number[] = []
  for (const mailing of sending.docs) {
    const released = await query<{ id: number }>(
      payload,
      `UPDATE mail_deliveries SET status = 'queued', updated_at = now()
        WHERE mailing_id = $1 AND status IN ('queued', 'sending') AND updated_at < now() - make_interval(secs => $2)
        RETURNING id`,
      [mailing.id, STALE_DELIVERY_MS / 1000],
    )
    if (released.length) {
      await queueDeliveries(payload, mailing.id, released.map((d) => Number(d.id)))
      continue
    }
    const open = await query<{ open: boolean }>(payload, `SELECT EXISTS (SELECT 1 FROM mail_deliveries WHERE mailing_id = $1 AND status IN ('queued', 'sending')) AS open`, [mailing.id])
    if (open[0]?.open) continue
    await payload.update({ collection: 'mailings', id: mailing.id, data: { status: 'done', finishedAt: now.toISOString() }, overrideAccess: true })
    finished.push(mailing.id)
  }
  return finished
}

/**
 * The mailing clock (every minute, and right after an officer ticks the box or sends again): starts
 * announcement mailings whose announcement is visible now, cancels those whose box was unticked, starts the
 * weekly digest when due, and settles mailings that are sending.
 */
export async function dispatchMailings(payload: Payload, now = new Date()): Promise<{ started: number[]; finished: number[] }> {
  const started = await startVisibleMailings(payload, now)
  const digest = await startWeeklyDigest(payload, now)
  if (digest !== null) started.push(digest)
  const finished = await settleSendingMailings(payload, now)
  return { started, finished }
}

/** Runs the mailing clock shortly after the current request (its transaction has committed by then). */
export function scheduleDispatch(payload: Payload, delayMs = 1000): void {
  inBackground(payload, 'starting mailings failed', () => dispatchMailings(payload), delayMs)
}
