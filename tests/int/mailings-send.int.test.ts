import type { Payload } from 'payload'

import { dispatchMailings } from '@/features/mailings/dispatch'
import { decodedBodies } from '@tests/helpers/mail-text'
import { header, startSmtpSink } from '@tests/helpers/smtp-sink'
import { bySubject, drainJobs, eventually, resetSubscribers } from '@tests/helpers/mailings'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'

/** Officers email news and events to subscribers: once per round, each in their language, one recipient per message. */
let payload: Payload
const SMTP_PORT = Number(process.env.TEST_SMTP_PORT || 2526)
const run = Date.now()
const ana = `ana.${run}@example.org`
const luis = `luis.${run}@example.org`
const kim = `kim.${run}@example.org`
const weekly = `weekly.${run}@example.org`

const deliveries = async (title: string) => {
  const mailings = await payload.find({ collection: 'mailings', where: { label: { like: title } }, overrideAccess: true, depth: 0 })
  const ids = mailings.docs.map((m) => m.id)
  return (await payload.find({ collection: 'mail-deliveries', where: { mailing: { in: ids } }, overrideAccess: true, depth: 0, limit: 1000 })).docs
}

/** Runs the mailing clock (at `now`) and the queue until every delivery of `title` is final. */
async function sendAndSettle(title: string, now?: Date) {
  await dispatchMailings(payload, now)
  return eventually(
    async () => {
      await drainJobs(payload)
      return deliveries(title)
    },
    (ds) => ds.every((d) => ['sent', 'failed', 'skipped'].includes(d.status)),
  )
}

async function publish(title: string, extra: Record<string, unknown> = {}, spanish?: { title: string; content: string }) {
  const doc = await payload.create({ collection: 'announcements', data: { title, content: `About ${title} <b>soon</b>`, type: 'news', active: true, ...extra }, overrideAccess: true })
  if (spanish) await payload.update({ collection: 'announcements', id: doc.id, locale: 'es', data: spanish, overrideAccess: true })
  await payload.update({ collection: 'announcements', id: doc.id, data: { emailSubscribers: true }, overrideAccess: true })
  return doc
}

beforeAll(async () => {
  payload = await getTestPayload()
  await resetSubscribers(payload, [{ email: ana }, { email: luis, language: 'es' }, { email: kim }, { email: weekly, frequency: 'weekly' }])
})
afterAll(async () => {
  await closeTestPayload(payload)
})

