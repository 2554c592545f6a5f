import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * Runs a task with Payload's local API, then ends the process (Payload keeps its pool open, so the
 * event loop would never empty by itself). onInit is off: each task prepares the database itself.
 */
export async function withPayload(work: (payload: Payload) => Promise<void>, { cron = false } = {}): Promise<void> {
  try {
    const payload = await getPayload({ config, disableOnInit: true, cron })
    await work(payload)
    if (!cron) process.exit(0)
  } catch (err) {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err)
    process.exit(1)
  }
}
