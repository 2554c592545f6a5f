import type { Payload } from 'payload'

import { runJobs } from '@/jobs/run-jobs'
import { inBackground } from '@/lib/background-work'

/** The job queue of the per-recipient send jobs (kept apart so contact and welcome mail never wait behind a mailing). */
export const MAIL_QUEUE = 'mail'

/**
 * Runs the mail queue now, in the background: `chains` runners each take one job; every finished send job
 * starts the next (see send-batch), so a mailing flows at the transport's pace without waiting for the
 * minute cron, which remains the backstop for retries.
 */
export function kickMailQueue(payload: Payload, chains = 1): void {
  for (let i = 0; i < chains; i++) inBackground(payload, 'running the mail queue failed', () => runJobs(payload, { queue: MAIL_QUEUE, limit: 1 }))
}
