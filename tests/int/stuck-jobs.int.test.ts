import type { Payload } from 'payload'

import { releaseStuckJobs, STUCK_AFTER_MS } from '@/jobs/release-stuck-jobs'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'

/** A job left "processing" by a process that died is put back in the queue, so its mail still goes out. */
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(async () => {
  await closeTestPayload(payload)
})

it('releases only jobs stuck in processing for longer than the limit', async () => {
  const job = await payload.jobs.queue({ task: 'sendContactEmail', input: { inquiryId: 999_999 } })
  await payload.update({ collection: 'payload-jobs', id: job.id, data: { processing: true }, overrideAccess: true })

  // Scoped to this job: other test files' jobs may still be held by their background runs.
  const onlyThisJob = { id: { equals: job.id } }
  await releaseStuckJobs(payload, Date.now() + 60_000, onlyThisJob)
  expect((await payload.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true })).processing).toBe(true)

  expect(await releaseStuckJobs(payload, Date.now() + STUCK_AFTER_MS + 60_000, onlyThisJob)).toBe(1)
  expect((await payload.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true })).processing).toBe(false)
  // Its inquiry does not exist: taken off the queue, so other files' runs never pick it up (or count it).
  await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
})
