import type { Metadata } from 'next'

import { AdminPage } from '@/components/admin/admin-page'
import { CodesTable } from '@/components/admin/codes-table'
import { IssueCodeForm } from '@/components/admin/issue-code-form'
import { requireAdmin } from '@/lib/auth/server-session'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'
import { formatDate } from '@/lib/school-clock'
import { schoolYearEnd } from '@/lib/validations/issue-admin-code'

export const metadata: Metadata = { title: 'Admin codes' }

export default async function AdminCodesPage() {
  const { payload, user } = await requireAdmin()
  const timeZone = await getSchoolTimeZone()
  const { docs } = await payload.find({ collection: 'admin-codes', sort: '-createdAt', limit: 200, overrideAccess: false, user })
  return (
    <AdminPage title="Admin Codes" description="One code per officer. A code is shown only when it is created; disabling it signs out everyone using it.">
      <IssueCodeForm schoolYearEndLabel={formatDate(schoolYearEnd(timeZone), { locale: 'en', timeZone })} timeZone={timeZone} />
      <h2 className="mt-8 text-lg font-bold text-navy-900">All codes</h2>
      <div className="mt-3">
        <CodesTable codes={docs} currentId={user.id} timeZone={timeZone} />
      </div>
    </AdminPage>
  )
}
