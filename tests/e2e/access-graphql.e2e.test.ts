import { expect, test, type APIRequestContext } from '@playwright/test'

import { fixtureIds, sql } from '@tests/helpers/e2e-db'

/** Deny by default over GraphQL: anonymous mutations fail and private lists come back empty-handed. */
const gql = async (request: APIRequestContext, query: string) => {
  const res = await request.post('/api/graphql', { data: { query } })
  return { status: res.status(), json: (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] } }
}

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

for (const m of MUTATIONS) {
  test(`anonymous GraphQL create/update/delete on ${m.key} changes nothing`, async ({ request }) => {
    const id = fixtureIds()[m.key]
    const before = await sql(`SELECT * FROM ${m.table} ORDER BY id`)
    for (const mutation of [m.create, m.update(id), m.remove(id)]) {
      const { json } = await gql(request, `mutation { ${mutation} }`)
      expect(json.errors?.length).toBeGreaterThan(0)
    }
    expect(await sql(`SELECT * FROM ${m.table} ORDER BY id`)).toEqual(before)
  })
}

for (const list of ['Subscriptions', 'ContactInquiries', 'AdminCodes', 'PayloadPreferences', 'PayloadLockedDocuments']) {
  test(`anonymous GraphQL query of ${list} returns no documents`, async ({ request }) => {
    const { json } = await gql(request, `{ ${list} { docs { id } } }`)
    expect(json.errors?.length).toBeGreaterThan(0)
    expect(JSON.stringify(json.data ?? {})).not.toMatch(/"id"/)
  })
}

test('anonymous GraphQL sees only visible announcements', async ({ request }) => {
  const { json } = await gql(request, '{ Announcements(limit: 100) { docs { id active } } }')
  const docs = (json.data?.Announcements as { docs: { id: number; active: boolean }[] }).docs
  expect(docs.length).toBeGreaterThan(0)
  expect(docs.every((d) => d.active)).toBe(true)
})

test('GraphQL introspection is off in production', async ({ request }) => {
  const { json } = await gql(request, '{ __schema { types { name } } }')
  expect(json.errors?.length).toBeGreaterThan(0)
  expect(json.data?.__schema).toBeFalsy()
})
