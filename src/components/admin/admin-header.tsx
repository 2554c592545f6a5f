import Link from 'next/link'

import { codeDisplayLabel } from './code-label'
import { SignOutButton } from './sign-out-button'

type Props = { label: string }

/** SPEC §2 dashboard header: title, 'Administrator' badge, 'View main site' and Sign Out. */
export function AdminHeader({ label }: Props) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <Link href="/admin/dashboard" className="truncate text-lg font-extrabold text-navy-900 hover:underline">
            PTA Admin
          </Link>
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-brand-700">
            Administrator
          </span>
          <span className="hidden truncate text-sm text-slate-600 md:inline">Signed in with the code “{codeDisplayLabel(label)}”</span>
        </div>
        <nav aria-label="Admin" className="flex items-center gap-2">
          <Link
            href="/"
            className="inline-flex min-h-11 items-center rounded-full border-2 border-slate-300 px-4 py-2 text-sm font-bold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700"
          >
            View main site
          </Link>
          <SignOutButton />
        </nav>
      </div>
    </header>
  )
}
