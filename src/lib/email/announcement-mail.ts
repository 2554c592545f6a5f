import type { SendMailOptions } from 'nodemailer'

import { listOf, type OwnTexts, toPublicAnnouncement } from '@/features/announcements'
import { type AppLocale, localizedPath } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-translator'
import { getEnv } from '@/lib/env'
import { buildCalendar } from '@/lib/feeds/calendar-ics'
import { formatWhen } from '@/lib/school-clock'
import type { Announcement } from '@/payload-types'

import { escapeHtml } from '@/lib/escape-html'
import { subscriberMail, textToHtml } from './subscriber-mail'

export type MailImage = { content: Buffer; alt: string }

export type AnnouncementMailInput = {
  to: string
  deliveryKey: string
  /** The announcement read in the subscriber's language (English where officers wrote no Spanish). */
  announcement: Announcement
  /** Which texts officers wrote in `locale`; the others are the English ones, marked `lang="en"` in the HTML. */
  own?: OwnTexts
  locale: AppLocale
  ptaName: string
  timeZone: string
  image?: MailImage | null
}

const IMAGE_CID = 'announcement-image@pta'

/**
 * One subscriber's copy of a news or event announcement: subject = its title, the text as plain text and
 * escaped HTML, the image inline, and for an event its date and time on the school clock plus an
 * "Add to calendar" .ics attachment.
 */
export function announcementMail(m: AnnouncementMailInput): SendMailOptions {
  const t = serverTranslator(m.locale)
  const doc = m.announcement
  const title = doc.title ?? ''
  const content = doc.content ?? ''
  // A screen reader reads the English fallback with an English voice, as on the site.
  const { titleLang, contentLang } = toPublicAnnouncement(doc, m.locale, m.own)
  const langOf = (lang: AppLocale | undefined) => (lang ? ` lang="${lang}"` : '')
  const siteUrl = getEnv().SITE_URL.replace(/\/$/, '')
  const isEvent = listOf(doc.type) === 'events' && Boolean(doc.startDate)
  const pageUrl = `${siteUrl}${localizedPath(isEvent ? '/calendar' : '/news', m.locale)}`
  const when = isEvent ? formatWhen({ start: doc.startDate as string, end: doc.endDate, allDay: doc.allDay !== false }, { locale: m.locale, timeZone: m.timeZone }) : null
  const attachments: NonNullable<SendMailOptions['attachments']> = []
  if (m.image) attachments.push({ filename: 'image.jpg', content: m.image.content, contentType: 'image/jpeg', cid: IMAGE_CID })
  if (isEvent) {
    const ics = buildCalendar([toPublicAnnouncement(doc)], { siteUrl, timeZone: m.timeZone, locale: m.locale })
    attachments.push({ filename: 'event.ics', content: ics, contentType: 'text/calendar; charset=utf-8' })
  }
  const linkLabel = t(isEvent ? 'subscriberMail.seeCalendar' : 'subscriberMail.readOnSite')
  const icsUrl = `${siteUrl}${localizedPath(`/calendar/${doc.id}.ics`, m.locale)}`
  const calendarText = isEvent ? [t('subscriberMail.addToCalendarText'), `${t('subscriberMail.addToCalendar')}: ${icsUrl}`, ''] : []
  const text = [title, '', ...(when ? [t('subscriberMail.when', { when }), ''] : []), content, '', ...calendarText, `${linkLabel}: ${pageUrl}`]
  const html = [
    `<h1${langOf(titleLang)} style="font-size:22px;margin:0 0 12px;color:#0f1e38">${escapeHtml(title)}</h1>`,
    when ? `<p style="margin:0 0 12px;font-weight:bold">${escapeHtml(t('subscriberMail.when', { when }))}</p>` : '',
    m.image ? `<img src="cid:${IMAGE_CID}" alt="${escapeHtml(m.image.alt)}" width="552" style="max-width:100%;height:auto;border-radius:6px;margin:0 0 12px">` : '',
    contentLang ? `<div${langOf(contentLang)}>${textToHtml(content)}</div>` : textToHtml(content),
    isEvent
      ? `<p style="margin:0 0 12px;color:#4a5568">${escapeHtml(t('subscriberMail.addToCalendarText'))} <a href="${escapeHtml(icsUrl)}" style="color:#172c50">${escapeHtml(t('subscriberMail.addToCalendar'))}</a></p>`
      : '',
    `<p style="margin:16px 0 0"><a href="${escapeHtml(pageUrl)}" style="display:inline-block;background:#172c50;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(linkLabel)}</a></p>`,
  ].join('')
  return subscriberMail({ to: m.to, locale: m.locale, ptaName: m.ptaName, subject: title, text: text.join('\n'), html, attachments, deliveryKey: m.deliveryKey })
}
