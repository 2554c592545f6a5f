import { findReport, reportCsv } from '@/lib/admin/reports'
import { getAdminContext } from '@/lib/auth/server-session'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'
import { schoolDateOf } from '@/lib/school-clock'
import { parseReportFilters } from '@/lib/validations/report-filters'

/** GET /admin/reports/export?kind=…: the filtered report as CSV. Route handlers skip layouts: checked here. */
export async function GET(request: Request): Promise<Response> {
  const admin = await getAdminContext()
  if (!admin) return Response.json({ error: 'Sign in first.' }, { status: 401, headers: { 'Cache-Control': 'no-store', Vary: 'Cookie' } })
  const filters = parseReportFilters(Object.fromEntries(new URL(request.url).searchParams))
  const timeZone = await getSchoolTimeZone()
  const report = await findReport(admin, filters, timeZone, 10_000)
  const name = `${filters.kind}-${schoolDateOf(new Date(), timeZone)}.csv`
  return new Response(`\uFEFF${reportCsv(report, timeZone)}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
      Vary: 'Cookie',
    },
  })
}
