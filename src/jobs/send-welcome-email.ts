import type { TaskConfig } from 'payload'

import { sendMail } from '@/lib/email/transport'
import { welcomeMessage } from '@/lib/email/welcome-message'
import { resolveSiteSettings } from '@/lib/site-settings-locale'

/** Welcomes a new subscriber (skipped if they unsubscribed before it went out). Retried with backoff. */
export const sendWelcomeEmailTask: TaskConfig<{ input: { email: string }; output: { status: string } }> = {
  slug: 'sendWelcomeEmail',
  inputSchema: [{ name: 'email', type: 'email', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 15_000 } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const still = await payload.count({ collection: 'subscriptions', where: { email: { equals: input.email } }, overrideAccess: true })
    if (!still.totalDocs) return { output: { status: 'unsubscribed' } }
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
    await sendMail(welcomeMessage(input.email, resolveSiteSettings(settings, 'en').contact.ptaName))
    return { output: { status: 'sent' } }
  },
}
