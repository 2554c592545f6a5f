import type { Metadata } from 'next'

import { AdminPage } from '@/components/admin/admin-page'
import { SettingsForm } from '@/components/admin/settings-form'
import { loadSettingsForm } from '@/lib/admin/settings-form-values'
import { requireAdmin } from '@/lib/auth/server-session'

export const metadata: Metadata = { title: 'Settings' }

export default async function SettingsPage() {
  const initial = await loadSettingsForm(await requireAdmin())
  return (
    <AdminPage title="Settings" description="What the public site shows: links, contact details, the school year and labels. Changes appear on the site as soon as you save.">
      <SettingsForm initial={initial} />
    </AdminPage>
  )
}
