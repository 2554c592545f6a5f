import type { Payload } from 'payload'

import { ANONYMOUS_MAX_LIMIT } from '@collections/hooks/clampAnonymousReads'
import { issueAdminCode } from '@/lib/auth/issue-code'
import { api, signIn } from '@tests/helpers/api'
import { ONE_PIXEL_PNG } from '@tests/helpers/fixtures'
import { graphql } from '@tests/helpers/graphql'
import { sqlOn } from '@tests/helpers/int-access'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'

/**
 * DESIGN (API abuse): a visitor who is not signed in cannot make one request read the whole table. With
 * more public announcements than one page holds, every way of asking for "all of them" over REST and
 * GraphQL returns one clamped page; an officer and the site's own server reads are not clamped.
 */
const EXTRA = ANONYMOUS_MAX_LIMIT + 10

let payload: Payload
let sql: ReturnType<typeof sqlOn>
let cookie: string
const created: number[] = []
/**
 * Two images, each shown by one announcement that comes first or last in any order (lowest id and newest,
 * highest id and oldest); the EXTRA rows between them all show a third image.
 */
let images: { id: number; filename: string }[] = []

const newImage = async (name: string) => {
  const image = await payload.create({ collection: 'media', data: { alt: name }, file: { data: ONE_PIXEL_PNG, mimetype: 'image/png', name: `${name}.png`, size: ONE_PIXEL_PNG.length } })
  return { id: image.id, filename: image.filename ?? '' }
}

async function announcementWithImage(name: string, createdAt: string): Promise<{ id: number; filename: string }> {
  const image = await newImage(name)
  const doc = await payload.create({ collection: 'announcements', data: { title: name, type: 'news', active: true, image: image.id } })
  created.push(doc.id)
  await sql('UPDATE announcements SET created_at = $2 WHERE id = $1', [doc.id, createdAt])
  return image
}

type Page = { docs: unknown[]; totalDocs: number; limit: number }

beforeAll(async () => {
  payload = await getTestPayload()
  sql = sqlOn(payload)
  const { code } = await issueAdminCode(payload, { label: 'Read limits test' })
  cookie = (await signIn(code, '203.0.113.70')).cookie
  const first = await announcementWithImage(`limits-first-${Date.now()}`, '2099-01-01')
  const filler = await newImage(`limits-filler-${Date.now()}`)
  const rows = await sql<{ id: number }>(
    `INSERT INTO announcements (type, active, image_id, created_at, updated_at)
     SELECT 'news', true, $2, now(), now() FROM generate_series(1, $1::int) RETURNING id`,
    [EXTRA, filler.id],
  )
  created.push(...rows.map((r) => r.id))
  const last = await announcementWithImage(`limits-last-${Date.now()}`, '2000-01-01')
  images = [first, last]
})

afterAll(async () => {
  await sql('DELETE FROM announcements WHERE id = ANY($1::int[])', [created])
  await closeTestPayload(payload)
})

it.each(['limit=0', 'limit=100000', 'pagination=false', 'pagination=false&limit=0'])(
  'anonymous REST ?%s returns one clamped page',
  async (query) => {
    const res = await api('GET', `/announcements?${query}&depth=0`)
    expect(res.status).toBe(200)
    const page = (await res.json()) as Page
    expect(page.docs).toHaveLength(ANONYMOUS_MAX_LIMIT)
    expect(page.limit).toBe(ANONYMOUS_MAX_LIMIT)
    expect(page.totalDocs).toBeGreaterThanOrEqual(EXTRA)
  },
)

it('a smaller anonymous page is kept as asked', async () => {
  const page = (await (await api('GET', '/announcements?limit=5&depth=0')).json()) as Page
  expect(page.docs).toHaveLength(5)
})

it('anonymous GraphQL lists are clamped the same way', async () => {
  for (const args of ['limit: 0', 'limit: 100000', 'pagination: false']) {
    const res = await graphql(JSON.stringify({ query: `{ Announcements(${args}) { docs { id } totalDocs } }` }))
    const { data } = (await res.json()) as { data: { Announcements: { docs: unknown[]; totalDocs: number } } }
    expect(data.Announcements.docs).toHaveLength(ANONYMOUS_MAX_LIMIT)
    expect(data.Announcements.totalDocs).toBeGreaterThanOrEqual(EXTRA)
  }
})

it('every image a visible announcement shows stays public, however many announcements there are', async () => {
  // Which images are public is decided by a server read of all visible announcements (lib/media); the
  // visitor's clamp must not cut it to the first page.
  for (const image of images) {
    expect({ image: image.filename, status: (await api('GET', `/media/file/${image.filename}`)).status }).toEqual({ image: image.filename, status: 200 })
    expect((await api('GET', `/media/${image.id}`)).status).toBe(200)
  }
})

it('a signed-in officer and the server’s own reads are not clamped', async () => {
  const officer = (await (await api('GET', `/announcements?limit=${EXTRA + 50}&depth=0`, { cookie })).json()) as Page
  expect(officer.docs.length).toBeGreaterThanOrEqual(EXTRA)
  const local = await payload.find({ collection: 'announcements', limit: 0, depth: 0, overrideAccess: false, user: null })
  expect(local.docs.length).toBeGreaterThanOrEqual(EXTRA)
})
