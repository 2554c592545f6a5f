import zlib from 'node:zlib'

import type { Payload } from 'payload'
import sharp from 'sharp'

import { issueAdminCode } from '@/lib/auth/issue-code'
import { SITE, api, rest, signIn } from '@tests/helpers/api'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'
import { expectShortJsonError } from '@tests/helpers/short-error'
import { ENGLISH_FIRST } from '@collections/validators/requiredInDefaultLocale'
import { END_BEFORE_START } from '@/features/announcements'
import { IMAGE_TOO_LARGE } from '@/lib/validations/announcement'

/** The admin screen's REST calls (SPEC §7 calls 6-11) as the admin, and the same calls refused anonymously. */

let payload: Payload
let cookie: string
const headers = { origin: SITE }

beforeAll(async () => {
  payload = await getTestPayload()
  const { code } = await issueAdminCode(payload, { label: 'Announcements REST test' })
  cookie = (await signIn(code, '203.0.113.60')).cookie
})

afterAll(async () => {
  await closeTestPayload(payload)
})

async function upload(file: Buffer, name: string, type: string, withCookie = true): Promise<Response> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file)], { type }), name)
  form.append('_payload', JSON.stringify({ alt: 'test image' }))
  const request = new Request(`${SITE}/api/media`, {
    method: 'POST',
    headers: { 'x-forwarded-for': '203.0.113.61', origin: SITE, ...(withCookie ? { cookie } : {}) },
    body: form,
  })
  return rest(request, undefined)
}

it('creates, lists (newest first, paged), updates, toggles and deletes as the admin', async () => {
  const title = `REST ${Date.now()}`
  const created = await api('POST', '/announcements', { cookie, headers, body: { title, content: 'c', type: 'event', active: true, startDate: '2030-05-01T07:00:00.000Z', endDate: null, image: null } })
  expect(created.status).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; visibleUntil: string } }
  expect(doc.visibleUntil).toBe('2030-05-02T07:00:00.000Z')

  // Newest first: the new one follows only documents dated later (other files date some in the future).
  const list = (await (await api('GET', '/announcements?sort=-createdAt&limit=20&page=1&depth=1', { cookie })).json()) as { docs: { id: number; createdAt: string }[]; totalDocs: number }
  const dates = list.docs.map((d) => d.createdAt)
  expect(dates).toEqual([...dates].sort().reverse())
  const at = list.docs.findIndex((d) => d.id === doc.id)
  expect(at).toBeGreaterThanOrEqual(0)
  expect(list.docs.slice(0, at).every((d) => d.createdAt > list.docs[at].createdAt)).toBe(true)

  // An event shows on its day: without a start date it would show nowhere, so it is refused (and stays as it was).
  for (const [method, path, body] of [
    ['PATCH', `/announcements/${doc.id}`, { startDate: null }],
    ['POST', '/announcements', { title: `${title} undated`, type: 'event', active: true }],
  ] as const) {
    const refused = await api(method, path, { cookie, headers, body })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('An event needs a start date: the calendar shows it on that day.')
  }
  // A date that is not a date is refused too (it used to be saved as no date, the event then showing nowhere).
  for (const [method, path, body] of [
    ['PATCH', `/announcements/${doc.id}`, { startDate: 'garbage' }],
    ['PATCH', `/announcements/${doc.id}`, { endDate: ' ' }],
    ['POST', '/announcements', { title: `${title} bad date`, type: 'event', active: true, startDate: 'garbage' }],
    // Outside the years a date is taken in (a typo such as 0050, or 9999): these were 500s.
    ['PATCH', `/announcements/${doc.id}`, { startDate: '0050-06-01T08:00:00.000Z' }],
    ['PATCH', `/announcements/${doc.id}`, { startDate: '9999-12-31T08:00:00.000Z', endDate: null }],
    ['PATCH', `/announcements/${doc.id}`, { allDay: false, startDate: '9999-12-31T20:00:00.000Z' }],
    // A day that does not exist: Date would roll it over to 2 March.
    ['PATCH', `/announcements/${doc.id}`, { startDate: '2030-02-30' }],
    ['POST', '/announcements', { title: `${title} no such day`, type: 'event', active: true, startDate: '2030-02-30T18:00:00.000Z' }],
  ] as const) {
    const refused = await api(method, path, { cookie, headers, body })
    expect({ body, status: refused.status, notADate: /is not a valid date/.test(JSON.stringify(await refused.json())) }).toEqual({ body, status: 400, notADate: true })
  }
  // An end before the start, as the admin dialog refuses it: the event would leave the site before it happens.
  for (const [method, path, body] of [
    ['PATCH', `/announcements/${doc.id}`, { endDate: '2030-04-30T07:00:00.000Z' }],
    ['POST', '/announcements', { title: `${title} backwards`, type: 'event', active: true, allDay: false, startDate: '2030-05-02T03:00:00.000Z', endDate: '2030-05-01T18:00:00.000Z' }],
  ] as const) {
    const refused = await api(method, path, { cookie, headers, body })
    expect({ body, status: refused.status, answer: JSON.stringify(await refused.json()) }).toEqual({ body, status: 400, answer: expect.stringContaining(END_BEFORE_START) })
  }
  // Created in Spanish, it would have no English title (the English site would show an empty one).
  const inSpanish = await api('POST', '/announcements?locale=es', { cookie, headers, body: { title: `${title} solo español`, type: 'news', active: true } })
  expect({ status: inSpanish.status, answer: JSON.stringify(await inSpanish.json()) }).toEqual({ status: 400, answer: expect.stringContaining(ENGLISH_FIRST) })
  expect((await payload.find({ collection: 'announcements', locale: 'es', where: { title: { equals: `${title} solo español` } } })).totalDocs).toBe(0)
  expect((await payload.findByID({ collection: 'announcements', id: doc.id })).startDate).toBe('2030-05-01T07:00:00.000Z')
  // Its Spanish title is added afterwards, as before.
  expect((await api('PATCH', `/announcements/${doc.id}?locale=es`, { cookie, headers, body: { title: `${title} en español` } })).status).toBe(200)
  const updated = await api('PATCH', `/announcements/${doc.id}`, { cookie, headers, body: { title: `${title} edited`, type: 'news', startDate: null } })
  expect(updated.status).toBe(200)
  expect(((await updated.json()) as { doc: { startDate: string | null } }).doc.startDate).toBeNull()

  // When it was written is not the request's to say: a backdated item would drop down the news and the feed.
  const { createdAt } = await payload.findByID({ collection: 'announcements', id: doc.id })
  expect((await api('PATCH', `/announcements/${doc.id}`, { cookie, headers, body: { createdAt: '2001-01-01T00:00:00.000Z' } })).status).toBe(200)
  expect((await payload.findByID({ collection: 'announcements', id: doc.id })).createdAt).toBe(createdAt)

  const toggled = await api('PATCH', `/announcements/${doc.id}`, { cookie, headers, body: { active: false } })
  expect(((await toggled.json()) as { doc: { active: boolean } }).doc.active).toBe(false)

  expect((await api('DELETE', `/announcements/${doc.id}`, { cookie, headers })).status).toBe(200)
  expect((await payload.find({ collection: 'announcements', where: { id: { equals: doc.id } } })).totalDocs).toBe(0)
})

