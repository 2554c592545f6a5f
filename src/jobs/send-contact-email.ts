import type { Payload, TaskConfig } from 'payload'

import { contactMessage } from '@/lib/email/contact-message'
import { sendMail } from '@/lib/email/transport'
import { getEnv } from '@/lib/env'

/** After this many failed tries an inquiry is marked failed (visible to officers in /admin/reports). */
export const CONTACT_MAIL_ATTEMPTS = 6

async function recipient(payload: Payload): Promise<string> {
  const configured = getEnv().CONTACT_TO
  if (configured) return configured
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
  return settings.contact.email
}

/**
 * Mails one stored contact inquiry to the board. Already-sent inquiries are skipped, so a retried or
 * duplicated job never mails twice; failures are recorded on the inquiry and retried with backoff.
 */
export const sendContactEmailTask: TaskConfig<{ input: { inquiryId: number }; output: { status: string } }> = {
  slug: 'sendContactEmail',
  inputSchema: [{ name: 'inquiryId', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: { attempts: CONTACT_MAIL_ATTEMPTS - 1, backoff: { type: 'exponential', delay: 15_000 } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const inquiry = await payload.findByID({ collection: 'contact-inquiries', id: input.inquiryId, overrideAccess: true, depth: 0 })
    if (inquiry.deliveryStatus === 'sent') return { output: { status: 'already-sent' } }
    const attempts = (inquiry.attempts ?? 0) + 1
    try {
      await sendMail(contactMessage(inquiry, await recipient(payload)))
    } catch (err) {
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 500)
      await payload.update({
        collection: 'contact-inquiries',
        id: inquiry.id,
        data: { attempts, lastError, deliveryStatus: attempts >= CONTACT_MAIL_ATTEMPTS ? 'failed' : 'pending' },
        overrideAccess: true,
      })
      throw err
    }
    await payload.update({
      collection: 'contact-inquiries',
      id: inquiry.id,
      data: { attempts, lastError: null, deliveryStatus: 'sent', sentAt: new Date().toISOString() },
      overrideAccess: true,
    })
    return { output: { status: 'sent' } }
  },
}
