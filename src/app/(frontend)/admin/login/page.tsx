import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { LoginForm } from '@/components/admin/login-form'
import { safeNextPath } from '@/lib/auth/safe-redirect'
import { getAdminContext } from '@/lib/auth/server-session'

export const metadata: Metadata = { title: 'Admin login' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** SPEC §2 Admin login. Already signed-in visitors go straight on (to the dashboard or a same-site path). */
export default async function AdminLoginPage({ searchParams }: Props) {
  const params = await searchParams
  const raw = params.next ?? params.redirect
  const next = safeNextPath(typeof raw === 'string' ? raw : undefined)
  if (await getAdminContext()) redirect(next)
  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4 py-12">
      <LoginForm next={next} />
    </main>
  )
}
