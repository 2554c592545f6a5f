import type { Payload } from 'payload'

import { subscribeSchema } from '@/lib/validations/subscribe'
import { api, postApi } from '@tests/helpers/api'
import { graphql } from '@tests/helpers/graphql'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'
import { expectShortJsonError } from '@tests/helpers/short-error'

/** DESIGN §4 / issue 13: every malformed request is a 4xx with a short JSON error, never a 5xx or a stack. */
let payload: Payload
let client = 0
const from = () => ({ 'x-forwarded-for': `192.0.2.${(client++ % 200) + 20}` })

beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(async () => {
  await closeTestPayload(payload)
})

it.each([
  ['/announcements/abc', 400],
  ['/announcements/99999999999999', 400],
  ['/announcements?page=-1', 400],
  ['/announcements?limit=abc', 400],
  ['/announcements?where[id][in]=a', 400],
  ['/announcements?where[title][near]=1,2', 400],
  ['/announcements?where[title][all]=a', 400],
  ['/media?where[alt][all]=x', 400],
  ['/announcements?where[createdAt][like]=a', 400],
  ['/announcements?where[active][contains]=a', 400],
  ['/announcements?where[type][not_like]=n', 400],
  // A text operator given a list (repeated, `[]` or nested under `or`): Payload answers 500.
  ['/announcements?where[title][like][]=a&where[title][like][]=b', 400],
  ['/announcements?where[title][like]=a&where[title][like]=b', 400],
  ['/announcements?where[or][0][title][like][]=a', 400],
  ['/media?where[alt][like][]=a&where[alt][like][]=b', 400],
  ['/announcements?where[startDate][contains][]=a&where[startDate][contains][]=b', 400],
  ['/announcements?where[startDate][not_like][]=a&where[startDate][not_like][]=b', 400],
  ['/announcements/%E0%A4%A', 400],
  ['/announcements?where=%E0%A4%A', 400],
  ['/media/file/missing-file.png', 404],
  ['/media/file/..%2F..%2Fpackage.json', 404],
  ['/payload-migrations', 404],
  ['/payload-migrations/1', 404],
])('GET /api%s answers %i with a short JSON error', async (path, status) => {
  const body = await expectShortJsonError(await api('GET', path), status)
  expect(body).toHaveProperty('errors')
})

it('still answers lists where Payload takes them, and one value for a text operator', async () => {
  for (const path of ['/announcements?where[id][in][]=1&where[id][in][]=2', '/announcements?where[id][not_in]=1,2', '/announcements?where[title][like]=a%20b']) {
    expect({ path, status: (await api('GET', path)).status }).toEqual({ path, status: 200 })
  }
})

it('answers 405 with Allow for methods a route does not have', async () => {
  for (const [method, path, allow] of [
    ['GET', '/subscribe', 'POST'],
    ['DELETE', '/send-contact-email', 'POST'],
    ['PUT', '/validate-admin-code', 'POST'],
    ['PUT', '/announcements', 'GET, POST, PATCH, DELETE'],
  ] as const) {
    const res = await api(method, path)
    await expectShortJsonError(res, 405)
    expect(res.headers.get('allow')).toBe(allow)
  }
})

it('answers malformed GraphQL bodies with 400', async () => {
  for (const body of ['{bad json', '[]', '"query"', '']) await expectShortJsonError(await graphql(body), 400)
})

it('refuses GraphQL that Payload would answer 500 or that multiplies the anonymous page size', async () => {
  const ask = (query: string) => graphql(JSON.stringify({ query }))
  // Fragments that spread themselves (Payload's complexity count follows them: 500).
  for (const query of ['query { ...A } fragment A on Query { ...A }', 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }']) {
    expect(await expectShortJsonError(await ask(query), 400)).toMatchObject({ errors: [{ message: 'A GraphQL fragment must not spread itself.' }] })
  }
  // Eleven aliased lists of 50 would be 550 documents in one request.
  const lists = Array.from({ length: 11 }, (_, i) => `a${i}: Announcements(limit: 50) { docs { id } }`).join(' ')
  await expectShortJsonError(await ask(`{ ${lists} }`), 400)
  const ten = Array.from({ length: 10 }, (_, i) => `a${i}: Announcements(limit: 1) { docs { id } }`).join(' ')
  expect((await ask(`{ ${ten} }`)).status).toBe(200)
  // An operator the database adapter does not implement (Payload: TypeError, 500 inside the answer).
  await expectShortJsonError(await ask('{ Announcements(where: { title: { all: "a" } }) { docs { id } } }'), 400)
  // Values the database refuses (a negative page, NUL in text, a word for an id): a 400 inside the answer.
  for (const args of ['page: -5', 'where: { title: { like: "\\u0000" } }', 'where: { content: { contains: "a\\u0000" } }', 'where: { image: { equals: "abc" } }', 'where: { image: { in: ["x"] } }']) {
    const res = await ask(`{ Announcements(${args}) { totalDocs } }`)
    const body = (await res.json()) as { errors?: Array<{ message: string; extensions?: { statusCode?: number } }> }
    expect(`${args}: ${JSON.stringify(body.errors?.map((e) => [e.message, e.extensions?.statusCode]))}`).toBe(`${args}: [["The request is not valid.",400]]`)
  }
  // Permissions need a session (Payload cannot work them out for a visitor and answers 500 inside the body).
  await expectShortJsonError(await ask('{ Access { canAccessAdmin } }'), 403)
})

it('refuses NUL and other control characters with 400 and a field error, storing nothing', async () => {
  const sub = await postApi('/api/subscribe', { email: 'nul.test@example.org', phone: '555\u0000' }, from())
  expect(await expectShortJsonError(sub, 400)).toMatchObject({ fieldErrors: { phone: 'Remove the invisible control characters.' } })
  const email = await postApi('/api/subscribe', { email: 'nul\u0000@example.org' }, from())
  expect(await expectShortJsonError(email, 400)).toMatchObject({ fieldErrors: { email: 'Please enter a valid email.' } })
  const contact = { name: 'Ana\u0000', email: 'ana@example.org', topic: 'Other', message: 'Hi\u0000there', elapsedMs: 5000 }
  const res = await postApi('/api/send-contact-email', contact, from())
  expect(await expectShortJsonError(res, 400)).toMatchObject({ fieldErrors: { name: expect.any(String), message: expect.any(String) } })
  const stored = await payload.count({ collection: 'subscriptions', where: { email: { equals: 'nul.test@example.org' } }, overrideAccess: true })
  expect(stored.totalDocs).toBe(0)
})

it('the subscribe form, the endpoint and the collection accept exactly the same addresses; invalid ones are never "Already subscribed"', async () => {
  const run = Date.now()
  const addresses = ['x@b.c', `josé.${run}@example.org`, `ok.${run}@example.org`, `first.last+tag.${run}@example.co.uk`, 'a@localhost', `o'neil.${run}@example.ie`, 'a..b@example.org']
  for (const email of addresses) {
    const formAccepts = subscribeSchema.safeParse({ email }).success
    // The honeypot answer comes after validation and stores nothing, so no welcome-mail job is queued here.
    const res = await postApi('/api/subscribe', { email, company: 'bot' }, from())
    expect({ email, status: res.status }).toEqual({ email, status: formAccepts ? 201 : 400 })
    if (!formAccepts) expect(await res.json()).toMatchObject({ fieldErrors: { email: 'Please enter a valid email.' } })
    const stored = await payload.create({ collection: 'subscriptions', data: { email }, overrideAccess: true }).then(
      () => true,
      () => false,
    )
    expect({ email, stored }).toEqual({ email, stored: formAccepts })
  }
})
