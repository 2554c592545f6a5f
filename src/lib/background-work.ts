import type { Payload } from 'payload'

/** The background runs started on each Payload instance that have not finished yet. */
const inFlight = new WeakMap<Payload, Set<Promise<void>>>()

/**
 * Runs `work` after `delayMs` (0: right after the current request), never awaited by whoever started it. A
 * failure is logged with `failure` as its message. The run is tracked until it ends, so whoever closes the
 * Payload instance can wait for it (backgroundSettled) instead of cutting it off mid-transaction.
 */
export function inBackground(payload: Payload, failure: string, work: () => Promise<unknown>, delayMs = 0): void {
  const runs = inFlight.get(payload) ?? new Set<Promise<void>>()
  inFlight.set(payload, runs)
  const run: Promise<void> = new Promise((resolve) => setTimeout(resolve, delayMs))
    .then(work)
    .then(
      () => undefined,
      (err: unknown) => payload.logger.error({ err, msg: failure }),
    )
    .finally(() => runs.delete(run))
  runs.add(run)
}

/**
 * Resolves once every background run on `payload` has finished, including the runs those runs started (a
 * send job starts the next). Whoever closes a Payload instance waits for this first: a run cut off by the
 * closing pool could leave its transaction open, holding locks on the mail queue for whoever uses the
 * database next, and a mailing clock still waiting for its second would run later against the next user's
 * rows (the likely cause of an integration test receiving a digest it never started).
 */
export async function backgroundSettled(payload: Payload): Promise<void> {
  const runs = inFlight.get(payload)
  while (runs?.size) await Promise.allSettled([...runs])
}
