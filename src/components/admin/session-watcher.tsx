'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { toast } from '@/components/ui/toast'
import { LOGIN_PATH } from '@/lib/auth/constants'

import { forgetExpiry, rememberExpiry, SESSION_ENDED, sessionEnded } from './session-client'

/** An open dialog with a form, or a screen's form with unsaved changes: an officer in the middle of writing. */
const EDITING = '[role="dialog"] form, form[data-unsaved]'

/**
 * Keeps the browser in step with the server session: stores only its expiry (admin_auth_expiry),
 * and when it passes — or the server says the session ended (signed out elsewhere, code disabled) on
 * returning to the tab — clears it and goes to the login page. Not while an officer has a form open in a
 * dialog or unsaved changes on a screen (settings): leaving would lose what they typed, so they are told instead (signing in again in another tab
 * lets them save it here).
 */
export function SessionWatcher({ expiresAt }: { expiresAt: number }) {
  const router = useRouter()
  useEffect(() => {
    rememberExpiry(expiresAt)
    const end = () => {
      forgetExpiry()
      if (document.querySelector(EDITING)) toast.error('Session ended', { id: 'session-ended', description: SESSION_ENDED })
      else router.replace(LOGIN_PATH)
    }
    // The server decides: the officer may have signed in again in another tab since this page loaded (then
    // its expiry is stale, and a refresh brings the new one).
    const check = async () => {
      if (await sessionEnded()) end()
      else if (Date.now() >= expiresAt) router.refresh()
    }
    const timer = window.setTimeout(() => void check(), Math.min(Math.max(0, expiresAt - Date.now()), 2_147_483_647))
    const onVisible = () => document.visibilityState === 'visible' && void check()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [expiresAt, router])
  return null
}
