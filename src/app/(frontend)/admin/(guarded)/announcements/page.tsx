import type { Metadata } from 'next'

import { AdminPage } from '@/components/admin/admin-page'
import { AnnouncementsScreen } from '@/components/admin/announcements/announcements-screen'
import { requireAdmin } from '@/lib/auth/server-session'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'

export const metadata: Metadata = { title: 'Announcements' }

/** SPEC §2 Admin announcements. Like every guarded page it checks the session itself (not only the layout). */
export default async function AdminAnnouncementsPage() {
  await requireAdmin()
  const timeZone = await getSchoolTimeZone()
  return (
    <AdminPage
      title="Announcements"
      description="Pop-ups (information, success, warning, error), calendar events and PTA news. Changes show on the public site at once."
    >
      <AnnouncementsScreen timeZone={timeZone} />
    </AdminPage>
  )
}
