import type React from 'react'

import { AdminHeader } from '@/components/admin/admin-header'
import { SessionWatcher } from '@/components/admin/session-watcher'
import { UnsavedChangesGuard } from '@/components/admin/unsaved-changes-guard'
import { PageStart } from '@/components/layout/page-start'
import { requireAdmin } from '@/lib/auth/server-session'

/** Every admin page but login: the session is checked on the server before anything is sent. */
export default async function GuardedLayout({ children }: { children: React.ReactNode }) {
  const { user, expiresAt } = await requireAdmin()
  return (
    <>
      <PageStart />
      <SessionWatcher expiresAt={expiresAt} />
      <UnsavedChangesGuard />
      <AdminHeader label={user.label} />
      {children}
    </>
  )
}
