import type { Payload } from 'payload'

import { ANONYMOUS_MAX_LIMIT } from '@collections/hooks/clampAnonymousReads'
import { issueAdminCode } from '@/lib/auth/issue-code'
import { api, signIn } from '@tests/helpers/api'
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
let created: number[] = []

type Page = { docs: unknown[]; totalDocs: number; limit: number }

beforeAll(async () => {
  payload = await getTestPayload()
  sql = sqlOn(payload)
  const { code } = await issueAdminCode(payload, { label: 'Read limits test' })
  cookie = (await signIn(code, '203.0.113.70')).cookie
  const rows = await sql<{ id: number }>(
    `INSERT INTO announcements (type, active, created_at, updated_at)
     SELECT 'news', true, now(), now() FROM generate_series(1, $1::int) RETURNING id`,
    [EXTRA],
  )
  created = rows.map((r) => r.id)
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

it('a signed-in officer and the server’s own reads are not clamped', async () => {
  const officer = (await (await api('GET', `/announcements?limit=${EXTRA + 50}&depth=0`, { cookie })).json()) as Page
  expect(officer.docs.length).toBeGreaterThanOrEqual(EXTRA)
  const local = await payload.find({ collection: 'announcements', limit: 0, depth: 0, overrideAccess: false, user: null })
  expect(local.docs.length).toBeGreaterThanOrEqual(EXTRA)
})
