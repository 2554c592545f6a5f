import type { TaskConfig } from 'payload'

import { mailSettings } from '@/features/mailings/settings'
import { LOCALES } from '@/i18n/locales'
import { requestedLocale } from '@/i18n/server-translator'
import { sendMail } from '@/lib/email/transport'
import { welcomeMessage } from '@/lib/email/welcome-message'

/**
 * Welcomes a new subscriber (skipped if they unsubscribed before it went out), in the language of the
 * page where they subscribed (`locale`; jobs queued before it existed are English). Retried with backoff.
 */
export const sendWelcomeEmailTask: TaskConfig<{ input: { email: string; locale?: string | null }; output: { status: string } }> = {
  slug: 'sendWelcomeEmail',
  inputSchema: [
    { name: 'email', type: 'email', required: true },
    { name: 'locale', type: 'select', options: [...LOCALES] },
  ],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 15_000 } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const still = await payload.count({ collection: 'subscriptions', where: { email: { equals: input.email } }, overrideAccess: true })
    if (!still.totalDocs) return { output: { status: 'unsubscribed' } }
    const locale = requestedLocale(input.locale)
    const settings = await mailSettings(payload, locale)
    await sendMail(welcomeMessage(input.email, settings.contact.ptaName, locale))
    return { output: { status: 'sent' } }
  },
}
