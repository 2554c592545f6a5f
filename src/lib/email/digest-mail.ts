import type { SendMailOptions } from 'nodemailer'

import { type AppLocale, localizedPath } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-translator'
import { getEnv } from '@/lib/env'
import { formatDate, formatWhen } from '@/lib/school-clock'
import type { Announcement } from '@/payload-types'

import { escapeHtml } from '@/lib/escape-html'
import { subscriberMail } from './subscriber-mail'

export type DigestMailInput = {
  to: string
  deliveryKey: string
  locale: AppLocale
  ptaName: string
  timeZone: string
  /** Read in the subscriber's language (English where officers wrote no Spanish). */
  news: Announcement[]
  events: Announcement[]
}

const EXCERPT = 280
const excerpt = (text: string | null | undefined) => {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim()
  return clean.length > EXCERPT ? `${clean.slice(0, EXCERPT - 1)}…` : clean
}

/** The weekly summary: the week's news (title, date, excerpt) and the coming two weeks' events (title, when). */
export function digestMail(m: DigestMailInput): SendMailOptions {
  const t = serverTranslator(m.locale)
  const clock = { locale: m.locale, timeZone: m.timeZone }
  const site = getEnv().SITE_URL.replace(/\/$/, '')
  const news = m.news.map((d) => ({ title: d.title ?? '', meta: formatDate(d.createdAt, clock), body: excerpt(d.content) }))
  const events = m.events.map((d) => ({ title: d.title ?? '', meta: formatWhen({ start: d.startDate as string, end: d.endDate, allDay: d.allDay !== false }, clock), body: '' }))
  type Item = (typeof news)[number]
  const textSection = (heading: string, items: Item[], none: string, url: string) =>
    [heading, ...(items.length ? items.flatMap((i) => [`- ${i.title} (${i.meta})`, ...(i.body ? [`  ${i.body}`] : [])]) : [none]), url, '']
  const htmlSection = (heading: string, items: Item[], none: string, url: string) =>
    `<h2 style="font-size:18px;margin:20px 0 8px;color:#0f1e38"><a href="${escapeHtml(url)}" style="color:#0f1e38">${escapeHtml(heading)}</a></h2>` +
    (items.length
      ? `<ul style="padding-left:20px;margin:0">${items
          .map((i) => `<li style="margin:0 0 10px"><strong>${escapeHtml(i.title)}</strong> <span style="color:#4a5568">(${escapeHtml(i.meta)})</span>${i.body ? `<br>${escapeHtml(i.body)}` : ''}</li>`)
          .join('')}</ul>`
      : `<p style="margin:0;color:#4a5568">${escapeHtml(none)}</p>`)
  const newsUrl = `${site}${localizedPath('/news', m.locale)}`
  const calendarUrl = `${site}${localizedPath('/calendar', m.locale)}`
  const intro = t('subscriberMail.digestIntro', { ptaName: m.ptaName })
  const text = [
    intro,
    '',
    ...textSection(t('subscriberMail.digestNews'), news, t('subscriberMail.digestNoNews'), newsUrl),
    ...textSection(t('subscriberMail.digestEvents'), events, t('subscriberMail.digestNoEvents'), calendarUrl),
  ]
  const html =
    `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>` +
    htmlSection(t('subscriberMail.digestNews'), news, t('subscriberMail.digestNoNews'), newsUrl) +
    htmlSection(t('subscriberMail.digestEvents'), events, t('subscriberMail.digestNoEvents'), calendarUrl)
  return subscriberMail({ to: m.to, locale: m.locale, ptaName: m.ptaName, subject: t('subscriberMail.digestSubject', { ptaName: m.ptaName }), text: text.join('\n'), html, deliveryKey: m.deliveryKey })
}
