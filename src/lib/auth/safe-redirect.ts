import { DASHBOARD_PATH } from './constants'

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