it('mails a ticked news item once to each subscriber who wants every update, in their language', async () => {
  const sink = await startSmtpSink(SMTP_PORT)
  try {
    const title = `Book fair ${run}`
    const doc = await publish(title, {}, { title: `Feria del libro ${run}`, content: 'Venga a la feria.' })
    await sendAndSettle(title)
    const english = bySubject(sink.received, title)
    const spanish = bySubject(sink.received, `Feria del libro ${run}`)
    expect(english.map((m) => m.to).sort()).toEqual([[ana], [kim]])
    expect(spanish.map((m) => m.to)).toEqual([[luis]])
    expect(spanish[0].text).toContain('Venga a la feria.')
    expect(decodedBodies(spanish[0].raw).join('')).not.toMatch(/<(h1|div) lang=/)
    expect(spanish[0].text).toContain('/es/subscription?email=')
    const mail = english[0]
    expect(header(mail.raw, 'From')).toContain('no-reply@pta.test')
    expect(header(mail.raw, 'To')).toBe(mail.to[0])
    expect(header(mail.raw, 'Cc')).toBeUndefined()
    expect(header(mail.raw, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\?email=.+&token=.+>/)
    expect(header(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(mail.text).toContain(`About ${title} <b>soon</b>`)
    expect(mail.text).toContain(`About ${title} &lt;b&gt;soon&lt;/b&gt;`)
    expect(mail.text).not.toContain('<b>soon</b></p>')
    expect(english.concat(spanish).some((m) => m.to.includes(weekly))).toBe(false)

    // Saving again, running the clock and the queue again: nothing goes twice.
    await payload.update({ collection: 'announcements', id: doc.id, data: { content: 'Edited later' }, overrideAccess: true })
    await sendAndSettle(title)
    expect(bySubject(sink.received, title)).toHaveLength(2)
    expect((await deliveries(title)).map((d) => d.status).sort()).toEqual(['sent', 'sent', 'sent'])
  } finally {
    await sink.stop()
  }
})

it('falls back to the English text for a Spanish reader when officers wrote no Spanish', async () => {
  const sink = await startSmtpSink(SMTP_PORT)
  try {
    const title = `Picture day ${run}`
    await publish(title)
    await sendAndSettle(title)
    const mails = bySubject(sink.received, title)
    expect(mails.map((m) => m.to[0]).sort()).toEqual([ana, kim, luis].sort())
    const toLuis = mails.find((m) => m.to[0] === luis)
    expect(toLuis?.text).toContain(`About ${title}`)
    expect(toLuis?.text).toContain('Cancelar la suscripción')
    // The English text in a Spanish mail is marked English (a screen reader then reads it with an English voice).
    const html = decodedBodies(toLuis?.raw ?? '').find((part) => part.includes('<h1')) ?? ''
    expect(html).toMatch(new RegExp(`<h1 lang="en"[^>]*>Picture day ${run}</h1>`))
    expect(html).toMatch(/<div lang="en"><p[^>]*>About Picture day/)
    // The English copy and a Spanish text officers wrote carry no such mark.
    const toAna = decodedBodies(mails.find((m) => m.to[0] === ana)?.raw ?? '').join('')
    expect(toAna).not.toMatch(/<(h1|div) lang=/)
  } finally {
    await sink.stop()
  }
})

it('sends an event with its school-time date and an .ics attachment', async () => {
  const sink = await startSmtpSink(SMTP_PORT)
  try {
    const title = `Family night ${run}`
    // 2027-03-05 18:30 in Los Angeles (PST, UTC-8).
    await publish(title, { type: 'event', allDay: false, startDate: '2027-03-06T02:30:00.000Z', endDate: '2027-03-06T04:00:00.000Z' })
    await sendAndSettle(title)
    const mail = bySubject(sink.received, title).find((m) => m.to[0] === ana)
    expect(mail?.text).toContain('When: Fri, Mar 5, 2027 · 6:30 – 8:00 PM')
    expect(mail?.raw).toMatch(/filename="?event\.ics"?/)
    expect(mail?.raw).toMatch(/text\/calendar/)
    expect(mail?.text).toMatch(/Add to calendar: http:\/\/localhost:3000\/calendar\/\d+\.ics/)
  } finally {
    await sink.stop()
  }
})

it('sends nothing for an inactive announcement until it becomes active, and a scheduled one when its window opens', async () => {
  const sink = await startSmtpSink(SMTP_PORT)
  try {
    const hidden = `Hidden news ${run}`
    const doc = await publish(hidden, { active: false })
    const scheduled = `Scheduled news ${run}`
    const opens = new Date(Date.now() + 3 * 86_400_000)
    await publish(scheduled, { allDay: false, startDate: opens.toISOString() })
    await sendAndSettle(hidden)
    expect(bySubject(sink.received, hidden)).toHaveLength(0)
    expect(bySubject(sink.received, scheduled)).toHaveLength(0)
    expect(await deliveries(scheduled)).toHaveLength(0)

    await payload.update({ collection: 'announcements', id: doc.id, data: { active: true }, overrideAccess: true })
    await sendAndSettle(hidden)
    expect(bySubject(sink.received, hidden)).toHaveLength(3)

    await sendAndSettle(scheduled, new Date(opens.getTime() + 60_000))
    expect(bySubject(sink.received, scheduled).map((m) => m.to[0]).sort()).toEqual([ana, kim, luis].sort())
  } finally {
    await sink.stop()
  }
})

it('keeps deliveries queued while SMTP is down, sends the rest once it is back, and skips an address removed meanwhile', async () => {
  const leaving = `leaving.${run}@example.org`
  await payload.create({ collection: 'subscriptions', data: { email: leaving }, overrideAccess: true })
  const title = `Fun run ${run}`
  await publish(title)
  await dispatchMailings(payload)
  await eventually(
    async () => {
      await drainJobs(payload)
      return deliveries(title)
    },
    (ds) => ds.some((d) => d.lastError),
  )
  const during = await deliveries(title)
  expect(during.map((d) => d.email).sort()).toEqual([ana, kim, leaving, luis].sort())
  expect(during.filter((d) => d.status === 'sent')).toHaveLength(0)
  await payload.delete({ collection: 'subscriptions', where: { email: { equals: leaving } }, overrideAccess: true })

  const sink = await startSmtpSink(SMTP_PORT)
  try {
    // Half an hour later (on the database's clock) the mailing clock queues the stalled deliveries again
    // (the failed job also retries later).
    const mailingIds = (await payload.find({ collection: 'mailings', where: { label: { like: title } }, overrideAccess: true, depth: 0 })).docs.map((m) => m.id)
    await payload.db.pool.query(`UPDATE mail_deliveries SET updated_at = updated_at - interval '31 minutes' WHERE mailing_id = ANY($1)`, [mailingIds])
    await sendAndSettle(title)
    const mails = bySubject(sink.received, title)
    expect(mails.map((m) => m.to[0]).sort()).toEqual([ana, kim, luis].sort())
    expect((await deliveries(title)).find((d) => d.email === leaving)?.status).toBe('skipped')
    await payload.update({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendMailBatch' } }, data: { waitUntil: new Date(0).toISOString() }, overrideAccess: true })
    await drainJobs(payload)
    expect(bySubject(sink.received, title)).toHaveLength(3)
  } finally {
    await sink.stop()
  }
})

it('is idempotent under concurrent runners: each delivery goes exactly once', async () => {
  const sink = await startSmtpSink(SMTP_PORT)
  try {
    const title = `Concurrent ${run}`
    await publish(title)
    await Promise.all([dispatchMailings(payload), dispatchMailings(payload)])
    await Promise.all([drainJobs(payload), drainJobs(payload), drainJobs(payload)])
    await eventually(() => bySubject(sink.received, title).length, (n) => n >= 3)
    expect(bySubject(sink.received, title).map((m) => m.to[0]).sort()).toEqual([ana, kim, luis].sort())
  } finally {
    await sink.stop()
  }
})
