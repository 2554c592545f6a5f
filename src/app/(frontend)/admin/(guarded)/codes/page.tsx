import type { Metadata } from 'next'

import { AdminPage } from '@/components/admin/admin-page'
import { CodesTable } from '@/components/admin/codes-table'
import { IssueCodeForm } from '@/components/admin/issue-code-form'
import { listAdminCodes } from '@/lib/admin/admin-codes'
import { requireAdmin } from '@/lib/auth/server-session'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'
import { formatDate } from '@/lib/school-clock'
import { schoolYearEnd } from '@/lib/validations/issue-admin-code'

export const metadata: Metadata = { title: 'Admin codes' }

export default async function AdminCodesPage() {
  const admin = await requireAdmin()
  const [timeZone, docs] = await Promise.all([getSchoolTimeZone(), listAdminCodes(admin)])
  return (
    <AdminPage title="Admin Codes" description="One code per officer. A code is shown only when it is created; disabling it signs out everyone using it.">
      <IssueCodeForm schoolYearEndLabel={formatDate(schoolYearEnd(timeZone), { locale: 'en', timeZone })} timeZone={timeZone} />
      <h2 id="all-codes-heading" tabIndex={-1} className="mt-8 text-lg font-bold text-navy-900">All codes</h2>
      <div className="mt-3">
        <CodesTable codes={docs} currentId={admin.user.id} timeZone={timeZone} />
      </div>
    </AdminPage>
  )
}
