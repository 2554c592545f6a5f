import type { Payload } from 'payload'
import sharp from 'sharp'

import { dispatchMailings } from '@/features/mailings/dispatch'
import { bySubject, drainJobs, eventually, resetSubscribers } from '@tests/helpers/mailings'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'
import { startSmtpSink } from '@tests/helpers/smtp-sink'

/** The announcement's picture travels inside the mail (mail clients block remote images), described by its alt text. */
let payload: Payload
const SMTP_PORT = Number(process.env.TEST_SMTP_PORT || 2526)
const run = Date.now()
const reader = `picture.reader.${run}@example.org`
const lector = `picture.lector.${run}@example.org`

beforeAll(async () => {
  payload = await getTestPayload()
  await resetSubscribers(payload, [{ email: reader }, { email: lector, language: 'es' }])
})
afterAll(async () => {
  await closeTestPayload(payload)
})

it('embeds the image as an inline JPEG with its description in each reader\'s language, and sends once', async () => {
  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 30, g: 120, b: 200 } } }).png().toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Children painting the <mural>' },
    file: { data: photo, mimetype: 'image/png', name: `mural-${run}.png`, size: photo.length },
    overrideAccess: true,
  })
  await payload.update({ collection: 'media', id: media.id, locale: 'es', data: { alt: 'Niños pintando el <mural>' }, overrideAccess: true })
  const title = `Mural day ${run}`
  const doc = await payload.create({ collection: 'announcements', data: { title, content: 'Come and paint.', type: 'news', active: true, image: media.id }, overrideAccess: true })
  const sink = await startSmtpSink(SMTP_PORT)
  try {
    await payload.update({ collection: 'announcements', id: doc.id, data: { emailSubscribers: true }, overrideAccess: true })
    await dispatchMailings(payload)
    const mails = await eventually(
      async () => {
        await drainJobs(payload)
        return bySubject(sink.received, title)
      },
      (m) => m.length > 1,
    )
    expect(mails.map((m) => m.to.join()).sort()).toEqual([lector, reader].sort())
    const english = mails.find((m) => m.to.includes(reader))!
    const spanish = mails.find((m) => m.to.includes(lector))!
    const raw = english.raw
    expect(raw).toMatch(/Content-Type: image\/jpeg/i)
    const cid = raw.match(/Content-ID: <([^>]+)>/i)?.[1]
    expect(cid).toBeTruthy()
    expect(english.text).toContain(`src="cid:${cid}"`)
    expect(english.text).toContain('alt="Children painting the &lt;mural&gt;"')
    expect(spanish.text).toContain('alt="Niños pintando el &lt;mural&gt;"')
  } finally {
    await sink.stop()
  }
})
