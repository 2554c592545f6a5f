import type { Payload } from 'payload'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

/**
 * Rate limits with their counters in PostgreSQL (table `rate_limits`, created by a migration), so they
 * hold across several app instances. Keys are the client address (see lib/auth/client-address), and for
 * the forms' per-sender limits the address and a digest of the sender's email (keys fit the 255-character column).
 */
export const LIMITS = {
  /** SPEC/DESIGN: after 5 failed admin codes in 10 minutes from one client, 429 with Retry-After. */
  adminCode: { keyPrefix: 'admin-code', points: 5, duration: 600 },
  /**
   * Public forms, per client address. A school's shared Wi-Fi is one address for every family on it, so
   * the address gets room for a room full of parents (a PTA meeting with the QR code on the screen)...
   */
  subscribe: { keyPrefix: 'subscribe', points: 30, duration: 600 },
  contact: { keyPrefix: 'contact', points: 20, duration: 600 },
  /** ...and each sender (the form's email) within one address: plenty for a family, too few for a spam run. */
  subscribeSender: { keyPrefix: 'subscribe-sender', points: 10, duration: 600 },
  contactSender: { keyPrefix: 'contact-sender', points: 5, duration: 600 },
} as const

export type LimitName = keyof typeof LIMITS

const cache = new WeakMap<object, Map<LimitName, RateLimiterPostgres>>()

function limiter(payload: Payload, name: LimitName): RateLimiterPostgres {
  const pool = payload.db.pool
  let byName = cache.get(pool)
  if (!byName) cache.set(pool, (byName = new Map()))
  let found = byName.get(name)
  if (!found) {
    // storeType named: the library otherwise guesses from the class name, and ours is a subclass (lib/db/logged-pool).
    found = new RateLimiterPostgres({ ...LIMITS[name], storeClient: pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true })
    byName.set(name, found)
  }
  return found
}

export type LimitResult = { allowed: boolean; retryAfterSeconds: number }

/** Spends one point for `key`. Throws only when the database cannot be reached. */
export async function consume(payload: Payload, name: LimitName, key: string): Promise<LimitResult> {
  try {
    await limiter(payload, name).consume(key.slice(0, 200))
    return { allowed: true, retryAfterSeconds: 0 }
  } catch (err) {
    if (err instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) }
    throw err
  }
}

/** Forgets `key`'s count (after a successful sign-in). */
export async function reset(payload: Payload, name: LimitName, key: string): Promise<void> {
  await limiter(payload, name).delete(key.slice(0, 200))
}
