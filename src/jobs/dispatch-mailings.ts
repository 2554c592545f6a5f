import type { Payload, TaskConfig, Where } from 'payload'

import { dispatchMailings } from '@/features/mailings/dispatch'

const HOUR_MS = 3_600_000

/** Finished clock ticks (after an hour) and finished send batches (after a week) are housekeeping, not history. */
async function forgetFinishedJobs(payload: Payload, now = Date.now()): Promise<void> {
  const done = (task: string, ageMs: number): Where => ({
    and: [{ taskSlug: { equals: task } }, { completedAt: { less_than: new Date(now - ageMs).toISOString() } }],
  })
  await payload.delete({ collection: 'payload-jobs', where: done('dispatchMailings', HOUR_MS), overrideAccess: true })
  await payload.delete({ collection: 'payload-jobs', where: done('sendMailBatch', 7 * 24 * HOUR_MS), overrideAccess: true })
}

/**
 * The mailing clock, scheduled every minute: starts announcement mailings when their announcement becomes
 * visible, the weekly digest when due, and settles mailings in progress (features/mailings/dispatch).
 */
export const dispatchMailingsTask: TaskConfig<{ input: Record<string, never>; output: { started: number; finished: number } }> = {
  slug: 'dispatchMailings',
  inputSchema: [],
  outputSchema: [
    { name: 'started', type: 'number' },
    { name: 'finished', type: 'number' },
  ],
  schedule: [{ cron: '0 * * * * *', queue: 'default' }],
  retries: 0,
  handler: async ({ req }) => {
    const { started, finished } = await dispatchMailings(req.payload)
    await forgetFinishedJobs(req.payload)
    return { output: { started: started.length, finished: finished.length } }
  },
}
