import { redirect } from 'next/navigation'

import { DASHBOARD_PATH } from '@/lib/auth/constants'

/** /admin → the dashboard (which sends visitors without a session to the login page). */
export default function AdminIndex() {
  redirect(DASHBOARD_PATH)
}
