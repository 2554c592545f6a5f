import { z } from './zod'

/** The page-view beacon's body: only the path (no query, no referrer, nothing about the visitor). */
export const trackVisitSchema = z.object({
  path: z.string().min(1).max(200).startsWith('/'),
})
