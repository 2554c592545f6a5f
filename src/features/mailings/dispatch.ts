import type { Payload } from 'payload'

import { isVisibleAt } from '@/features/announcements'
import type { Mailing } from '@/payload-types'

import { announcementIdOf, isMailedType } from './constants'
import { startWeeklyDigest } from './digest-mailing'
import { queueDeliveries, startMailing } from './fan-out'
import { query } from './sql'

/** Queued deliveries untouched this long belong to send jobs that were lost (crash, deploy): queue them again. */
export const STALE_DELIVERY_MS = 30 * 60 * 1000

const log = (payload: Payload, msg: string) => (err: unknown) => payload.logger.error({ err, msg })

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
 * again and go out twice.
 */
async function settleSendingMailings(payload: Payload, now: Date): Promise<number[]> {
  const sending = await payload.find({ collection: 'mailings', where: { status: { equals: 'sending' } }, depth: 0, limit: 100, overrideAccess: true })
  const finished: number[] = []
  for (const mailing of sending.docs) {
    const open = await query<{ id: number; status: string; stale: boolean }>(
      payload,
      `SELECT id, status, updated_at < now() - make_interval(secs => $2) AS stale
         FROM mail_deliveries WHERE mailing_id = $1 AND status IN ('queued', 'sending') ORDER BY id`,
      [mailing.id, STALE_DELIVERY_MS / 1000],
    )
    if (!open.length) {
      await payload.update({ collection: 'mailings', id: mailing.id, data: { status: 'done', finishedAt: now.toISOString() }, overrideAccess: true })
      finished.push(mailing.id)
      continue
    }
    const stale = open.filter((d) => d.stale)
    const released = stale.filter((d) => d.status === 'sending').map((d) => Number(d.id))
    if (released.length) await query(payload, `UPDATE mail_deliveries SET status = 'queued', updated_at = now() WHERE id = ANY($1) AND status = 'sending'`, [released])
    if (stale.length) {
      await query(payload, `UPDATE mail_deliveries SET updated_at = now() WHERE id = ANY($1)`, [stale.map((d) => Number(d.id))])
      await queueDeliveries(payload, mailing.id, stale.map((d) => Number(d.id)))
    }
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
  setTimeout(() => {
    dispatchMailings(payload).catch(log(payload, 'starting mailings failed'))
  }, delayMs)
}
