import { EXPIRY_STORAGE_KEY } from '@/lib/auth/constants'

/** Browser side of the admin session. The browser never sees the token: only the expiry is kept. */
export type SignInResult =
  | { kind: 'ok'; expiresAt: number }
  | { kind: 'invalid' }
  | { kind: 'throttled'; retryAfterSeconds: number }
  | { kind: 'error'; message: string }

export async function signIn(code: string): Promise<SignInResult> {
  try {
    const res = await fetch('/api/validate-admin-code', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
      credentials: 'same-origin',
    })
    const body = (await res.json().catch(() => ({}))) as { valid?: boolean; expiresAt?: number; retryAfterSeconds?: number; error?: string }
    if (res.status === 429) return { kind: 'throttled', retryAfterSeconds: Number(res.headers.get('Retry-After')) || body.retryAfterSeconds || 600 }
    if (res.ok && body.valid === true && typeof body.expiresAt === 'number') return { kind: 'ok', expiresAt: body.expiresAt }
    if (res.ok && body.valid === false) return { kind: 'invalid' }
    return { kind: 'error', message: body.error ?? 'The sign-in service is unavailable. Please try again shortly.' }
  } catch {
    return { kind: 'error', message: 'Could not reach the server. Check your connection and try again.' }
  }
}

export async function signOut(): Promise<void> {
  await fetch('/api/admin-logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined)
  forgetExpiry()
}

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
