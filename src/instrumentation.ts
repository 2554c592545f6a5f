/** Runs once when a Next server process starts (dev and production; not during `next build`). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { installForwardedFor } = await import('@/lib/auth/forwarded-for')
  installForwardedFor(['true', '1'].includes(process.env.TRUST_PROXY ?? ''))
  const { installRequestPath } = await import('@/lib/http/request-path')
  installRequestPath()
  // A production server prepares its database (migrations, ADMIN_CODE, demo seed) before its first
  // request and starts the job cron. `npm run dev` prepares it before Next starts instead, so Payload's
  // hot reload keeps working there.
  if (process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { bootPayload } = await import('@/lib/payload')
    await bootPayload()
  }
}
