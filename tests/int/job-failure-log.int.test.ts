import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import { runJobs } from '@/jobs/run-jobs'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'

/**
 * What the server log shows while the mail server is down: one line per failed try, naming the task, the job,
 * the try and the error, and never the job's input (a new subscriber's address).
 */
let payload: Payload
const SMTP_PORT = Number(process.env.TEST_SMTP_PORT || 2526)

beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(async () => {
  await closeTestPayload(payload)
})

it("logs a failed welcome mail as one warning line, without the subscriber's address", async () => {
  const email = `log.${Date.now()}@example.org`
  await payload.create({ collection: 'subscriptions', data: { email }, overrideAccess: true })
  const job = await payload.jobs.queue({ task: 'sendWelcomeEmail', input: { email } })
  const spies = (['info', 'warn', 'error'] as const).map((level) => jest.spyOn(payload.logger, level))
  let logged: unknown[][]
  try {
    // Nothing listens on this worker's SMTP port: the try fails as it would with the mail server down.
    await runJobs(payload, { where: { id: { equals: job.id } } })
  } finally {
    logged = spies.map((spy) => spy.mock.calls.map((call) => call[0]))
    spies.forEach((spy) => spy.mockRestore())
  }
  const [info, warn, error] = logged
  expect(warn).toEqual([`[jobs] sendWelcomeEmail (job ${job.id}) try 1 of 6 failed: connect ECONNREFUSED 127.0.0.1:${SMTP_PORT}; tried again later`])
  expect(error).toEqual([])
  expect(JSON.stringify(info)).not.toContain(email)
  const after = await payload.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  expect(after).toMatchObject({ totalTried: 1, hasError: false, completedAt: null })
})
