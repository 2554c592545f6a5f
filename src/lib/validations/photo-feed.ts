import { z } from './zod'

import { DEFAULT_LIMIT, MAX_LIMIT } from '@/lib/photo-feed/types'

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_LIMIT}.`

/** GET /api/photo-feed?username=…&limit=… (SPEC §7 call 5). An empty limit means the default, 6. */
export const photoFeedQuerySchema = z.object({
  username: z
    .string({ error: 'username is required.' })
    .trim()
    .transform((v) => v.replace(/^@/, ''))
    .pipe(
      z
        .string()
        .min(1, 'username is required.')
        .max(30, 'username is at most 30 characters.')
        .regex(/^[A-Za-z0-9._]+$/, 'username may contain only letters, digits, periods and underscores.'),
    ),
  limit: z.preprocess(
    (v) => (v === '' || v === undefined ? DEFAULT_LIMIT : v),
    z.coerce.number({ error: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(MAX_LIMIT, LIMIT_MESSAGE),
  ),
})

export type PhotoFeedQuery = z.infer<typeof photoFeedQuerySchema>
