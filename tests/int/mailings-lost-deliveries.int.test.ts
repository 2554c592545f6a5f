import type { Payload } from 'payload'

import { dispatchMailings } from '@/features/mailings/dispatch'
import { eventually, resetSubscribers } from '@tests/helpers/mailings'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'

/**
 * The mailing clock queues a delivery again only when its send job was lost: untouched for 30 minutes on
 * the database's clock. A delivery a job has just claimed must never be queued again (it would go twice),
 * whatever time the clock is given (tests and catch-up runs pass their own; servers' clocks drift).
 */
let payload: Payload
const run = Date.now()
const sending = `sending.${run}@example.org`
const lost = `lost.${run}@example.org`

type Row = { status: string; attempts: string; touched: boolean }
/** A delivery's status, how many jobs claimed it, and whether the last minute changed it. */
const deliveryOf = async (email: string): Promise<Row[]> =>
  (
    await payload.db.pool.query<Row>(
      `SELECT status, attempts::int::text AS attempts, updated_at > now() - interval '1 minute' AS touched FROM mail_deliveries WHERE email = $1`,
      [email],
    )
  ).rows

beforeAll(async () => {
  payload = await getTestPayload()
  await resetSubscribers(payload, [{ email: sending }, { email: lost }])
})
afterAll(async () => {
  // Later files of this worker wait for every delivery to settle: none of these may stay open.
  await payload.db.pool.query(`UPDATE mail_deliveries SET status = 'skipped' WHERE email = ANY($1)`, [[sending, lost]])
  await payload.db.pool.query(`UPDATE mailings SET status = 'done' WHERE label LIKE $1`, [`Lost job ${run}%`])
  await closeTestPayload(payload)
})

it('leaves a delivery being sent alone, even when the clock it is given is half an hour ahead, and queues again one left for 30 minutes', async () => {
  const doc = await payload.create({ collection: 'announcements', data: { title: `Lost job ${run}`, content: 'Soon', type: 'news', active: true }, overrideAccess: true })
  await payload.update({ collection: 'announcements', id: doc.id, data: { emailSubscribers: true }, overrideAccess: true })
  // The mailing starts and the mail queue runs at once; no SMTP server listens here, so its job puts the
  // delivery it tried back in the queue and waits to retry later.
  await dispatchMailings(payload)
  const both = async () => [...(await deliveryOf(sending)), ...(await deliveryOf(lost))]
  const settled = await eventually(both, (rows) => rows.length === 2 && rows.every((d) => d.status === 'queued') && rows.some((d) => Number(d.attempts) >= 1))
  expect(settled.map((d) => d.status)).toEqual(['queued', 'queued'])

  // One delivery was just claimed by a job; the other was claimed 31 minutes ago by a job that died.
  await payload.db.pool.query(`UPDATE mail_deliveries SET status = 'sending', updated_at = now() WHERE email = $1`, [sending])
  await payload.db.pool.query(`UPDATE mail_deliveries SET status = 'sending', updated_at = now() - interval '31 minutes' WHERE email = $1`, [lost])
  const [claimed] = await deliveryOf(sending)
  await dispatchMailings(payload, new Date(Date.now() + 31 * 60_000))

  // Still the first job's: not queued again (where a new job would claim it and send it a second time).
  expect(await deliveryOf(sending)).toEqual([{ ...claimed, status: 'sending' }])
  // Queued again (the mail queue runs at once, so a new job may already hold it: claimed again, then back
  // in the queue since no SMTP server listens here).
  const [again] = await deliveryOf(lost)
  expect(again.touched).toBe(true)
  expect(again.status === 'queued' || Number(again.attempts) >= 1).toBe(true)
})
