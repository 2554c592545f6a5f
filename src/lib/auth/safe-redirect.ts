import { DASHBOARD_PATH, LOGIN_PATH } from './constants'

/**
 * Where to go after sign-in: only a path on this site (`/admin/...` or `/cms...`), never another
 * origin (`//evil.example`, `https://…`, `/\evil`), never back to the login page.
 */
export function safeNextPath(value: string | null | undefined): string {
  if (!value || value.length > 512) return DASHBOARD_PATH
  if (!/^\/(admin|cms)(\/|$|\?)/.test(value) || /[\\\s]/.test(value) || value.startsWith('//')) return DASHBOARD_PATH
  if (value.startsWith('/admin/login')) return DASHBOARD_PATH
  return value
}

/** Pages where coming back after sign-in means nothing new: the dashboard (where sign-in leads anyway) and sign-out. */
const NO_RETURN = new Set([DASHBOARD_PATH, '/admin/sign-out'])

/**
 * The login page for a guarded request to `requested` (its path and query): told to come back there after
 * sign-in, without Next's own `_rsc` marker of a client navigation.
 */
export function loginPathFor(requested: string | null | undefined): string {
  if (!requested?.startsWith('/') || requested.startsWith('//')) return LOGIN_PATH
  const url = new URL(requested, 'http://site.invalid')
  url.searchParams.delete('_rsc')
  const next = safeNextPath(`${url.pathname}${url.search}`)
  return NO_RETURN.has(url.pathname) || next === DASHBOARD_PATH ? LOGIN_PATH : `${LOGIN_PATH}?next=${encodeURIComponent(next)}`
}
