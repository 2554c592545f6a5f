import type { Payload } from 'payload'

import { graphql } from '@tests/helpers/graphql'
import { fixtureIdsFor, sqlOn } from '@tests/helpers/int-access'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'

/**
 * Deny by default over GraphQL, through Payload's real GraphQL route: anonymous mutations fail and
 * private lists come back empty-handed. (Moved from the browser harness; the production-only
 * introspection check stays in tests/e2e/access-graphql.)
 */
const gql = async (query: string) => {
  const res = await graphql(JSON.stringify({ query }))
  return { status: res.status, json: (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] } }
}

let payload: Payload
let ids: Record<string, number>
let sql: ReturnType<typeof sqlOn>

beforeAll(async () => {
  payload = await getTestPayload()
  sql = sqlOn(payload)
  ids = await fixtureIdsFor(payload)
})
afterAll(async () => {
  await closeTestPayload(payload)
})

const MUTATIONS: { table: string; create: string; update: (id: number) => string; remove: (id: number) => string; key: string }[] = [
  {
    table: 'announcements',
    key: 'announcements',
    create: 'createAnnouncement(data: { title: "x", type: news, active: true }) { id }',
    update: (id) => `updateAnnouncement(id: ${id}, data: { title: "hacked" }) { id }`,
    remove: (id) => `deleteAnnouncement(id: ${id}) { id }`,
  },
  {
    table: 'subscriptions',
    key: 'subscriptions',
    create: 'createSubscription(data: { email: "kid@example.org" }) { id }',
    update: (id) => `updateSubscription(id: ${id}, data: { email: "hacked@example.org" }) { id }`,
    remove: (id) => `deleteSubscription(id: ${id}) { id }`,
  },
  {
    table: 'contact_inquiries',
    key: 'contact-inquiries',
    create: 'createContactInquiry(data: { name: "x", email: "kid@example.org", topic: Other }) { id }',
    update: (id) => `updateContactInquiry(id: ${id}, data: { name: "hacked" }) { id }`,
    remove: (id) => `deleteContactInquiry(id: ${id}) { id }`,
  },
  {
    table: 'admin_codes',
    key: 'admin-codes',
    create: 'createAdminCode(data: { label: "kid" }) { id }',
    update: (id) => `updateAdminCode(id: ${id}, data: { label: "hacked" }) { id }`,
    remove: (id) => `deleteAdminCode(id: ${id}) { id }`,
  },
  {
    table: 'media',
    key: 'media',
    create: 'createMedia(data: { alt: "x" }) { id }',
    update: (id) => `updateMedia(id: ${id}, data: { alt: "hacked" }) { id }`,
    remove: (id) => `deleteMedia(id: ${id}) { id }`,
  },
]

it.each(MUTATIONS)('anonymous GraphQL create/update/delete on $key changes nothing', async (m) => {
  const id = ids[m.key]
  const before = await sql(`SELECT * FROM ${m.table} ORDER BY id`)
  for (const mutation of [m.create, m.update(id), m.remove(id)]) {
    const { json } = await gql(`mutation { ${mutation} }`)
    expect(json.errors?.length).toBeGreaterThan(0)
  }
  expect(await sql(`SELECT * FROM ${m.table} ORDER BY id`)).toEqual(before)
})

it.each(['Subscriptions', 'ContactInquiries', 'AdminCodes', 'PayloadPreferences', 'PayloadLockedDocuments'])(
  'anonymous GraphQL query of %s returns no documents',
  async (list) => {
    const { json } = await gql(`{ ${list} { docs { id } } }`)
    expect(json.errors?.length).toBeGreaterThan(0)
    expect(JSON.stringify(json.data ?? {})).not.toMatch(/"id"/)
  },
)

it('anonymous GraphQL sees only visible announcements', async () => {
  const { json } = await gql('{ Announcements(limit: 100) { docs { id active } } }')
  const docs = (json.data?.Announcements as { docs: { id: number; active: boolean }[] }).docs
  expect(docs.length).toBeGreaterThan(0)
  expect(docs.every((d) => d.active)).toBe(true)
})

it.each([
  ['{ Subscriptions { docs { email } } }', 'Subscriptions'],
  ['{ Mailings { docs { id } } }', 'Mailings'],
  ['{ MailDeliveries { docs { email } } }', 'MailDeliveries'],
  ['{ ContactInquiries { docs { message } } }', 'ContactInquiries'],
  ['mutation { createAdminSession(data: {}) { id } }', 'createAdminSession'],
  ['mutation { createSubscription(data: {}) { id } }', 'createSubscription'],
])('private collections are not in the GraphQL schema, so its errors name none of their fields: %s', async (query, root) => {
  const { json } = await gql(query)
  const messages = JSON.stringify(json.errors)
  expect(messages).toContain(`Cannot query field \\"${root}\\"`)
  expect(messages).not.toMatch(/tokenHash|expiresAt|email|deliveryStatus|frequency|status/)
})
