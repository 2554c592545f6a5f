import type { Metadata } from 'next'

import { AdminPage } from '@/components/admin/admin-page'
import { ViewsChart } from '@/components/admin/views-chart'
import { viewsPerDay, viewsPerPath } from '@/lib/analytics/page-views'
import { requireAdmin } from '@/lib/auth/server-session'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'

export const metadata: Metadata = { title: 'Analytics' }

const DAYS = 30

export default async function AnalyticsPage() {
  const { payload } = await requireAdmin()
  const timeZone = await getSchoolTimeZone()
  const [days, paths] = await Promise.all([viewsPerDay(payload, DAYS, timeZone), viewsPerPath(payload, DAYS, timeZone)])
  return (
    <AdminPage title="Analytics" description="Views of the public pages over the last 30 days (days at the school). Counted on the server: no cookies, nothing about visitors is stored.">
      <ViewsChart days={days} />
      <section aria-labelledby="paths-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="paths-heading" className="text-lg font-bold text-navy-900">Views per page</h2>
        {paths.length === 0 ? (
          <p className="mt-2 text-slate-700">No page views in the last 30 days yet.</p>
        ) : (
          <table className="mt-3 w-full text-left text-sm">
            <thead className="text-slate-700"><tr><th scope="col" className="py-2">Page</th><th scope="col" className="py-2 text-right">Views</th></tr></thead>
            <tbody className="divide-y divide-slate-200">
              {paths.map((p) => (
                <tr key={p.path}><td className="py-2 font-mono">{p.path}</td><td className="py-2 text-right font-semibold">{p.views.toLocaleString('en-US')}</td></tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </AdminPage>
  )
}