it('refuses anonymous create, update and delete, and hides inactive rows from anonymous reads', async () => {
  const doc = await payload.create({ collection: 'announcements', data: { title: `anon ${Date.now()}`, type: 'news', active: false } })
  expect([401, 403]).toContain((await api('POST', '/announcements', { headers, body: { title: 'x', type: 'news' } })).status)
  expect([401, 403, 404]).toContain((await api('PATCH', `/announcements/${doc.id}`, { headers, body: { active: true } })).status)
  expect([401, 403, 404]).toContain((await api('DELETE', `/announcements/${doc.id}`, { headers })).status)
  expect((await api('GET', `/announcements/${doc.id}`)).status).toBe(404)
  // Visitors read what the site shows, not the officers' "Email this to subscribers" flag.
  const shown = await payload.create({ collection: 'announcements', data: { title: `shown ${Date.now()}`, type: 'news', active: true, emailSubscribers: false } })
  expect(Object.keys(await (await api('GET', `/announcements/${shown.id}`)).json())).not.toContain('emailSubscribers')
  expect(Object.keys(await (await api('GET', `/announcements/${shown.id}`)).json())).not.toContain('activatedAt')
  expect(await (await api('GET', `/announcements/${shown.id}`, { cookie })).json()).toMatchObject({ emailSubscribers: false, activatedAt: expect.any(String) })
  await payload.delete({ collection: 'announcements', id: shown.id })
  const after = await payload.findByID({ collection: 'announcements', id: doc.id })
  expect(after.active).toBe(false)
  expect([401, 403]).toContain((await upload(await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).png().toBuffer(), 'a.png', 'image/png', false)).status)
})

/** A tiny PNG whose header claims a huge size: the pixel flood a decompression bomb relies on. */
function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29)
  return png
}

