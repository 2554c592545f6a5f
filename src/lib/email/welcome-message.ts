import type { SendMailOptions } from 'nodemailer'

import { escapeHtml } from './escape-html'
import { unsubscribeUrls } from './unsubscribe-token'

/** The welcome mail to a new subscriber, with a one-click unsubscribe (RFC 8058 List-Unsubscribe). */
export function welcomeMessage(email: string, ptaName: string): SendMailOptions {
  const { page, oneClick } = unsubscribeUrls(email)
  const text = [
    `Thank you for subscribing to ${ptaName} updates!`,
    '',
    "You'll hear from us about PTA news, upcoming events and volunteer opportunities.",
    '',
    `To stop these emails, unsubscribe here: ${page}`,
  ].join('\n')
  return {
    to: email,
    subject: `Welcome to ${ptaName} updates`,
    text,
    html: `<div style="font-family:sans-serif"><p>Thank you for subscribing to ${escapeHtml(ptaName)} updates!</p><p>You'll hear from us about PTA news, upcoming events and volunteer opportunities.</p><p style="color:#555;font-size:13px">To stop these emails, <a href="${escapeHtml(page)}">unsubscribe</a>.</p></div>`,
    list: { unsubscribe: { url: oneClick, comment: 'Unsubscribe' } },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}
