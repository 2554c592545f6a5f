import type { Payload } from 'payload'

import { runJobs } from '@/jobs/run-jobs'
import { inBackground } from '@/lib/background-work'

/**
 * Runs queued jobs now, in the background, so mail goes out within seconds; the autoRun cron picks up
 * retries (with backoff) and anything this misses. Never awaited by the visitor's request.
 */
export function kickJobs(payload: Payload): void {
  inBackground(payload, 'running jobs failed', () => runJobs(payload, { limit: 10 }))
}
