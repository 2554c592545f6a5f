import { EXPIRY_STORAGE_KEY, LOGIN_PATH } from '@/lib/auth/constants'
import { toast } from '@/components/ui/toast'
import { fetchJson } from '@/lib/http/fetch-json'

/** Shown when the officer's session ended while a screen was open (expiry, sign-out in another tab). */
export const SESSION_ENDED = 'Your session has ended. Sign in again (in a new tab keeps what you typed here), then try again.'

/** Browser side of the admin session. The browser never sees the token: only the expiry is kept. */
export type SignInResult =
  | { kind: 'ok'; expiresAt: number }
  | { kind: 'invalid' }
  | { kind: 'throttled'; retryAfterSeconds: number }
  | { kind: 'error'; message: string }

type SignInAnswer = { valid?: boolean; expiresAt?: number; retryAfterSeconds?: number; error?: string }

export async function signIn(code: string): Promise<SignInResult> {
  const res = await fetchJson<SignInAnswer>('/api/validate-admin-code', { method: 'POST', json: { code } })
  if (res.status === 0) return { kind: 'error', message: 'Could not reach the server. Check your connection and try again.' }
  const body = res.body ?? {}
  if (res.status === 429) return { kind: 'throttled', retryAfterSeconds: res.retryAfterSeconds || body.retryAfterSeconds || 600 }
  if (res.ok && body.valid === true && typeof body.expiresAt === 'number') return { kind: 'ok', expiresAt: body.expiresAt }
  if (res.ok && body.valid === false) return { kind: 'invalid' }
  return { kind: 'error', message: body.error ?? 'The sign-in service is unavailable. Please try again shortly.' }
}

export async function signOut(): Promise<void> {
  await fetchJson('/api/admin-logout', { method: 'POST' })
  forgetExpiry()
}

/** Whether the session cookie still opens a live session (401 means it ended; other answers are not proof). */
export const sessionEnded = async (): Promise<boolean> => (await fetchJson('/api/admin-session', { cache: 'no-store' })).status === 401

/**
 * Runs an officer's server action. The production server refuses one sent without the session cookie
 * before the action runs (scripts/lib/request-guard.mjs), so a call that fails says 'session-ended' when
 * that is why, and 'failed' otherwise (the server or the connection).
 */
export async function officerAction<T>(run: () => Promise<T>): Promise<T | 'session-ended' | 'failed'> {
  try {
    return await run()
  } catch {
    return (await sessionEnded()) ? 'session-ended' : 'failed'
  }
}

/**
 * After 'session-ended' on a screen with nothing worth keeping (the codes screen): to the login page, saying
 * why, and back to this screen after signing in.
 */
export function backToSignIn(router: { replace: (href: string) => void }): void {
  forgetExpiry()
  toast.error('Session ended', { id: 'session-ended', description: 'Sign in again to continue.' })
  router.replace(`${LOGIN_PATH}?next=${encodeURIComponent(window.location.pathname)}`)
}

/** What a screen says when an action could not reach the server. */
export const ACTION_FAILED = 'Something went wrong on the server. Please try again.'

export const rememberExpiry = (expiresAt: number): void => {
  try {
    sessionStorage.setItem(EXPIRY_STORAGE_KEY, String(expiresAt))
  } catch {
    // storage disabled: the cookie alone still works
  }
}

export const forgetExpiry = (): void => {
  try {
    sessionStorage.removeItem(EXPIRY_STORAGE_KEY)
  } catch {
    // nothing stored
  }
}

export const storedExpiry = (): number | null => {
  try {
    const value = Number(sessionStorage.getItem(EXPIRY_STORAGE_KEY))
    return Number.isFinite(value) && value > 0 ? value : null
  } catch {
    return null
  }
}

/** "try again in 10 minutes" / "in 1 minute" */
export const minutesText = (seconds: number): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}
