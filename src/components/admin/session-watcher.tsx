'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { LOGIN_PATH } from '@/lib/auth/constants'

import { forgetExpiry, rememberExpiry, sessionEnded } from './session-client'

/**
 * Keeps the browser in step with the server session: stores only its expiry (admin_auth_expiry),
 * and when it passes — or the server says the session ended (signed out elsewhere, code disabled) on
 * returning to the tab — clears it and goes to the login page.
 */
export function SessionWatcher({ expiresAt }: { expiresAt: number }) {
  const router = useRouter()
  useEffect(() => {
    rememberExpiry(expiresAt)
    const end = () => {
      forgetExpiry()
      router.replace(LOGIN_PATH)
    }
    const check = async () => {
      if (Date.now() >= expiresAt) return end()
      if (await sessionEnded()) end()
    }
    const timer = window.setTimeout(end, Math.min(Math.max(0, expiresAt - Date.now()), 2_147_483_647))
    const onVisible = () => document.visibilityState === 'visible' && void check()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [expiresAt, router])
  return null
}
