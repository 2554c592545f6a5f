import type { Payload, Where } from 'payload'

/** A job still marked processing this long after its last update belonged to a process that died. */
export const STUCK_AFTER_MS = 10 * 60 * 1000

/** Puts jobs abandoned mid-run (crash, deploy) back in the queue so their mail still goes out. */
export async function releaseStuckJobs(payload: Payload, now = Date.now(), scope?: Where): Promise<number> {
  const result = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        { completedAt: { exists: false } },
        { updatedAt: { less_than: new Date(now - STUCK_AFTER_MS).toISOString() } },
        ...(scope ? [scope] : []),
      ],
    },
    data: { processing: false },
    overrideAccess: true,
  })
  if (result.docs.length) payload.logger.warn(`Released ${result.docs.length} stuck job(s).`)
  return result.docs.length
}
