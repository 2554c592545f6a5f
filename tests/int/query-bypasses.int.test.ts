import type { Payload } from 'payload'

import { issueAdminCode } from '@/lib/auth/issue-code'
import { MAX_LIST_VALUES, MAX_SEARCH_WORDS } from '@/lib/http/query-limits'
import { MAX_READ_TEXT } from '@/lib/http/graphql-text'
import { NOT_AN_OBJECT, NOT_JSON } from '@/lib/http/document-body'
import { SITE, api, rest, signIn } from '@tests/helpers/api'
import { graphql } from '@tests/helpers/graphql'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'
import { expectShortJsonError } from '@tests/helpers/short-error'

/**
 * A second attacker-style pass over the query and body bounds found ways around them (each a 500 or a
 * stall of seconds): other spellings of a list key, several sort parameters, searches of empty words,
 * GraphQL's own texts and sorts, version routes, a text field named `file`, a lower-case method override,
 * a percent-encoded collection, the globals, a JSON type Payload does not read. Each is a 400 (404, 415).
 */
let payload: Payload
let cookie: string
let newsId: number

beforeAll(async () => {
  payload = await getTestPayload()
  const { code } = await issueAdminCode(payload, { label: 'Query bypasses test' })
  cookie = (await signIn(code, '203.0.113.90')).cookie
  newsId = (await payload.create({ collection: 'announcements', data: { title: 'Bypass news', content: 'c', type: 'news', active: true } })).id
})
afterAll(async () => {
  await payload.delete({ collection: 'announcements', id: newsId })
  await closeTestPayload(payload)
})

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',')

it.each([
  ['a list key with text after its bracket', `where[id][in]x=${numbers(MAX_LIST_VALUES + 1)}`, `A list takes at most ${MAX_LIST_VALUES} values.`],
  ['sort keys spread over several parameters', 'sort=title,-id,startDate&sort=endDate,createdAt,type', 'Sort by at most 5 fields.'],
  ['sort keys as a list', `${Array.from({ length: 6 }, (_, i) => `sort[]=f${i}`).join('&')}`, 'Sort by at most 5 fields.'],
  ['a related field sorted twice (a 500)', 'sort=image.filename,-image.filename', 'Sort by each field once.'],
  ['a search of empty words (Payload splits on each space)', `where[title][like]=a${'+'.repeat(MAX_SEARCH_WORDS)}`, `A search takes at most ${MAX_SEARCH_WORDS} words.`],
])("a visitor's REST query with %s is a 400", async (_, query, message) => {
  expect(await expectShortJsonError(await api('GET', `/announcements?${query}`), 400)).toEqual({ errors: [{ message }] })
})

it("a visitor's GraphQL read is held to the same: no overlong text, no sort field twice", async () => {
  const long = JSON.stringify({ query: `{ Announcements(where: { title: { like: "${'ab '.repeat(MAX_READ_TEXT)}" } }) { totalDocs } }` })
  expect(await expectShortJsonError(await graphql(long), 400)).toEqual({ errors: [{ message: `A text in a GraphQL query is at most ${MAX_READ_TEXT} characters.` }] })
  const byVariable = JSON.stringify({ query: 'query($t: String) { Announcements(where: { title: { like: $t } }) { totalDocs } }', variables: { t: 'a'.repeat(MAX_READ_TEXT + 1) } })
  await expectShortJsonError(await graphql(byVariable), 400)
  const twice = JSON.stringify({ query: '{ Announcements(sort: "image.filename,image.filename") { totalDocs } }' })
  expect(await expectShortJsonError(await graphql(twice), 400)).toEqual({ errors: [{ message: 'Sort by each field once.' }] })
  const fine = await graphql(JSON.stringify({ query: '{ Announcements(where: { title: { like: "bypass news" } }, sort: "-createdAt") { totalDocs } }' }))
  expect(fine.status).toBe(200)
})

it('answers the version routes (no collection keeps versions) 404, and a text field named file 400', async () => {
  for (const [method, path] of [['POST', '/announcements/versions/1'], ['GET', '/announcements/versions'], ['GET', '/globals/site-settings/versions']] as const) {
    await expectShortJsonError(await api(method, path, { cookie, headers: { origin: SITE } }), 404)
  }
  const form = new FormData()
  form.append('file', '{}')
  const res = await rest(new Request(`${SITE}/api/media`, { method: 'POST', headers: { origin: SITE, 'x-forwarded-for': '203.0.113.91' }, body: form }), undefined)
  expect(await expectShortJsonError(res, 400)).toEqual({ errors: [{ message: 'The file field must be a file.' }] })
})

it.each([
  ['a lower-case GET override (Payload reads it as a create)', 'POST', '/announcements', { 'x-http-method-override': 'get', 'content-type': 'application/x-www-form-urlencoded' }, 'title=x', 415, NOT_JSON],
  ['another override on a write', 'POST', '/announcements', { 'x-http-method-override': 'PATCH' }, 'null', 400, NOT_AN_OBJECT],
  ['a percent-encoded collection', 'PATCH', '/announcement%73/NEWS', {}, 'null', 400, NOT_AN_OBJECT],
  ['a global', 'POST', '/globals/site-settings', {}, 'null', 400, NOT_AN_OBJECT],
  ['a JSON type Payload does not read', 'PATCH', '/announcements/NEWS', { 'content-type': 'Application/JSON' }, '{"title":"x"}', 415, NOT_JSON],
])("an officer's write through %s is refused, saying what to send", async (_, method, path, headers, rawBody, status, message) => {
  const res = await api(method, path.replace('NEWS', String(newsId)), { cookie, rawBody, headers: { origin: SITE, ...headers } })
  expect(await expectShortJsonError(res, status)).toEqual({ errors: [{ message }] })
})

it('takes dates at the edges of the school years, and refuses settings and code dates outside them', async () => {
  for (const body of [{ type: 'event', allDay: true, startDate: '2199-12-31T12:00:00.000Z' }, { type: 'news', allDay: true, startDate: '2000-01-01T00:00:00.000Z' }]) {
    expect((await api('PATCH', `/announcements/${newsId}`, { cookie, headers: { origin: SITE }, body })).status).toBe(200)
  }
  await payload.update({ collection: 'announcements', id: newsId, data: { type: 'news', startDate: null } })
  const settings = await api('POST', '/globals/site-settings', { cookie, headers: { origin: SITE }, body: { promoEndsAt: '0100-01-01T00:00:00.000Z' } })
  expect(settings.status).toBe(400)
  expect(JSON.stringify(await settings.json())).toContain('Choose a date between 2000 and 2199.')
  expect((await payload.findGlobal({ slug: 'site-settings' })).promoEndsAt).not.toContain('0100')
})
