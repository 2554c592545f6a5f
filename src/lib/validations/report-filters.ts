import { z } from './zod'

import { isSchoolDate } from '@/lib/school-clock'

const day = z.string().refine(isSchoolDate).optional().catch(undefined)

/**
 * /admin/reports filters (from the query string; anything odd is dropped, never an error page). A range
 * typed the wrong way round (From after To) is read the right way round, and the form shows it so.
 */
export const reportFiltersSchema = z
  .object({
    kind: z.enum(['subscribers', 'inquiries']).catch('subscribers'),
    q: z.string().trim().max(100).optional().catch(undefined),
    status: z.enum(['pending', 'sent', 'failed']).optional().catch(undefined),
    from: day,
    to: day,
  })
  .transform((f) => (f.from && f.to && f.from > f.to ? { ...f, from: f.to, to: f.from } : f))

export type ReportFilters = z.infer<typeof reportFiltersSchema>

export const parseReportFilters = (params: Record<string, string | string[] | undefined>): ReportFilters =>
  reportFiltersSchema.parse(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v || undefined])))
