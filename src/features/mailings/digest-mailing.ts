import type { Payload } from 'payload'

import { DEFAULT_LOCALE } from '@/i18n/locales'

import { digestContent, digestDue, digestWeekOf, isEmptyDigest } from './digest'
import { startMailing } from './fan-out'
import { mailSettings } from './settings'

/**
 * Starts this week's digest once, when due: to every weekly subscriber, with the week's news and the
 * coming two weeks' events. A week with nothing to tell is recorded as done with no recipients, so it is
 * decided once. Returns the mailing started, or null.
 */
export async function startWeeklyDigest(payload: Payload, now: Date): Promise<number | null> {
  const { timeZone } = await mailSettings(payload, DEFAULT_LOCALE)
  if (!digestDue(now, timeZone)) return null
  const digestWeek = digestWeekOf(now, timeZone)
  const existing = await payload.count({ collection: 'mailings', where: { digestWeek: { equals: digestWeek } }, overrideAccess: true })
  if (existing.totalDocs) return null
  const empty = isEmptyDigest(await digestContent(payload, now))
  let mailing
  try {
    mailing = await payload.create({
      collection: 'mailings',
      data: {
        kind: 'digest',
        digestWeek,
        label: `Weekly digest, week of ${digestWeek}${empty ? ' (nothing new)' : ''}`,
        status: empty ? 'done' : 'waiting',
        ...(empty ? { finishedAt: now.toISOString() } : {}),
      },
      overrideAccess: true,
    })
  } catch (err) {
    // Another process created this week's digest first (unique digestWeek).
    payload.logger.info({ err, msg: `digest for ${digestWeek} already created` })
    return null
  }
  if (empty) return null
  await startMailing(payload, mailing, now)
  return mailing.id
}
