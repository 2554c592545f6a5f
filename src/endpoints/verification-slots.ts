/**
 * At most a few code verifications (scrypt, 32 MiB each) run at once in one process; beyond that the
 * endpoint answers 503 at once instead of queueing, so a flood cannot exhaust memory or the thread pool
 * and the rest of the site stays responsive.
 */
const MAX_CONCURRENT = 8
let active = 0

export async function withVerificationSlot<T>(work: () => Promise<T>): Promise<{ busy: true } | { busy: false; value: T }> {
  if (active >= MAX_CONCURRENT) return { busy: true }
  active += 1
  try {
    return { busy: false, value: await work() }
  } finally {
    active -= 1
  }
}
