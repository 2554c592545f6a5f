import type { Payload } from 'payload'
import sharp from 'sharp'

import { api } from '@tests/helpers/api'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'
import { toPublicAnnouncement } from '@/features/announcements'
import type { Announcement } from '@/payload-types'

/** Issue 12 item 6: uploads come in AVIF and WebP at the sizes the cards use. */
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(async () => {
  await closeTestPayload(payload)
})

/** A 1200×800 photo-like JPEG (a gradient with noise), as an officer would upload. */
async function photo(): Promise<Buffer> {
  const width = 1200
  const height = 800
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width
    pixels[i] = (x * 255) / width
    pixels[i + 1] = Math.floor(Math.random() * 60) + 100
    pixels[i + 2] = 255 - (x * 255) / width
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer()
}

it('an uploaded photo gets the card sizes in WebP and AVIF, and visitors can fetch each while it is shown', async () => {
  const data = await photo()
  const image = await payload.create({ collection: 'media', data: { alt: 'Spirit night' }, file: { data, mimetype: 'image/jpeg', name: 'spirit.jpg', size: data.length } })
  const sizes = image.sizes
  expect([sizes?.thumbnail?.mimeType, sizes?.thumbnail?.width, sizes?.card?.mimeType, sizes?.card?.width]).toEqual(['image/webp', 400, 'image/webp', 800])
  expect([sizes?.thumbnailAvif?.mimeType, sizes?.thumbnailAvif?.width, sizes?.cardAvif?.mimeType, sizes?.cardAvif?.width]).toEqual(['image/avif', 400, 'image/avif', 800])
  expect(sizes?.cardAvif?.filesize).toBeLessThan(sizes?.card?.filesize ?? 0)

  const announcement = await payload.create({ collection: 'announcements', data: { title: 'Spirit night on Friday', type: 'news', active: true, image: image.id } })
  await payload.update({ collection: 'announcements', id: announcement.id, locale: 'es', data: { title: 'Noche escolar el viernes' } })
  const read = async (locale: 'en' | 'es') =>
    toPublicAnnouncement((await payload.findByID({ collection: 'announcements', id: announcement.id, depth: 1, locale })) as Announcement, locale)
  const shown = await read('en')
  // Payload stores its file URLs with SITE_URL in front; pages get paths, which load at any address of the site.
  expect(sizes?.card?.url).toMatch(/^https?:\/\/[^/]+\/api\/media\/file\//)
  const file = (name?: string | null) => `/api/media/file/${name}`
  expect(shown.imageUrl).toBe(file(sizes?.card?.filename))
  expect(shown.imageSources).toEqual({
    webp: `${file(sizes?.thumbnail?.filename)} 400w, ${file(sizes?.card?.filename)} 800w`,
    avif: `${file(sizes?.thumbnailAvif?.filename)} 400w, ${file(sizes?.cardAvif?.filename)} 800w`,
  })
  // The picture sits beside the title: an English description an officer wrote is read on English pages;
  // Spanish pages (which have no description in Spanish) and a description that repeats the title read nothing.
  expect(shown.imageAlt).toBe('Spirit night')
  expect((await read('es')).imageAlt).toBe('')
  await payload.update({ collection: 'media', id: image.id, data: { alt: 'Spirit night on Friday' } })
  expect((await read('en')).imageAlt).toBe('')

  for (const [file, type, brand] of [
    [sizes?.cardAvif?.filename, 'image/avif', 'ftypavif'],
    [sizes?.card?.filename, 'image/webp', 'WEBP'],
  ] as const) {
    const res = await api('GET', `/media/file/${file}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(type)
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 16).toString('latin1')).toContain(brand)
  }
})

it('an image too small for the cards keeps what it has: no srcset entry points at a missing size', async () => {
  const data = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c9a227' } }).png().toBuffer()
  const image = await payload.create({ collection: 'media', data: { alt: 'Small' }, file: { data, mimetype: 'image/png', name: 'small.png', size: data.length } })
  const announcement = await payload.create({ collection: 'announcements', data: { title: 'Small', type: 'news', active: true, image: image.id } })
  const shown = toPublicAnnouncement((await payload.findByID({ collection: 'announcements', id: announcement.id, depth: 1 })) as Announcement)
  for (const list of [shown.imageSources?.webp, shown.imageSources?.avif]) {
    const entries = (list ?? '').split(', ')
    // One entry per width (the sizes of a 300 px image are all 300 px wide), each one a file visitors get.
    expect(entries).toEqual([expect.stringMatching(/ 300w$/)])
    const [url] = entries[0].split(' ')
    expect((await api('GET', url.replace(/^\/api/, ''))).status).toBe(200)
  }
})

it('an AVIF upload is still refused: only JPEG, PNG, WebP and GIF come in', async () => {
  const data = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#172c50' } }).avif().toBuffer()
  await expect(
    payload.create({ collection: 'media', data: { alt: 'Avif' }, file: { data, mimetype: 'image/avif', name: 'upload.avif', size: data.length } }),
  ).rejects.toMatchObject({ status: 400 })
})
