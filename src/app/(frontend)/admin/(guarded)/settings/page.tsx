import type { Metadata } from 'next'
import Link from 'next/link'

import { AdminPage } from '@/components/admin/admin-page'
import { SettingsForm } from '@/components/admin/settings-form'
import { loadSettingsForm } from '@/lib/admin/settings-form-values'
import { requireAdmin } from '@/lib/auth/server-session'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'
import { zoneName } from '@/lib/school-clock'

export const metadata: Metadata = { title: 'Settings' }

export default async function SettingsPage() {
  const initial = await loadSettingsForm(await requireAdmin())
  const timeZone = await getSchoolTimeZone()
  return (
    <AdminPage title="Settings" description="What the public site shows: links, contact details, the school year and labels. Changes appear on the site as soon as you save.">
      {/* Shown, not edited here: changing it moves every event's day and time, so it stays in /cms. */}
      <p className="mb-4 rounded-lg bg-white p-4 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200">
        School time zone: <span className="font-semibold">{zoneName(timeZone)} ({timeZone})</span>. Event days and times are entered and
        shown in it. To change it, use <Link href="/cms/globals/site-settings" prefetch={false} className="font-semibold text-navy-800 underline">Site Settings in /cms</Link>.
      </p>
      <SettingsForm initial={initial} />
    </AdminPage>
  )
}
