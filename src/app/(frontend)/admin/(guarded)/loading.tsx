import { AuthSpinner } from '@/components/admin/spinner'

/** Shown while a guarded page checks the session on the server (SPEC §2). */
export default function Loading() {
  return <AuthSpinner />
}
