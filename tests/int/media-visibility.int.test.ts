import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { Media } from '@collections/Media'
import { api } from '@tests/helpers/api'
import { ONE_PIXEL_PNG } from '@tests/helpers/fixtures'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'
import type { Media as MediaDoc } from '@/payload-types'

/** Issue 13 item 2: media follow their content. */
let payload: Payload
const staticDir = (Media.upload as { staticDir: string }).staticDir

beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(async () => {
  await closeTestPayload(payload)
})

const newImage = (alt: string) =>
  payload.create({ collection: 'media', data: { alt }, file: { data: ONE_PIXEL_PNG, mimetype: 'image/png', name: `${alt}.png`, size: ONE_PIXEL_PNG.length } })

const filesOf = (doc: MediaDoc): string[] =>
  [doc.filename, ...Object.values(doc.sizes ?? {}).map((s) => s?.filename)].filter((f): f is string => Boolean(f))

const anonymousSees = async (doc: MediaDoc) => ({
  record: (await api('GET', `/media/${doc.id}`)).status,
  listed: ((await (await api('GET', `/media?limit=100&where[id][equals]=${doc.id}`)).json()) as { totalDocs: number }).totalDocs,
  file: (await api('GET', `/media/file/${doc.filename}`)).status,
})

it('an image is public only while a visible announcement shows it', async () => {
  const image = await newImage(`visibility-${Date.now()}`)
  expect(await anonymousSees(image)).toEqual({ record: 404, listed: 0, file: 404 })
  const announcement = await payload.create({ collection: 'announcements', data: { title: 'With image', type: 'news', active: true, image: image.id } })
  const seen = await anonymousSees(image)
  expect(seen).toEqual({ record: 200, listed: 1, file: 200 })
  await payload.update({ collection: 'announcements', id: announcement.id, data: { active: false } })
  expect(await anonymousSees(image)).toEqual({ record: 404, listed: 0, file: 404 })
  await payload.update({ collection: 'announcements', id: announcement.id, data: { active: true, startDate: '2099-01-01T00:00:00.000Z', endDate: '2099-01-02T00:00:00.000Z' } })
  expect(await anonymousSees(image)).toEqual({ record: 404, listed: 0, file: 404 })
})

it('an anonymous image file answer may be cached briefly; a missing file is a 404', async () => {
  const image = await newImage(`cached-${Date.now()}`)
  await payload.create({ collection: 'announcements', data: { title: 'Cached image', type: 'news', active: true, image: image.id } })
  const res = await api('GET', `/media/file/${image.filename}`)
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toBe('public, max-age=300')
  expect((await api('GET', '/media/file/no-such-image.png')).status).toBe(404)
})

it('deleting an announcement deletes its image record, file and sizes', async () => {
  const image = await newImage(`deleted-${Date.now()}`)
  const files = filesOf(image)
  expect(files.length).toBeGreaterThan(1)
  expect(files.every((f) => existsSync(path.join(staticDir, f)))).toBe(true)
  const announcement = await payload.create({ collection: 'announcements', data: { title: 'To delete', type: 'news', active: true, image: image.id } })
  await payload.delete({ collection: 'announcements', id: announcement.id })
  expect(await payload.findByID({ collection: 'media', id: image.id, disableErrors: true })).toBeNull()
  expect(files.filter((f) => existsSync(path.join(staticDir, f)))).toEqual([])
})

it('replacing an image deletes the old one, unless another announcement still uses it', async () => {
  const [old, shared, next] = await Promise.all([newImage(`old-${Date.now()}`), newImage(`shared-${Date.now()}`), newImage(`next-${Date.now()}`)])
  const a = await payload.create({ collection: 'announcements', data: { title: 'Replace', type: 'news', active: true, image: old.id } })
  await payload.update({ collection: 'announcements', id: a.id, data: { image: next.id } })
  expect(await payload.findByID({ collection: 'media', id: old.id, disableErrors: true })).toBeNull()
  expect(filesOf(old).filter((f) => existsSync(path.join(staticDir, f)))).toEqual([])

  const b = await payload.create({ collection: 'announcements', data: { title: 'Shares', type: 'news', active: true, image: shared.id } })
  await payload.create({ collection: 'announcements', data: { title: 'Shares too', type: 'news', active: true, image: shared.id } })
  await payload.update({ collection: 'announcements', id: b.id, data: { image: null } })
  expect(await payload.findByID({ collection: 'media', id: shared.id, disableErrors: true })).not.toBeNull()
})
