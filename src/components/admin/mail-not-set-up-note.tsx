import Link from 'next/link'

import { getEnv } from '@/lib/env'

/**
 * On the reports: while email is not set up (no SMTP_URL), "sent" means the website saved the message in
 * its outbox folder, and nobody received it. Said where an officer reads "sent".
 */
export function MailNotSetUpNote() {
  if (getEnv().SMTP_URL) return null
  return (
    <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <strong>Email is not set up yet.</strong> Here “sent” means the message was saved on the server; nobody received
      it. See{' '}
      <Link href="/admin/guide" className="font-bold underline underline-offset-2">
        the officer’s guide, “When email is not set up”
      </Link>
      .
    </p>
  )
}
