import type { Metadata } from 'next'

import { AdminPage } from '@/components/admin/admin-page'
import { AnnouncementsScreen } from '@/components/admin/announcements/announcements-screen'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'

export const metadata: Metadata = { title: 'Announcements' }

/** SPEC §2 Admin announcements. The guarded layout has checked the session; REST access rules enforce it too. */
export default async function AdminAnnouncementsPage() {
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
