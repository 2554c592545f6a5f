import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { mailingProgress } from '@/features/mailings/progress'
import { sendAgain } from '@/features/mailings/queue'
import { isRecordId, recordId } from '@/lib/validations/zod'

import { defineEndpoint, json } from './http'

const MAX_IDS = 100

/** `announcements=1,2,3`: the distinct announcement ids asked about (at most MAX_IDS; anything else is ignored). */
const progressQuery = z.object({
  announcements: z
    .string()
    .max(2000)
    .default('')
    .transform((raw) => [...new Set(raw.split(',').map(Number).filter(isRecordId))].slice(0, MAX_IDS)),
})

/** GET /api/mailing-progress?announcements=1,2,3 (officers): the latest mailing of each, with its counts. */
async function progress(req: PayloadRequest, data: z.output<typeof progressQuery>): Promise<Response> {
  return json({ progress: await mailingProgress(req.payload, data.announcements) })
}

export const mailingProgressEndpoint = defineEndpoint({
  path: '/mailing-progress',
  method: 'get',
  officersOnly: true,
  query: { schema: progressQuery },
  unavailable: { message: 'Mail progress is unavailable right now.', log: 'reading mailing progress failed' },
  handle: progress,
})

const sendAgainSchema = z.object({ announcement: recordId })

const REFUSED = {
  'not-found': { status: 404, error: 'This announcement no longer exists.' },
  'not-mailed': { status: 409, error: 'This announcement was never emailed. Tick "Email this to subscribers" and save instead.' },
  busy: { status: 409, error: 'This announcement is still being emailed. Wait until it is done.' },
} as const

/** POST /api/mailing-send-again {announcement} (officers): one more round to every current subscriber. */
async function again(req: PayloadRequest, data: z.output<typeof sendAgainSchema>): Promise<Response> {
  const result = await sendAgain(req.payload, data.announcement)
  if (!result.ok) return json({ error: REFUSED[result.reason].error }, REFUSED[result.reason].status)
  return json({ ok: true, round: result.round }, 202)
}

export const mailingSendAgainEndpoint = defineEndpoint({
  path: '/mailing-send-again',
  method: 'post',
  officersOnly: true,
  body: { schema: sendAgainSchema },
  unavailable: { message: 'Could not start the mailing right now. Please try again.', log: 'send again failed' },
  handle: again,
})
