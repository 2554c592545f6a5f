import type { Metadata } from 'next'

import { AdminPage } from '@/components/admin/admin-page'
import { DashboardTiles } from '@/components/admin/dashboard-tiles'
import { OfficerLinks } from '@/components/admin/officer-links'
import { SiteChecklist } from '@/components/admin/site-checklist'
import { StatCard } from '@/components/admin/stat-card'
import { getDashboardStats } from '@/lib/admin/dashboard-stats'
import { loadSiteChecklist } from '@/lib/admin/load-site-checklist'
import { requireAdmin } from '@/lib/auth/server-session'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'
import { formatMonth } from '@/lib/school-clock'

export const metadata: Metadata = { title: 'Dashboard' }

export default async function DashboardPage() {
  const admin = await requireAdmin()
  const timeZone = await getSchoolTimeZone()
  const [stats, checklist] = await Promise.all([getDashboardStats(admin, timeZone), loadSiteChecklist(admin)])
  const month = formatMonth(new Date(), { locale: 'en', timeZone })
  return (
    <AdminPage title="Admin Dashboard" description="Manage the PTA website: announcements, officer codes, numbers and settings." back={false}>
      <SiteChecklist items={checklist} />
      <h2 className="sr-only">At a glance</h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <StatCard label="Active Announcements" value={stats.activeAnnouncements} note="Switched on and showing on the site now" />
        <StatCard label="Monthly Visits" value={stats.monthlyVisits} note={`Page views in ${month}, counted without cookies`} />
      </dl>
      <h2 className="mt-8 text-lg font-bold text-navy-900">Sections</h2>
      <div className="mt-3">
        <DashboardTiles />
      </div>
      <h2 className="mt-8 text-lg font-bold text-navy-900">Help and tools</h2>
      <div className="mt-3">
        <OfficerLinks />
      </div>
    </AdminPage>
  )
}
