// `npm run jobs`: a separate worker for the background jobs (mail), for installs that set
// PAYLOAD_JOBS_AUTORUN=false on their web processes. Runs the jobs every minute until stopped.
import { migrateDatabase } from '@/seed/prepare-database'

import { withPayload } from './with-payload'

process.env.PAYLOAD_JOBS_AUTORUN = 'true'
await withPayload(
  async (payload) => {
    await migrateDatabase(payload)
    payload.logger.info('Jobs worker running (every minute); Ctrl-C stops it.')
    const stop = () => void payload.destroy().finally(() => process.exit(0))
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  },
  { cron: true },
)
