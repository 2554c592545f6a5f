import type { SendMailOptions } from 'nodemailer'

import type { ContactInquiry } from '@/payload-types'

import { escapeHtml } from '@/lib/escape-html'

/** The board's copy of a contact inquiry: exactly one recipient, the visitor only in Reply-To. */
export function contactMessage(inquiry: ContactInquiry, to: string): SendMailOptions {
  const lines = [
    `Name: ${inquiry.name}`,
    `Email: ${inquiry.email}`,
    `Phone: ${inquiry.phone || '—'}`,
    `Topic: ${inquiry.topic}`,
    '',
    inquiry.message || '(no message)',
  ]
  const rows = lines.slice(0, 4).map((l) => `<p style="margin:0">${escapeHtml(l)}</p>`).join('')
  return {
    to,
    replyTo: { name: inquiry.name, address: inquiry.email },
    subject: `Contact form: ${inquiry.topic} (from ${inquiry.name})`,
    text: lines.join('\n'),
    html: `<div style="font-family:sans-serif">${rows}<p style="white-space:pre-wrap;margin-top:16px">${escapeHtml(inquiry.message || '(no message)')}</p></div>`,
    headers: { 'X-PTA-Inquiry-Id': String(inquiry.id) },
  }
}
