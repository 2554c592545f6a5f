import path from 'node:path'

import type { SendMailOptions } from 'nodemailer'
import type { Payload } from 'payload'
import sharp from 'sharp'

import { describedIn, type OwnTexts, pictureAlt } from '@/features/announcements'
import { type AppLocale, DEFAULT_LOCALE, LOCALES } from '@/i18n/locales'
import { announcementMail, type MailImage } from '@/lib/email/announcement-mail'
import { digestMail } from '@/lib/email/digest-mail'
import type { Announcement, Mailing } from '@/payload-types'

import { announcementIdOf } from './constants'
import { digestContent } from './digest'
import { mailSettings } from './settings'

/** Writes one recipient's message, in their language. */
export type Composer = (to: string, language: AppLocale, deliveryKey: string) => SendMailOptions

/** The announcement's image, as a mail-friendly JPEG at the card width (read once per batch). */
async function mailImage(payload: Payload, doc: Announcement): Promise<MailImage | null> {
  const media = typeof doc.image === 'object' ? doc.image : null
  const file = media?.sizes?.card?.filename ?? media?.filename
  if (!media || !file) return null
  const dir = payload.collections.media.config.upload.staticDir ?? ''
  try {
    const content = await sharp(path.join(dir, file)).resize({ width: 1104, withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer()
    return { content, alt: media.alt ?? '' }
  } catch (err) {
    payload.logger.warn({ err, msg: `mail image of announcement ${doc.id} unreadable; sending without it` })
    return null
  }
}

const byLocale = async <T>(read: (locale: AppLocale) => Promise<T>): Promise<Record<AppLocale, T>> => {
  const values = await Promise.all(LOCALES.map(read))
  return Object.fromEntries(LOCALES.map((l, i) => [l, values[i]])) as Record<AppLocale, T>
}

/**
 * Reads what a mailing sends, once per batch and in both languages, and returns the function that writes
 * each recipient's copy in their language (the Spanish text where officers wrote one, else the English).
 */
export async function composerFor(payload: Payload, mailing: Mailing): Promise<Composer | null> {
  const settings = await byLocale((locale) => mailSettings(payload, locale))
  if (mailing.kind === 'digest') {
    const at = new Date(mailing.startedAt ?? mailing.createdAt)
    const content = await byLocale((locale) => digestContent(payload, at, locale))
    return (to, language, deliveryKey) =>
      digestMail({ to, deliveryKey, locale: language, ptaName: settings[language].contact.ptaName, timeZone: settings[language].timeZone, ...content[language] })
  }
  const id = announcementIdOf(mailing)
  if (!id) return null
  const read = (locale: AppLocale) =>
    payload.findByID({ collection: 'announcements', id, depth: 1, locale, fallbackLocale: DEFAULT_LOCALE, overrideAccess: true, disableErrors: true })
  const docs = await byLocale(read)
  const english = docs.en
  if (!english) return null
  const image = await mailImage(payload, english)
  // Read with the English as fallback: a text equal to the English one is the English (or written the same).
  const altOf = (doc: typeof english) => (doc.image && typeof doc.image === 'object' ? (doc.image.alt ?? '') : '')
  const ownIn = (doc: typeof english): OwnTexts => ({
    title: doc.title !== english.title,
    content: doc.content !== english.content,
    imageAlt: altOf(doc) !== altOf(english) ? altOf(doc) : '',
  })
  return (to, language, deliveryKey) => {
    const doc = docs[language] ?? english
    const own = language === DEFAULT_LOCALE ? undefined : ownIn(doc)
    const alt = image && pictureAlt(describedIn(image.alt, language, own), doc.title ?? '')
    return announcementMail({ to, deliveryKey, announcement: doc, own, locale: language, ptaName: settings[language].contact.ptaName, timeZone: settings[language].timeZone, image: image && { ...image, alt: alt ?? '' } })
  }
}
