import { ANNOUNCEMENT_TYPE_TABLE, type AnnouncementType } from '@/features/announcements'

/**
 * Subscriber mailings (issue 11): what is mailed, to whom and how often. One home for these facts; the
 * collections, jobs, endpoints and the admin screens import them.
 */

/** How often a subscriber hears from us: every update as it is published, or one weekly summary. */
export const SUBSCRIBER_FREQUENCIES = ['every', 'weekly'] as const
export type SubscriberFrequency = (typeof SUBSCRIBER_FREQUENCIES)[number]

/** A mailing waits until its announcement is visible, then sends; officers may cancel one still waiting. */
export const MAILING_STATUSES = ['waiting', 'sending', 'done', 'cancelled'] as const
export type MailingStatus = (typeof MAILING_STATUSES)[number]

export const MAILING_KINDS = ['announcement', 'digest'] as const
export type MailingKind = (typeof MAILING_KINDS)[number]

/**
 * One row per recipient and round: queued → sending (claimed by one send job) → sent; back to queued when
 * SMTP is unreachable; failed when refused or after every retry; skipped when the address left meanwhile.
 */
export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/** Recipients per send job: small enough that a retry repeats little, large enough to keep the queue short. */
export const DELIVERY_BATCH_SIZE = 25

/** Tries per batch before its remaining deliveries are marked failed (exponential backoff from 10 s: ~40 min). */
export const DELIVERY_ATTEMPTS = 9

/** Announcement types that can be emailed: the ones shown in the news list and the calendar. */
const MAILED_LISTS = ['news', 'events'] as const
export const isMailedType = (type: unknown): type is AnnouncementType =>
  typeof type === 'string' &&
  Object.hasOwn(ANNOUNCEMENT_TYPE_TABLE, type) &&
  (MAILED_LISTS as readonly string[]).includes(ANNOUNCEMENT_TYPE_TABLE[type as AnnouncementType].list)

type KeyedMailing = { kind: MailingKind; announcement?: number | { id: number } | null; round?: number | null; digestWeek?: string | null }

/** The id of a mailing's announcement, whether the relationship was read as an id or as a document. */
export const announcementIdOf = (mailing: Pick<KeyedMailing, 'announcement'>): number | null =>
  (typeof mailing.announcement === 'object' ? mailing.announcement?.id : mailing.announcement) ?? null

/**
 * The prefix of a delivery's unique key (the address follows): a recipient gets each round of an
 * announcement, and each week's digest, once.
 */
export function deliveryKeyPrefix(mailing: KeyedMailing): string {
  if (mailing.kind === 'digest') return `digest:${mailing.digestWeek}:`
  return `announcement:${announcementIdOf(mailing)}:${mailing.round ?? 1}:`
}

/** The subscribers a mailing goes to: announcements to those who want every update, digests to the weekly ones. */
export const frequencyFor = (kind: MailingKind): SubscriberFrequency => (kind === 'digest' ? 'weekly' : 'every')
