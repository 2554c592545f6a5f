import { createHash } from 'node:crypto'

import type { SendMailOptions } from 'nodemailer'

import type { AppLocale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-translator'
import { getEnv } from '@/lib/env'

import { escapeHtml } from '@/lib/escape-html'
import { preferencesUrl, unsubscribeUrls } from './unsubscribe-token'

export type SubscriberMailParts = {
  /** The one recipient: every subscriber gets their own message, never a list in To or Cc. */
  to: string
  locale: AppLocale
  ptaName: string
  subject: string
  /** Plain-text body (the footer is added). */
  text: string
  /** HTML body, already escaped (the site's frame and footer are added). */
  html: string
  attachments?: SendMailOptions['attachments']
  /** The delivery's unique key: the Message-ID is derived from it, so a resend of the same delivery is recognisable. */
  deliveryKey: string
}

const NAVY = '#172c50'
const GOLD = '#d99a00'

/**
 * A mail to one subscriber in the site's look: the PTA's name on navy, the body, and a footer with why they
 * get it, the signed preferences link and the signed unsubscribe link; List-Unsubscribe and
 * List-Unsubscribe-Post (RFC 8058 one-click) in the headers.
 */
export function subscriberMail(p: SubscriberMailParts): SendMailOptions {
  const t = serverTranslator(p.locale)
  const { page, oneClick } = unsubscribeUrls(p.to, p.locale)
  const prefs = preferencesUrl(p.to, p.locale)
  const link = (url: string, label: string) => `<a href="${escapeHtml(url)}" style="color:${NAVY}">${escapeHtml(label)}</a>`
  const footerText = [t('subscriberMail.why', { ptaName: p.ptaName }), t('subscriberMail.preferencesText', { url: prefs }), t('subscriberMail.unsubscribeText', { url: page })]
  const html = `<!doctype html><html lang="${p.locale}"><body style="margin:0;background:#f4f5f7;color:#1c2433;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:600px;margin:0 auto;background:#ffffff">
<div style="background:${NAVY};color:#ffffff;padding:16px 24px;font-size:18px;font-weight:bold;border-bottom:4px solid ${GOLD}">${escapeHtml(p.ptaName)}</div>
<div style="padding:24px;font-size:16px;line-height:1.5">${p.html}</div>
<div style="padding:16px 24px;border-top:1px solid #dde1e6;color:#4a5568;font-size:13px;line-height:1.5">
<p style="margin:0 0 8px">${escapeHtml(footerText[0])}</p>
<p style="margin:0">${link(prefs, t('subscriberMail.preferencesLink'))} · ${link(page, t('subscriberMail.unsubscribeLink'))}</p>
</div></div></body></html>`
  const host = new URL(getEnv().SITE_URL).hostname
  return {
    to: p.to,
    subject: p.subject,
    text: `${p.text}\n\n--\n${footerText.join('\n')}\n`,
    html,
    attachments: p.attachments,
    messageId: `<${createHash('sha256').update(p.deliveryKey).digest('hex').slice(0, 32)}@${host}>`,
    list: { unsubscribe: { url: oneClick, comment: t('welcomeMail.listUnsubscribe') } },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', 'Content-Language': p.locale },
  }
}

/** Plain text as HTML paragraphs: escaped, line breaks kept. */
export const textToHtml = (text: string): string =>
  text
    .split(/\n{2,}/)
    .filter((para) => para.trim())
    .map((para) => `<p style="margin:0 0 12px">${escapeHtml(para).replace(/\n/g, '<br>')}</p>`)
    .join('')
