/** Runs once when a Next server process starts (dev and production). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installForwardedFor } = await import('@/lib/auth/forwarded-for')
    installForwardedFor(['true', '1'].includes(process.env.TRUST_PROXY ?? ''))
  }
}
