import type { Payload } from 'payload'

import { dispatchMailings } from '@/features/mailings/dispatch'
import type { Announcement } from '@/payload-types'
import { bySubject, resetSubscribers, settleDeliveries } from '@tests/helpers/mailings'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'
import { startSmtpSink } from '@tests/helpers/smtp-sink'

/**
 * The weekly digest, on a controlled clock years ahead (so other files' announcements are long gone from
 * its windows): once a week, to weekly subscribers only, with the week's news and the next two weeks' events.
 */
let payload: Payload
const SMTP_PORT = Number(process.env.TEST_SMTP_PORT || 2526)
const run = Date.now()
const weeklyEn = `weekly.en.${run}@example.org`
const weeklyEs = `weekly.es.${run}@example.org`
const everyone = `every.${run}@example.org`
const DAY = 86_400_000
// Monday 2031-03-10, 08:00 in Los Angeles (PDT, UTC-7): the digest of that week is due.
const monday = new Date('2031-03-10T15:00:00.000Z')

const digests = (received: Parameters<typeof bySubject>[0]) => [
  ...bySubject(received, "Golden Oak Elementary PTA: this week's news and coming events"),
  ...bySubject(received, 'PTA de la Escuela Primaria Golden Oak: noticias de la semana y próximos eventos'),
]

async function announce(title: string, data: Pick<Announcement, 'type'> & Partial<Announcement>, createdAt: Date, spanish?: string) {
  const doc = await payload.create({ collection: 'announcements', data: { title, content: `${title} text`, active: true, ...data }, overrideAccess: true })
  if (spanish) await payload.update({ collection: 'announcements', id: doc.id, locale: 'es', data: { title: spanish }, overrideAccess: true })
  await payload.db.pool.query('UPDATE announcements SET created_at = $2 WHERE id = $1', [doc.id, createdAt.toISOString()])
}

/**
 * Switches an announcement on through Payload (which stamps `activatedAt` with the real clock, and keeps it
 * whatever a request sends), then moves that stamp to `at` on the test's clock, as `announce` does for
 * `createdAt`.
 */
async function switchOn(title: string, at: Date) {
  const [doc] = (await payload.find({ collection: 'announcements', where: { title: { equals: title } }, overrideAccess: true })).docs
  const before = Date.now()
  const on = await payload.update({ collection: 'announcements', id: doc.id, data: { active: true }, overrideAccess: true })
  expect(Date.parse(on.activatedAt ?? '')).toBeGreaterThanOrEqual(before)
  const forged = await payload.update({ collection: 'announcements', id: doc.id, data: { activatedAt: at.toISOString() }, overrideAccess: true })
  expect(forged.activatedAt).toBe(on.activatedAt)
  await payload.db.pool.query('UPDATE announcements SET activated_at = $2 WHERE id = $1', [doc.id, at.toISOString()])
}

async function digestAt(now: Date) {
  const result = await dispatchMailings(payload, now)
  await settleDeliveries(payload)
  return result
}

beforeAll(async () => {
  payload = await getTestPayload()
  await resetSubscribers(payload, [{ email: weeklyEn, frequency: 'weekly' }, { email: weeklyEs, language: 'es', frequency: 'weekly' }, { email: everyone }])
})
afterAll(async () => {
  await closeTestPayload(payload)
})

it('records a week with nothing new as done, with no recipients and no mail', async () => {
  const sink = await startSmtpSink(SMTP_PORT)
  try {
    await digestAt(new Date(monday.getTime() - 7 * DAY))
    const week = await payload.find({ collection: 'mailings', where: { digestWeek: { equals: '2031-03-03' } }, overrideAccess: true })
    expect(week.docs).toHaveLength(1)
    expect(week.docs[0]).toMatchObject({ status: 'done', recipients: 0 })
    expect(digests(sink.received)).toHaveLength(0)
  } finally {
    await sink.stop()
  }
})

it('sends weekly subscribers one digest of the week, in their language, and nothing more that week', async () => {
  await announce(`Old news ${run}`, { type: 'news' }, new Date(monday.getTime() - 9 * DAY))
  await announce(`Fresh news ${run}`, { type: 'news' }, new Date(monday.getTime() - 2 * DAY), `Noticia nueva ${run}`)
  await announce(`Hidden news ${run}`, { type: 'news', active: false }, new Date(monday.getTime() - DAY))
  // Written weeks ago, scheduled to show from three days ago: it came onto the site this week.
  await announce(`Scheduled news ${run}`, { type: 'news', startDate: new Date(monday.getTime() - 3 * DAY).toISOString() }, new Date(monday.getTime() - 20 * DAY))
  // Written a month ago, switched on two days ago: news to the families this week.
  await announce(`Switched-on news ${run}`, { type: 'news', active: false }, new Date(monday.getTime() - 30 * DAY))
  await switchOn(`Switched-on news ${run}`, new Date(monday.getTime() - 2 * DAY))
  await announce(`Soon event ${run}`, { type: 'event', allDay: false, startDate: new Date(monday.getTime() + 3 * DAY).toISOString() }, new Date(monday.getTime() - 20 * DAY))
  await announce(`Far event ${run}`, { type: 'event', allDay: false, startDate: new Date(monday.getTime() + 20 * DAY).toISOString() }, new Date(monday.getTime() - DAY))
  const sink = await startSmtpSink(SMTP_PORT)
  try {
    // Sunday evening: not yet due.
    await digestAt(new Date(monday.getTime() - 12 * 3_600_000))
    expect(digests(sink.received)).toHaveLength(0)
    await digestAt(monday)
    const mails = digests(sink.received)
    expect(mails.map((m) => m.to[0]).sort()).toEqual([weeklyEn, weeklyEs].sort())
    const english = mails.find((m) => m.to[0] === weeklyEn)?.text ?? ''
    const spanish = mails.find((m) => m.to[0] === weeklyEs)?.text ?? ''
    expect(english).toContain(`Fresh news ${run}`)
    expect(english).toContain(`Scheduled news ${run}`)
    expect(english).toContain(`Switched-on news ${run}`)
    expect(english).toContain(`Soon event ${run}`)
    expect(english).toContain('Thu, Mar 13, 2031')
    for (const absent of [`Old news ${run}`, `Hidden news ${run}`, `Far event ${run}`]) expect(english).not.toContain(absent)
    expect(spanish).toContain(`Noticia nueva ${run}`)
    expect(spanish).toContain(`Soon event ${run}`)
    expect(spanish).toContain('Noticias de esta semana')

    await digestAt(new Date(monday.getTime() + 2 * DAY))
    expect(digests(sink.received)).toHaveLength(2)
  } finally {
    await sink.stop()
  }
})
