import type { Payload } from 'payload'

import { api, postApi, SITE } from '@tests/helpers/api'
import { decodedBodies, decodedHeader } from '@tests/helpers/mail-text'
import { runJobs } from '@/jobs/run-jobs'
import { resolveSiteSettings } from '@/lib/site-settings-locale'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'
import { header, type ReceivedMail, startSmtpSink } from '@tests/helpers/smtp-sink'

/** The forms' endpoints answer in the language of the form, and the welcome mail speaks the subscriber's. */
let payload: Payload
const SMTP_PORT = Number(process.env.TEST_SMTP_PORT || 2526)
const run = Date.now()
let client = 0
const from = () => ({ 'x-forwarded-for': `203.0.113.${++client % 250}` })
const subscribe = (body: unknown) => postApi('/api/subscribe', body, from())
const contact = (body: unknown) => postApi('/api/send-contact-email', body, from())

const eventually = async <T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> => {
  const end = Date.now() + ms
  for (;;) {
    const v = await read()
    if (ok(v) || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** The welcome mails `email` received (the subscribe endpoint starts its job at once). */
const welcomeMails = (received: ReceivedMail[], email: string) =>
  eventually(async () => received.filter((m) => m.to.includes(email)), (m) => m.length > 0)

/** Sends the welcome mails earlier tests left queued while SMTP was down, so the new one is next in line. */
const drainDueJobs = () => runJobs(payload, { where: { taskSlug: { equals: 'sendWelcomeEmail' } }, limit: 1000 })

beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(async () => {
  await closeTestPayload(payload)
})

it('answers subscribe field errors in Spanish for the Spanish form, in English otherwise', async () => {
  const es = await subscribe({ email: 'no es un correo', locale: 'es' })
  expect(es.status).toBe(400)
  expect(await es.json()).toEqual({ error: 'La solicitud no es válida.', fieldErrors: { email: 'Por favor, escriba un correo electrónico válido.' } })
  const longPhone = await subscribe({ email: `tel.${run}@example.org`, phone: '5'.repeat(41), locale: 'es' })
  expect(await longPhone.json()).toMatchObject({ fieldErrors: { phone: 'Ese número de teléfono es demasiado largo.' } })
  for (const locale of [undefined, 'en', 'fr', 42, { es: true }]) {
    const en = await subscribe({ email: 'nope', locale })
    expect(en.status).toBe(400)
    expect(await en.json()).toEqual({ error: 'Invalid request.', fieldErrors: { email: 'Please enter a valid email.' } })
  }
})

it('answers contact field errors in Spanish, with the same texts the Spanish form shows', async () => {
  const res = await contact({ name: 'A', email: 'nope', topic: '', message: 'x'.repeat(5001), locale: 'es' })
  expect(res.status).toBe(400)
  expect(await res.json()).toEqual({
    error: 'La solicitud no es válida.',
    fieldErrors: {
      name: 'Escriba su nombre',
      email: 'Escriba un correo electrónico válido',
      topic: 'Elija un tema',
      message: 'Use 5000 caracteres como máximo.',
    },
  })
  const injected = await contact({ name: 'Ana\r\nBcc: x@example.org', email: 'ana@example.org', topic: 'Other', locale: 'es' })
  expect(await injected.json()).toMatchObject({ fieldErrors: { name: 'Escríbalo en una sola línea.' } })
  const english = await contact({ name: 'A', email: 'nope', topic: '' })
  expect(await english.json()).toMatchObject({ fieldErrors: { name: 'Name is required', email: 'Enter a valid email', topic: 'Select a topic' } })
})

it('tells a Spanish visitor in Spanish that the address is already subscribed (409, code 23505)', async () => {
  const email = `ya.${run}@example.org`
  expect((await subscribe({ email, locale: 'es' })).status).toBe(201)
  const again = await subscribe({ email, locale: 'es' })
  expect(again.status).toBe(409)
  expect(await again.json()).toEqual({ error: 'Este correo ya está suscrito.', code: '23505' })
})

it('sends the welcome mail in Spanish, linking to the Spanish unsubscribe page, which works in Spanish', async () => {
  const sink = await startSmtpSink(SMTP_PORT)
  try {
    await drainDueJobs()
    const email = `familia.${run}@example.org`
    expect((await subscribe({ email, locale: 'es' })).status).toBe(201)
    const job = (await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendWelcomeEmail' } }, sort: '-createdAt', limit: 1 })).docs[0]
    expect(job.input).toEqual({ email, locale: 'es' })
    const mails = await welcomeMails(sink.received, email)
    expect(mails).toHaveLength(1)
    const { raw } = mails[0]
    // The PTA's name as Spanish pages show it (the officers' Spanish text, else the Spanish default).
    const { contact: settings } = resolveSiteSettings(await payload.findGlobal({ slug: 'site-settings', depth: 0 }), 'es')
    expect(decodedHeader(raw, 'Subject')).toBe(`${settings.ptaName}: le damos la bienvenida a nuestras novedades`)
    expect(header(raw, 'Content-Language')).toBe('es')
    const [text, html] = decodedBodies(raw)
    expect(text).toContain(`${settings.ptaName}: ¡gracias por suscribirse a nuestras novedades!`)
    expect(text).toContain('Le escribiremos para contarle las noticias de la PTA')
    expect(html).toContain('<div lang="es"')
    const page = text.match(/https?:\/\/\S+\/unsubscribe\?\S+/)?.[0] ?? ''
    expect(page.startsWith(`${SITE}/es/unsubscribe?`)).toBe(true)
    expect(html).toMatch(/<a href="[^"]+\/es\/unsubscribe\?[^"]+">cancele su suscripción<\/a>/)
    expect(header(raw, 'List-Unsubscribe')).toContain('locale=es')

    const query = new URL(page).searchParams
    // The List-Unsubscribe address opened in a browser goes to the page that asks to confirm; it removes nothing.
    const oneClick = new URL((header(raw, 'List-Unsubscribe') ?? '').replace(/^<|>.*$/gs, ''))
    const opened = await api('GET', `${oneClick.pathname.replace(/^\/api/, '')}${oneClick.search}`)
    expect({ status: opened.status, location: opened.headers.get('location') }).toEqual({ status: 303, location: `/es/unsubscribe?${new URLSearchParams({ email, token: query.get('token') ?? '' })}` })
    expect((await payload.count({ collection: 'subscriptions', where: { email: { equals: email } } })).totalDocs).toBe(1)
    const done = await api('POST', `/unsubscribe?${new URLSearchParams({ email, token: query.get('token') ?? '', locale: 'es', from: 'page' })}`)
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe('/es/unsubscribe?done=1')
    expect((await payload.count({ collection: 'subscriptions', where: { email: { equals: email } } })).totalDocs).toBe(0)
  } finally {
    await sink.stop()
  }
})

it('refuses a bad unsubscribe link in the language of the link', async () => {
  const es = await api('POST', `/unsubscribe?${new URLSearchParams({ email: 'a@example.org', token: 'forged', locale: 'es' })}`)
  expect(es.status).toBe(400)
  expect(await es.json()).toEqual({ error: 'Este enlace para cancelar la suscripción no es válido.' })
  const en = await api('POST', `/unsubscribe?${new URLSearchParams({ email: 'a@example.org', token: 'forged' })}`)
  expect(await en.json()).toEqual({ error: 'This unsubscribe link is not valid.' })
  // From the page's button, back to the page (which explains it), never a bare JSON answer.
  const page = await api('POST', `/unsubscribe?${new URLSearchParams({ email: 'a@example.org', token: 'forged', locale: 'es', from: 'page' })}`)
  expect(page.status).toBe(303)
  expect(page.headers.get('location')).toBe('/es/unsubscribe')
})

it('keeps the English welcome mail and unsubscribe page for the English form', async () => {
  const sink = await startSmtpSink(SMTP_PORT)
  try {
    await drainDueJobs()
    const email = `family.${run}@example.org`
    expect((await subscribe({ email })).status).toBe(201)
    const mails = await welcomeMails(sink.received, email)
    const { contact: settings } = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(decodedHeader(mails[0].raw, 'Subject')).toBe(`Welcome to ${settings.ptaName} updates`)
    const [text] = decodedBodies(mails[0].raw)
    expect(text).toContain(`Thank you for subscribing to ${settings.ptaName} updates!`)
    expect(text).toContain(`To stop these emails, unsubscribe here: ${SITE}/unsubscribe?`)
  } finally {
    await sink.stop()
  }
})
