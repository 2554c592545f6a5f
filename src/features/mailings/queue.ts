import type { Payload, PayloadRequest } from 'payload'

import type { Announcement, Mailing } from '@/payload-types'

import { isMailedType } from './constants'
import { scheduleDispatch } from './dispatch'

const latestMailing = async (payload: Payload, announcement: number, req?: PayloadRequest): Promise<Mailing | null> => {
  const found = await payload.find({
    collection: 'mailings',
    where: { announcement: { equals: announcement } },
    sort: '-round',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return found.docs[0] ?? null
}

const label = (title: string | null | undefined, round: number) => `${title || 'Announcement'}${round > 1 ? ` (round ${round})` : ''}`

/**
 * Keeps the announcement's mailing in step with its "Email this to subscribers" box: ticked creates round
 * 1 once (the unique announcement+round index guards concurrent saves), unticked cancels a round still
 * waiting. A mailing already sending or sent is never touched by later saves.
 */
export async function syncMailingWithCheckbox(req: PayloadRequest, doc: Announcement): Promise<void> {
  if (!isMailedType(doc.type)) return
  const { payload } = req
  const latest = await latestMailing(payload, doc.id, req)
  if (doc.emailSubscribers) {
    if (!latest) {
      await payload.create({ collection: 'mailings', data: { kind: 'announcement', announcement: doc.id, round: 1, status: 'waiting', label: label(doc.title, 1) }, overrideAccess: true, req })
    } else if (latest.status === 'cancelled') {
      await payload.update({ collection: 'mailings', id: latest.id, data: { status: 'waiting' }, overrideAccess: true, req })
    } else if (latest.status !== 'waiting') return
    // Created, resumed, or still waiting (this save may have made it visible): check at once, not in a minute.
    scheduleDispatch(payload)
  } else if (latest?.status === 'waiting') {
    await payload.update({ collection: 'mailings', id: latest.id, data: { status: 'cancelled' }, overrideAccess: true, req })
  }
}

export type SendAgainResult = { ok: true; round: number } | { ok: false; reason: 'not-found' | 'not-mailed' | 'busy' }

/**
 * "Send again": a new round to every current subscriber, as an explicit officer action. Refused while
 * the previous round is still waiting or sending, and for announcements never emailed.
 */
export async function sendAgain(payload: Payload, announcementId: number): Promise<SendAgainResult> {
  const doc = await payload.findByID({ collection: 'announcements', id: announcementId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!doc) return { ok: false, reason: 'not-found' }
  const latest = await latestMailing(payload, doc.id)
  if (!latest || !isMailedType(doc.type)) return { ok: false, reason: 'not-mailed' }
  if (latest.status === 'waiting' || latest.status === 'sending') return { ok: false, reason: 'busy' }
  const round = (latest.round ?? 1) + 1
  await payload.create({ collection: 'mailings', data: { kind: 'announcement', announcement: doc.id, round, status: 'waiting', label: label(doc.title, round) }, overrideAccess: true })
  if (!doc.emailSubscribers) await payload.update({ collection: 'announcements', id: doc.id, data: { emailSubscribers: true }, overrideAccess: true })
  scheduleDispatch(payload)
  return { ok: true, round }
}
