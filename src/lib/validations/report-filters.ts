import { z } from 'zod'

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined)

/** /admin/reports filters (from the query string; anything odd is dropped, never an error page). */
export const reportFiltersSchema = z.object({
  kind: z.enum(['subscribers', 'inquiries']).catch('subscribers'),
  q: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(['pending', 'sent', 'failed']).optional().catch(undefined),
  from: day,
  to: day,
})

export type ReportFilters = z.infer<typeof reportFiltersSchema>

export const parseReportFilters = (params: Record<string, string | string[] | undefined>): ReportFilters =>
  reportFiltersSchema.parse(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v || undefined])))