describe('uploads (DESIGN §4)', () => {
  const count = async () => (await payload.count({ collection: 'media' })).totalDocs

  it('stores a real image with webp sizes, metadata stripped and a safe name', async () => {
    const jpeg = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#3a6' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Person' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 46/1 0/1' } })
      .toBuffer()
    expect((await sharp(jpeg).metadata()).exif).toBeDefined()
    const res = await upload(jpeg, '../My Photo (1).JPG', 'image/jpeg')
    expect(res.status).toBe(201)
    const { doc } = (await res.json()) as { doc: { filename: string; mimeType: string; sizes: Record<string, { filename: string | null; mimeType: string | null }> } }
    expect(doc.filename).toMatch(/^my-photo-\d+\.jpg$/)
    expect(doc.sizes.thumbnail.mimeType).toBe('image/webp')
    expect(doc.sizes.card.mimeType).toBe('image/webp')
    const stored = (await sharp(`${process.env.MEDIA_DIR || '.data/media'}/${doc.filename}`).metadata())
    expect(stored.exif).toBeUndefined()
  })

  it.each([
    ['HTML renamed .jpg', Buffer.from('<!doctype html><script>alert(1)</script>'), 'evil.jpg', 'image/jpeg'],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', 'image/svg+xml'],
    ['SVG renamed .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'logo.png', 'image/png'],
  ])('refuses %s with 400 and stores nothing', async (_label, bytes, name, type) => {
    const before = await count()
    const res = await upload(bytes, name, type)
    expect(res.status).toBe(400)
    expect(await count()).toBe(before)
  })

  it('refuses a file over 5 MB with 413 and an absurd pixel count with 400, storing nothing', async () => {
    const before = await count()
    const big = Buffer.concat([await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } }).png().toBuffer(), Buffer.alloc(5 * 1024 * 1024 + 10)])
    const tooBig = await upload(big, 'big.png', 'image/png')
    expect(await expectShortJsonError(tooBig, 413)).toEqual({ errors: [{ message: IMAGE_TOO_LARGE }] })
    const bomb = pngClaiming(20_000, 20_000)
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000)
    expect((await upload(bomb, 'bomb.png', 'image/png')).status).toBe(400)
    expect(await count()).toBe(before)
  })

  it("refuses a visitor's upload before reading it: 403, not the image checks' 400 (no decoding for anyone)", async () => {
    const before = await count()
    expect((await upload(pngClaiming(20_000, 20_000), 'bomb.png', 'image/png', false)).status).toBe(403)
    expect((await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png', 'image/png', false)).status).toBe(403)
    expect(await count()).toBe(before)
  })
})

it('refuses a title of more than one line in either language (feeds and calendar files rely on one line)', async () => {
  const title = 'Fair\r\nATTENDEE:mailto:x@evil.example'
  const created = await api('POST', '/announcements', { cookie, headers, body: { title, content: 'c', type: 'news', active: true } })
  expect(created.status).toBe(400)
  expect(JSON.stringify(await created.json())).toContain('Use a single line.')
  const ok = await api('POST', '/announcements', { cookie, headers, body: { title: `One line ${Date.now()}`, content: 'c', type: 'news', active: true } })
  const { doc } = (await ok.json()) as { doc: { id: number } }
  const spanish = await api('PATCH', `/announcements/${doc.id}?locale=es`, { cookie, headers, body: { title: 'Feria\nde otoño' } })
  expect(spanish.status).toBe(400)
  await api('DELETE', `/announcements/${doc.id}`, { cookie, headers })
})

it('leaves an event saved undated before the rule editable (toggle, Spanish) until it gets a date', async () => {
  // Saved before events needed a start date (written as it was then, straight to the table).
  const { rows } = await payload.db.pool.query<{ id: number }>("INSERT INTO announcements (type, active, all_day, created_at, updated_at) VALUES ('event', true, true, now(), now()) RETURNING id")
  const id = rows[0].id
  await payload.db.pool.query("INSERT INTO announcements_locales (title, _locale, _parent_id) VALUES ('Undated event', 'en', $1)", [id])
  const hidden = await api('PATCH', `/announcements/${id}`, { cookie, headers, body: { active: false } })
  expect(hidden.status).toBe(200)
  const spanish = await api('PATCH', `/announcements/${id}?locale=es`, { cookie, headers, body: { title: 'Evento sin fecha' } })
  expect(spanish.status).toBe(200)
  const dated = await api('PATCH', `/announcements/${id}`, { cookie, headers, body: { startDate: '2030-06-01T07:00:00.000Z' } })
  expect(dated.status).toBe(200)
  // Once dated, clearing the date again is refused like any event's.
  expect((await api('PATCH', `/announcements/${id}`, { cookie, headers, body: { startDate: null } })).status).toBe(400)
  await payload.delete({ collection: 'announcements', id, overrideAccess: true })
})

it('leaves an announcement saved with its end before its start editable (toggle, Spanish) while its dates stay', async () => {
  // Saved before the server held ends to their starts (written as it was then, straight to the table).
  const { rows } = await payload.db.pool.query<{ id: number }>(
    "INSERT INTO announcements (type, active, all_day, start_date, end_date, created_at, updated_at) VALUES ('news', true, true, '2030-06-02T07:00:00Z', '2030-06-01T07:00:00Z', now(), now()) RETURNING id",
  )
  const id = rows[0].id
  await payload.db.pool.query("INSERT INTO announcements_locales (title, _locale, _parent_id) VALUES ('Backwards news', 'en', $1)", [id])
  expect((await api('PATCH', `/announcements/${id}`, { cookie, headers, body: { active: false } })).status).toBe(200)
  expect((await api('PATCH', `/announcements/${id}?locale=es`, { cookie, headers, body: { title: 'Noticia al revés' } })).status).toBe(200)
  // A new end that is still before the start is refused; one after it is taken.
  expect((await api('PATCH', `/announcements/${id}`, { cookie, headers, body: { endDate: '2030-05-31T07:00:00.000Z' } })).status).toBe(400)
  expect((await api('PATCH', `/announcements/${id}`, { cookie, headers, body: { endDate: '2030-06-03T07:00:00.000Z' } })).status).toBe(200)
  await payload.delete({ collection: 'announcements', id, overrideAccess: true })
})
