import { findMailingReport, mailingsCsv } from '@/lib/admin/mailings-report'
import { findReport, reportCsv } from '@/lib/admin/reports'
import { LOGIN_PATH } from '@/lib/auth/constants'
import { getAdminContext } from '@/lib/auth/server-session'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'
import { schoolDateOf } from '@/lib/school-clock'
import { parseReportFilters } from '@/lib/validations/report-filters'

const PRIVATE = { 'Cache-Control': 'no-store', Vary: 'Cookie' }

/**
 * Without a session: a browser (a link followed after the session ended) goes to the sign-in page, and from
 * there back to the same report; any other client gets 401.
 */
function signInFirst(request: Request): Response {
  if (!request.headers.get('accept')?.includes('text/html')) return Response.json({ error: 'Sign in first.' }, { status: 401, headers: PRIVATE })
  const report = `/admin/reports${new URL(request.url).search}`
  return new Response(null, { status: 307, headers: { ...PRIVATE, Location: `${LOGIN_PATH}?next=${encodeURIComponent(report)}` } })
}

/** GET /admin/reports/export?kind=…: the filtered report (or the emails) as CSV. Route handlers skip layouts: checked here. */
export async function GET(request: Request): Promise<Response> {
  const admin = await getAdminContext()
  if (!admin) return signInFirst(request)
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const timeZone = await getSchoolTimeZone()
  const today = schoolDateOf(new Date(), timeZone)
  if (params.kind === 'emails') return csv(mailingsCsv(await findMailingReport(admin, 1_000), timeZone), `emails-${today}.csv`)
  const filters = parseReportFilters(params)
  const report = await findReport(admin, filters, timeZone, 10_000)
  return csv(reportCsv(report, timeZone), `${filters.kind}-${today}.csv`)
}

/** A download (with a byte-order mark, so spreadsheets read the accents right), never cached. */
function csv(body: string, name: string): Response {
  return new Response(`\uFEFF${body}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      ...PRIVATE,
    },
  })
}
