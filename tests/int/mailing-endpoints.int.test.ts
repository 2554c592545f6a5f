import type { Payload } from 'payload'

import { issueAdminCode } from '@/lib/auth/issue-code'
import { SITE, api, signIn } from '@tests/helpers/api'
import { bySubject, drainJobs, eventually, resetSubscribers } from '@tests/helpers/mailings'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'
import { startSmtpSink } from '@tests/helpers/smtp-sink'

/** The officers' mail endpoints: progress and "Send again", closed to everyone else. */
let payload: Payload
let cookie: string
const SMTP_PORT = Number(process.env.TEST_SMTP_PORT || 2526)
const run = Date.now()
const readers = [`r1.${run}@example.org`, `r2.${run}@example.org`]
const headers = { origin: SITE }
/** `null` sends no cookie at all (anonymous). */
const progressOf = async (id: number, c: string | null = cookie) => api('GET', `/mailing-progress?announcements=${id}`, { cookie: c ?? undefined })
const sendAgain = (body: unknown, c: string | null = cookie) => api('POST', '/mailing-send-again', { body, cookie: c ?? undefined, headers })
const rounds = async (id: number) => (await payload.find({ collection: 'mailings', where: { announcement: { equals: id } }, overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await getTestPayload()
  await resetSubscribers(payload, readers.map((email) => ({ email })))
  const { code } = await issueAdminCode(payload, { label: 'Mail endpoints test' })
  cookie = (await signIn(code, '203.0.113.70')).cookie
})
afterAll(async () => {
  await closeTestPayload(payload)
})

it('reports the counts and sends a confirmed second round exactly once more', async () => {
  const title = `Field trip ${run}`
  const doc = await payload.create({ collection: 'announcements', data: { title, type: 'news', active: true, emailSubscribers: true }, overrideAccess: true })
  const sink = await startSmtpSink(SMTP_PORT)
  try {
    const settle = () =>
      eventually(
        async () => {
          await drainJobs(payload)
          return (await (await progressOf(doc.id)).json()).progress[doc.id]
        },
        (p) => p?.status === 'done',
      )
    expect(await settle()).toMatchObject({ round: 1, status: 'done', recipients: 2, sent: 2, failed: 0, queued: 0, skipped: 0 })
    const again = await sendAgain({ announcement: doc.id })
    expect(again.status).toBe(202)
    expect(await again.json()).toMatchObject({ round: 2 })
    expect((await sendAgain({ announcement: doc.id })).status).toBe(409)
    expect(await settle()).toMatchObject({ round: 2, status: 'done', sent: 2 })
    await eventually(() => bySubject(sink.received, title).length, (n) => n >= 4)
    expect(bySubject(sink.received, title).map((m) => m.to[0]).sort()).toEqual([...readers, ...readers].sort())
  } finally {
    await sink.stop()
  }
})

it('answers 404 for an unknown announcement, 409 for one never emailed and 400 for a bad body or query', async () => {
  expect((await sendAgain({ announcement: 99_999_999 })).status).toBe(404)
  const quiet = await payload.create({ collection: 'announcements', data: { title: `Quiet ${run}`, type: 'news', active: true }, overrideAccess: true })
  expect((await sendAgain({ announcement: quiet.id })).status).toBe(409)
  expect(await rounds(quiet.id)).toBe(0)
  // An id beyond what the table holds is bad input, not an outage (it was answered 503).
  for (const body of [{}, { announcement: 'x' }, { announcement: -1 }, { announcement: 99_999_999_999 }]) expect((await sendAgain(body)).status).toBe(400)
  // The progress query: anything that is not an id is ignored; an absurdly long one is a 400 with its field.
  const ignored = await api('GET', '/mailing-progress?announcements=x,-3,,2.5,99999999999', { cookie })
  expect({ status: ignored.status, body: await ignored.json() }).toEqual({ status: 200, body: { progress: {} } })
  const long = await api('GET', `/mailing-progress?announcements=${'1,'.repeat(1500)}`, { cookie })
  expect(long.status).toBe(400)
  expect(Object.keys((await long.json()).fieldErrors)).toEqual(['announcements'])
})

it('refuses anonymous and forged sessions, and other sites, creating nothing', async () => {
  const doc = await payload.create({ collection: 'announcements', data: { title: `Closed ${run}`, type: 'event', active: true, startDate: '2031-01-01T08:00:00.000Z' }, overrideAccess: true })
  for (const c of [null, 'pta_admin_session=forged-token-forged-token-forged-token-abc']) {
    expect((await progressOf(doc.id, c)).status).toBe(403)
    expect((await sendAgain({ announcement: doc.id }, c)).status).toBe(403)
  }
  const foreign = await api('POST', '/mailing-send-again', { body: { announcement: doc.id }, cookie, headers: { origin: 'https://evil.example' } })
  expect(foreign.status).toBe(403)
  expect(await rounds(doc.id)).toBe(0)
  expect((await api('GET', '/mailings', {})).status).toBe(403)
  expect((await api('GET', '/mail-deliveries', {})).status).toBe(403)
})
