import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** Payload never connects during `next build`: the build needs no database (README, Production). */
const BUILD_READS_NO_DATABASE =
  'The build reads no database: a route that reads it must render at request time (generateStaticParams returning [] or a dynamic API).'

/** The shared Payload instance for server code (pages, route handlers, scripts). */
export const getPayloadClient = (): Promise<Payload> =>
  process.env.NEXT_PHASE === 'phase-production-build'
    ? Promise.reject(new Error(BUILD_READS_NO_DATABASE))
    : getPayload({ config })

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
