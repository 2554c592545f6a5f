import type { Payload } from 'payload'

import { dispatchMailings } from '@/features/mailings/dispatch'
import { preferencesToken, unsubscribeToken } from '@/lib/email/unsubscribe-token'
import { api, postApi } from '@tests/helpers/api'
import { bySubject, resetSubscribers, settleDeliveries } from '@tests/helpers/mailings'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'
import { header, startSmtpSink } from '@tests/helpers/smtp-sink'

/** A subscriber manages our mail from the links in it: preferences (signed) and one-click unsubscribe. */
let payload: Payload
const SMTP_PORT = Number(process.env.TEST_SMTP_PORT || 2526)
const run = Date.now()
const maria = `maria.${run}@example.org`
const tom = `tom.${run}@example.org`
let client = 0
const save = (body: Record<string, unknown>) => postApi('/api/subscription-preferences', body, { 'x-forwarded-for': `198.51.100.${(client++ % 200) + 20}` })
const stored = async (email: string) => (await payload.find({ collection: 'subscriptions', where: { email: { equals: email } }, overrideAccess: true })).docs[0]

async function mailAll(title: string, spanish: string) {
  const doc = await payload.create({ collection: 'announcements', data: { title, content: 'Text', type: 'news', active: true }, overrideAccess: true })
  await payload.update({ collection: 'announcements', id: doc.id, locale: 'es', data: { title: spanish }, overrideAccess: true })
  await payload.update({ collection: 'announcements', id: doc.id, data: { emailSubscribers: true }, overrideAccess: true })
  await dispatchMailings(payload)
  await settleDeliveries(payload)
}

beforeAll(async () => {
  payload = await getTestPayload()
  await resetSubscribers(payload, [{ email: maria }, { email: tom }])
})
afterAll(async () => {
  await closeTestPayload(payload)
})

it('gives a new subscriber the language of the page they subscribed on', async () => {
  const ana = `ana.${run}@example.org`
  expect((await postApi('/api/subscribe', { email: ana, locale: 'es' }, { 'x-forwarded-for': '198.51.100.240' })).status).toBe(201)
  expect(await stored(ana)).toMatchObject({ language: 'es', frequency: 'every' })
  await payload.delete({ collection: 'subscriptions', where: { email: { equals: ana } }, overrideAccess: true })
})

it('changes language and frequency with the signed link, and the next mail follows them', async () => {
  const res = await save({ email: maria, token: preferencesToken(maria), language: 'es', frequency: 'every', locale: 'es' })
  expect(res.status).toBe(200)
  expect(await stored(maria)).toMatchObject({ language: 'es', frequency: 'every' })
  expect((await save({ email: tom, token: preferencesToken(tom), language: 'en', frequency: 'weekly' })).status).toBe(200)
  const sink = await startSmtpSink(SMTP_PORT)
  try {
    await mailAll(`Library day ${run}`, `Día de biblioteca ${run}`)
    expect(bySubject(sink.received, `Día de biblioteca ${run}`).map((m) => m.to[0])).toEqual([maria])
    expect(bySubject(sink.received, `Library day ${run}`)).toHaveLength(0)
  } finally {
    await sink.stop()
  }
  await save({ email: tom, token: preferencesToken(tom), language: 'en', frequency: 'every' })
})

it('refuses a forged token, an unsubscribe token, bad input and unknown addresses, changing nothing', async () => {
  const forged = await save({ email: maria, token: 'x'.repeat(43), language: 'en', frequency: 'weekly', locale: 'es' })
  expect(forged.status).toBe(403)
  expect(await forged.json()).toMatchObject({ error: 'Este enlace no es válido. Use el enlace de uno de nuestros correos.' })
  expect((await save({ email: maria, token: unsubscribeToken(maria), language: 'en', frequency: 'weekly' })).status).toBe(403)
  const bad = await save({ email: maria, token: preferencesToken(maria), language: 'fr', frequency: 'daily' })
  expect(bad.status).toBe(400)
  expect(Object.keys((await bad.json()).fieldErrors).sort()).toEqual(['frequency', 'language'])
  expect((await save({ email: 'not an email', token: 'x', language: 'en', frequency: 'every' })).status).toBe(400)
  expect((await postApi('/api/subscription-preferences', '{oops', { 'x-forwarded-for': '198.51.100.250' })).status).toBe(400)
  const gone = `gone.${run}@example.org`
  expect((await save({ email: gone, token: preferencesToken(gone), language: 'en', frequency: 'every' })).status).toBe(404)
  expect(await stored(maria)).toMatchObject({ language: 'es', frequency: 'every' })
})

it('unsubscribes in one click from the mail header (POST, as mail clients do), and the footer link carries a valid token', async () => {
  const sink = await startSmtpSink(SMTP_PORT)
  try {
    await mailAll(`Art show ${run}`, `Muestra de arte ${run}`)
    const mail = bySubject(sink.received, `Art show ${run}`).find((m) => m.to[0] === tom)
    const oneClick = header(mail?.raw ?? '', 'List-Unsubscribe')?.match(/<([^>]+)>/)?.[1] ?? ''
    const footer = mail?.text.match(/http:\/\/localhost:3000\/unsubscribe\?[^\s"<]+/)?.[0].replace(/&amp;/g, '&') ?? ''
    expect(new URL(footer).searchParams.get('token')).toBe(unsubscribeToken(tom))
    const url = new URL(oneClick)
    const res = await api('POST', `${url.pathname.replace(/^\/api/, '')}${url.search}`, { body: 'List-Unsubscribe=One-Click' })
    expect(res.status).toBe(200)
    expect(await stored(tom)).toBeUndefined()
    await mailAll(`Bake sale ${run}`, `Venta de pasteles ${run}`)
    expect(sink.received.some((m) => m.to.includes(tom) && m.raw.includes('Bake sale'))).toBe(false)
  } finally {
    await sink.stop()
  }
})
