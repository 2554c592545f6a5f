'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { flashToast } from '@/components/ui/flash-toast'

import { signOut } from './session-client'

/** SPEC §4: Sign Out ends the session on the server, forgets the expiry and goes to '/', which toasts. */
export function SignOutButton() {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const onClick = async () => {
    setBusy(true)
    await signOut()
    // '/' has another root layout: the home page shows the toast (this page goes away).
    flashToast({ title: 'Session closed', description: 'You have successfully logged out' })
    router.replace('/')
    router.refresh()
  }
  return (
    <button
      type="button"
      data-leaves-page
      onClick={onClick}
      disabled={busy}
      className="inline-flex min-h-11 items-center gap-2 rounded-full bg-navy-800 px-4 py-2 text-sm font-bold text-white hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700 disabled:opacity-70"
    >
      <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M15 17l5-5-5-5M20 12H9M12 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7" />
      </svg>
      Sign Out
    </button>
  )
}
