import type { SendMailOptions } from 'nodemailer'

import { type AppLocale, DEFAULT_LOCALE } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-translator'

import { escapeHtml } from '@/lib/escape-html'
import { preferencesUrl, unsubscribeUrls } from './unsubscribe-token'

/**
 * The welcome mail to a new subscriber, in the language of the page where they subscribed, with a link
 * to the unsubscribe page in that language and a one-click unsubscribe (RFC 8058 List-Unsubscribe).
 */
export function welcomeMessage(email: string, ptaName: string, locale: AppLocale = DEFAULT_LOCALE): SendMailOptions {
  const t = serverTranslator(locale)
  const { page, oneClick } = unsubscribeUrls(email, locale)
  const prefs = preferencesUrl(email, locale)
  const text = [
    t('welcomeMail.thanks', { ptaName }),
    '',
    t('welcomeMail.body'),
    '',
    t('welcomeMail.preferencesText', { url: prefs }),
    '',
    t('welcomeMail.stopText', { url: page }),
  ].join('\n')
  const html = [
    `<p>${escapeHtml(t('welcomeMail.thanks', { ptaName }))}</p>`,
    `<p>${escapeHtml(t('welcomeMail.body'))}</p>`,
    `<p>${t.markup('welcomeMail.preferencesHtml', { link: (chunks) => `<a href="${escapeHtml(prefs)}">${chunks}</a>` })}</p>`,
    `<p style="color:#555;font-size:13px">${t.markup('welcomeMail.stopHtml', {
      link: (chunks) => `<a href="${escapeHtml(page)}">${chunks}</a>`,
    })}</p>`,
  ].join('')
  return {
    to: email,
    subject: t('welcomeMail.subject', { ptaName }),
    text,
    html: `<div lang="${locale}" style="font-family:sans-serif">${html}</div>`,
    list: { unsubscribe: { url: oneClick, comment: t('welcomeMail.listUnsubscribe') } },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', 'Content-Language': locale },
  }
}
