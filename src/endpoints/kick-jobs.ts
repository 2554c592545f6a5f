import type { Payload } from 'payload'

/** The runs kickJobs started and that have not finished yet, per Payload instance. */
const inFlight = new WeakMap<Payload, Set<Promise<void>>>()

/**
 * Runs queued jobs now, in the background, so mail goes out within seconds; the autoRun cron picks up
 * retries (with backoff) and anything this misses. Never awaited by the visitor's request.
 */
export function kickJobs(payload: Payload): void {
  const runs = inFlight.get(payload) ?? new Set<Promise<void>>()
  inFlight.set(payload, runs)
  const run: Promise<void> = new Promise((resolve) => setTimeout(resolve, 0))
    .then(() => payload.jobs.run({ limit: 10 }))
    .then(
      () => undefined,
      (err: unknown) => payload.logger.error({ err, msg: 'running jobs failed' }),
    )
    .finally(() => runs.delete(run))
  runs.add(run)
}

/**
 * Resolves once every run kickJobs started on `payload` has finished. Whoever closes a Payload instance
 * waits for this first: a run cut off by the closing pool could leave its transaction open, holding locks
 * on the mail queue for whoever uses the database next (an integration test's next file waited 60 s).
 */
export async function kickedJobsSettled(payload: Payload): Promise<void> {
  const runs = inFlight.get(payload)
  while (runs?.size) await Promise.allSettled([...runs])
}
