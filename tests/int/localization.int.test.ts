import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import sharp from 'sharp'

import { toPublicAnnouncement } from '@/features/announcements'
import { ownTexts } from '@/lib/queries/own-texts'
import { SITE, api } from '@tests/helpers/api'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'

/** Officers translate what they publish: Spanish where written, English otherwise, through every API. */
let payload: Payload
const run = `l10n-${Date.now()}`
const graphql = GRAPHQL_POST(config)

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await closeTestPayload(payload)
})

async function createNews(title: string, es?: { title?: string | null; content?: string | null }) {
  const doc = await payload.create({ collection: 'announcements', locale: 'en', data: { title, content: `${title} body`, type: 'news', active: true } })
  if (es) await payload.update({ collection: 'announcements', id: doc.id, locale: 'es', data: es })
  return doc.id
}

const read = (id: number, locale: 'en' | 'es') =>
  payload.findByID({ collection: 'announcements', id, locale, fallbackLocale: 'en', overrideAccess: false, user: null })

it('reads the Spanish text through the local API, with the English where there is none', async () => {
  const both = await createNews(`${run} Spirit Night`, { title: `${run} Noche de espíritu`, content: 'Vístase de dorado' })
  const englishOnly = await createNews(`${run} Fun Run`)
  expect((await read(both, 'es')).title).toBe(`${run} Noche de espíritu`)
  expect((await read(both, 'es')).content).toBe('Vístase de dorado')
  expect((await read(both, 'en')).title).toBe(`${run} Spirit Night`)
  expect((await read(englishOnly, 'es')).title).toBe(`${run} Fun Run`)
  expect((await read(englishOnly, 'es')).content).toBe(`${run} Fun Run body`)
})

it('marks the English shown on a Spanish page as English, text by text', async () => {
  const both = await createNews(`${run} Book Fair`, { title: `${run} Feria del libro`, content: 'En la biblioteca' })
  const titleOnly = await createNews(`${run} Art Walk`, { title: `${run} Paseo de arte` })
  const englishOnly = await createNews(`${run} Field Day`)
  const ids = [both, titleOnly, englishOnly]
  const docs = await Promise.all(ids.map((id) => read(id, 'es')))
  const own = await ownTexts(payload, docs, 'es')
  const shown = docs.map((doc) => toPublicAnnouncement(doc, 'es', own?.get(doc.id)))
  expect(shown.map((a) => [a.title, a.titleLang, a.contentLang])).toEqual([
    [`${run} Feria del libro`, undefined, undefined],
    [`${run} Paseo de arte`, undefined, 'en'],
    [`${run} Field Day`, 'en', 'en'],
  ])
  // English pages need no second look.
  expect(await ownTexts(payload, docs, 'en')).toBeNull()
})

it('reads a picture\'s Spanish description on Spanish pages, and none where only the English was written', async () => {
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 160, b: 40 } } }).png().toBuffer()
  const picture = (alt: string, name: string) =>
    payload.create({ collection: 'media', data: { alt }, file: { data, mimetype: 'image/png', name, size: data.length }, overrideAccess: true })
  const described = await picture('Families at the book fair', `fair-${run}.png`)
  await payload.update({ collection: 'media', id: described.id, locale: 'es', data: { alt: 'Familias en la feria del libro' }, overrideAccess: true })
  const englishOnly = await picture('Runners at the start line', `run-${run}.png`)
  const news = async (title: string, image: number) =>
    (await payload.create({ collection: 'announcements', data: { title, content: 'x', type: 'news', active: true, image }, overrideAccess: true })).id
  const ids = [await news(`${run} Book Fair photos`, described.id), await news(`${run} Fun Run photos`, englishOnly.id)]
  const shownIn = async (locale: 'en' | 'es') => {
    const docs = await Promise.all(ids.map((id) => read(id, locale)))
    const own = await ownTexts(payload, docs, locale)
    return docs.map((doc) => toPublicAnnouncement(doc, locale, own?.get(doc.id)).imageAlt)
  }
  expect(await shownIn('es')).toEqual(['Familias en la feria del libro', ''])
  expect(await shownIn('en')).toEqual(['Families at the book fair', 'Runners at the start line'])
})

it('takes ?locale=es on REST and locale: es on GraphQL', async () => {
  const id = await createNews(`${run} Book Fair`, { title: `${run} Feria del libro` })
  const rest = (await (await api('GET', `/announcements/${id}?locale=es`)).json()) as { title: string; content: string }
  expect(rest.title).toBe(`${run} Feria del libro`)
  expect(rest.content).toBe(`${run} Book Fair body`)
  const english = (await (await api('GET', `/announcements/${id}`)).json()) as { title: string }
  expect(english.title).toBe(`${run} Book Fair`)

  const query = `{ es: Announcement(id: ${id}, locale: es) { title content } en: Announcement(id: ${id}, locale: en) { title } }`
  const res = await graphql(new Request(`${SITE}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }))
  const { data } = (await res.json()) as { data: { es: { title: string; content: string }; en: { title: string } } }
  expect(data.es).toEqual({ title: `${run} Feria del libro`, content: `${run} Book Fair body` })
  expect(data.en.title).toBe(`${run} Book Fair`)
})

it('shows the English again when the Spanish text is cleared', async () => {
  const id = await createNews(`${run} Picture Day`, { title: `${run} Día de fotos`, content: 'Sonrían' })
  await payload.update({ collection: 'announcements', id, locale: 'es', data: { title: '', content: '' } })
  expect((await read(id, 'es')).title).toBe(`${run} Picture Day`)
  expect((await read(id, 'es')).content).toBe(`${run} Picture Day body`)
  expect((await read(id, 'en')).title).toBe(`${run} Picture Day`)
})

it('requires the English title but not the Spanish one', async () => {
  await expect(payload.create({ collection: 'announcements', locale: 'en', data: { title: ' ', type: 'news', active: true } })).rejects.toThrow()
  const id = await createNews(`${run} Only English`)
  await expect(payload.update({ collection: 'announcements', id, locale: 'es', data: { content: 'Solo contenido' } })).resolves.toBeTruthy()
})

it('stores all-day dates as the start of their school day and timed ones as the instant', async () => {
  const allDay = await payload.create({
    collection: 'announcements',
    data: { title: `${run} Book fair days`, type: 'event', active: true, allDay: true, startDate: '2026-11-29T01:00:00.000Z', endDate: '2026-11-30T20:00:00.000Z' },
  })
  expect([allDay.startDate, allDay.endDate, allDay.visibleUntil]).toEqual([
    '2026-11-28T08:00:00.000Z',
    '2026-11-30T08:00:00.000Z',
    '2026-12-01T08:00:00.000Z',
  ])
  const timed = await payload.create({
    collection: 'announcements',
    data: { title: `${run} Family night`, type: 'event', active: true, allDay: false, startDate: '2026-11-29T01:00:00.000Z', endDate: '2026-11-29T03:00:00.000Z' },
  })
  expect([timed.startDate, timed.endDate, timed.visibleUntil]).toEqual([
    '2026-11-29T01:00:00.000Z',
    '2026-11-29T03:00:00.000Z',
    '2026-11-29T03:00:00.000Z',
  ])
  const defaulted = await payload.create({ collection: 'announcements', data: { title: `${run} Default`, type: 'event', active: true, startDate: '2026-07-04T19:00:00.000Z' } })
  expect([defaulted.allDay, defaulted.startDate]).toEqual([true, '2026-07-04T07:00:00.000Z'])
})
