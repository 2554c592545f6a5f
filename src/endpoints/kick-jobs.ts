import type { Payload } from 'payload'

/**
 * Runs queued jobs now, in the background, so mail goes out within seconds; the autoRun cron picks up
 * retries (with backoff) and anything this misses. Never awaited by the visitor's request.
 */
export function kickJobs(payload: Payload): void {
  setTimeout(() => {
    payload.jobs.run({ limit: 10 }).catch((err: unknown) => payload.logger.error({ err, msg: 'running jobs failed' }))
  }, 0)
}
