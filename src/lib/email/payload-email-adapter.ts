import type { EmailAdapter } from 'payload'

import { getEnv } from '@/lib/env'

import { mailFrom, sendMail } from './transport'

/** `Name <address>` (or a bare address) as its two parts. */
function splitSender(sender: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(sender)
  return match ? { name: match[1], address: match[2] } : { name: '', address: sender.trim() }
}

/**
 * Mail that Payload itself sends (`payload.sendEmail`; nothing in the site asks it to today: officers sign in
 * with codes, so there is no password mail) goes the way the site's own mail does: SMTP when SMTP_URL is set,
 * otherwise the outbox folder. Without an adapter Payload would print it to the server log, recipient and all.
 */
export const payloadEmailAdapter: EmailAdapter = () => {
  const sender = splitSender(mailFrom(getEnv()))
  return {
    name: 'pta-mail',
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    sendEmail: (message) => sendMail(message),
  }
}
