import type { JobsConfig } from 'payload'

import { dispatchMailingsTask } from './dispatch-mailings'
import { JOB_LOGS_OFF, withFailureLog } from './failure-log'
import { releaseStuckJobs } from './release-stuck-jobs'
import { sendContactEmailTask } from './send-contact-email'
import { sendMailBatchTask } from './send-mail-batch'
import { sendWelcomeEmailTask } from './send-welcome-email'

/**
 * Background jobs (DESIGN §2.3 store first, then send). They run in-process: right after a form is
 * stored (see endpoints/kick-jobs) and every minute for retries; `npm run jobs` runs them from a
 * separate worker instead (set PAYLOAD_JOBS_AUTORUN=false on the web processes then).
 */
export const jobs: JobsConfig = {
  tasks: [sendContactEmailTask, sendWelcomeEmailTask, sendMailBatchTask, dispatchMailingsTask].map(withFailureLog),
  // Jobs are queued and run by the server itself (Local API). Payload's REST routes for them
  // (/api/payload-jobs/run, /handle-schedules: GET, so a cross-site link could trigger them with an
  // officer's cookie) answer 401 to everyone.
  access: { run: () => false, queue: () => false, cancel: () => false },
  autoRun: [
    { cron: '* * * * *', limit: 20, queue: 'default', silent: JOB_LOGS_OFF },
    // Subscriber mailings: each finished batch starts the next; this picks up retries after backoff.
    { cron: '* * * * *', limit: 4, queue: 'mail', silent: JOB_LOGS_OFF },
  ],
  shouldAutoRun: async (payload) => {
    if (process.env.PAYLOAD_JOBS_AUTORUN === 'false' || process.env.NEXT_PHASE === 'phase-production-build') return false
    await releaseStuckJobs(payload).catch((err: unknown) => payload.logger.error({ err, msg: 'releasing stuck jobs failed' }))
    return true
  },
  deleteJobOnComplete: false,
}
