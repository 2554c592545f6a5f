import type { TaskConfig } from 'payload'

import { DELIVERY_ATTEMPTS } from '@/features/mailings/constants'
import { kickMailQueue } from '@/features/mailings/run'
import { sendBatch } from '@/features/mailings/send-batch'

/**
 * Sends one small batch of a subscriber mailing (see features/mailings/send-batch). Retried with
 * exponential backoff while SMTP is unreachable; each finished batch starts the next one at once.
 */
export const sendMailBatchTask: TaskConfig<{ input: { mailing: number; deliveries: number[] }; output: { sent: number } }> = {
  slug: 'sendMailBatch',
  inputSchema: [
    { name: 'mailing', type: 'number', required: true },
    { name: 'deliveries', type: 'json', required: true },
  ],
  outputSchema: [{ name: 'sent', type: 'number' }],
  retries: { attempts: DELIVERY_ATTEMPTS, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, req }) => {
    const ids = Array.isArray(input.deliveries) ? input.deliveries.map(Number).filter(Number.isInteger) : []
    const sent = await sendBatch(req.payload, input.mailing, ids)
    kickMailQueue(req.payload)
    return { output: { sent } }
  },
}
