import { z } from './zod'

import { isSchoolDate } from '@/lib/school-clock'

import { CONTROL_CHARACTERS } from './plain-text'

const day = z.string().refine(isSchoolDate).optional().catch(undefined)
/** Control characters (a NUL in a pasted or crafted link) are not text to search for; PostgreSQL refuses a NUL. */
const CONTROL = new RegExp(CONTROL_CHARACTERS.source, 'g')

/**
 * /admin/reports filters (from the query string; anything odd is dropped, never an error page). A range
 * typed the wrong way round (From after To) is read the right way round, and the form shows it so.
 */
export const reportFiltersSchema = z
  .object({
    kind: z.enum(['subscribers', 'inquiries']).catch('subscribers'),
    q: z
      .string()
      .transform((q) => q.replace(CONTROL, ' ').trim() || undefined)
      .pipe(z.string().max(100).optional())
      .optional()
      .catch(undefined),
    status: z.enum(['pending', 'sent', 'failed']).optional().catch(undefined),
    from: day,
    to: day,
  })
  .transform((f) => (f.from && f.to && f.from > f.to ? { ...f, from: f.to, to: f.from } : f))

export type ReportFilters = z.infer<typeof reportFiltersSchema>

export const parseReportFilters = (params: Record<string, string | string[] | undefined>): ReportFilters =>
  reportFiltersSchema.parse(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v || undefined])))
