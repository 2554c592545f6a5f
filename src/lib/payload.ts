import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The shared Payload instance for server code (pages, route handlers, scripts). */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })

/**
 * At server start: Payload's onInit migrates and seeds, and the job cron starts. An unreachable database
 * does not stop the server (cached pages are still served); Payload retries on the next request.
 */
export async function bootPayload(): Promise<void> {
  try {
    await getPayload({ config, cron: true })
  } catch (err) {
    console.error('[pta] Payload could not start yet (database unreachable?); it retries on the next request:', err)
  }
}
