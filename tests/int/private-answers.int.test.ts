import type { Payload } from 'payload'

import { issueAdminCode } from '@/lib/auth/issue-code'
import { SITE, api, signIn } from '@tests/helpers/api'
import { createOneOfEach } from '@tests/helpers/fixtures'
import { graphql } from '@tests/helpers/graphql'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'

/** Issue 13 items 3 and 4: no anonymous existence oracle, and private answers are never cached. */
let payload: Payload
let cookie: string
let ids: Record<string, number>
const origin = { origin: SITE }

beforeAll(async () => {
  payload = await getTestPayload()
  const docs = await createOneOfEach(payload)
  ids = { announcements: docs.announcement.id, subscriptions: docs.subscription.id, 'contact-inquiries': docs.inquiry.id, media: docs.media.id, 'admin-codes': docs.adminCode.id }
  const { code } = await issueAdminCode(payload, { label: 'Private answers test' })
  cookie = (await signIn(code, '203.0.113.90')).cookie
})
afterAll(async () => {
  await closeTestPayload(payload)
})

const answer = async (res: Response) => ({ status: res.status, body: await res.text() })

it('document-permission routes answer the same for existing and missing ids without a session', async () => {
  const { docs } = await payload.find({ collection: 'admin-sessions', limit: 1, overrideAccess: true })
  const collections = { ...ids, 'admin-sessions': docs[0].id }
  for (const [slug, id] of Object.entries(collections)) {
    for (const extra of [{}, { cookie: 'pta_admin_session=forged-token-value' }]) {
      const existing = await answer(await api('POST', `/${slug}/access/${id}`, { headers: origin, ...extra }))
      const missing = await answer(await api('POST', `/${slug}/access/${id + 100000}`, { headers: origin, ...extra }))
      expect(existing).toEqual(missing)
      expect(existing.status).toBe(403)
    }
  }
  const global = await api('POST', '/globals/site-settings/access', { headers: origin })
  expect(global.status).toBe(403)
})

it('GraphQL docAccess answers the same for existing and missing ids without a session', async () => {
  const query = (id: number) => JSON.stringify({ query: `{ docAccessAnnouncement(id: ${id}) { update { permission } } }` })
  const existing = await answer(await graphql(query(ids.announcements)))
  const missing = await answer(await graphql(query(ids.announcements + 100000)))
  expect(existing).toEqual(missing)
  expect(existing.status).toBe(403)
})

it('a signed-in officer still gets document permissions (the /cms panel needs them)', async () => {
  const res = await api('POST', `/announcements/access/${ids.announcements}`, { cookie, headers: origin })
  expect(res.status).toBe(200)
  expect(await res.json()).toMatchObject({ update: true })
})

it('private answers carry Cache-Control: no-store and Vary: Cookie', async () => {
  const privateReads = [
    await api('GET', '/subscriptions', { cookie }),
    await api('GET', '/contact-inquiries', { cookie }),
    await api('GET', '/admin-codes', { cookie }),
    await api('GET', '/admin-session', { cookie }),
    await api('GET', '/subscriptions'),
    await api('GET', '/announcements'),
  ]
  for (const res of privateReads) {
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('vary')).toMatch(/Cookie/)
  }
  const gql = await graphql(JSON.stringify({ query: '{ Subscriptions { docs { email } } }' }), { cookie })
  expect(gql.headers.get('cache-control')).toBe('no-store')
  expect(gql.headers.get('vary')).toMatch(/Cookie/)
})
