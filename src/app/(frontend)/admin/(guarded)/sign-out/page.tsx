import type { Metadata } from 'next'
import Link from 'next/link'

import { AdminPage } from '@/components/admin/admin-page'
import { SignOutButton } from '@/components/admin/sign-out-button'
import { requireAdmin } from '@/lib/auth/server-session'

export const metadata: Metadata = { title: 'Sign out' }

/**
 * Where the /cms panel's "Log out" link lands (the /cms catch-all page sends its logout views here). Payload's own
 * logout page signs out on a plain GET, so any other site could end an officer's session with a link;
 * here signing out takes the officer's click (a same-origin POST). It checks the session itself, as every
 * guarded page does (the layout's redirect alone would still send the page's own words).
 */
export default async function SignOutPage() {
  await requireAdmin()
  return (
    <AdminPage title="Sign out" back={false} description="End your officer session on this device.">
      <div className="flex flex-wrap items-center gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <SignOutButton />
        <Link href="/admin/dashboard" className="font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-700">
          Stay signed in
        </Link>
      </div>
    </AdminPage>
  )
}
