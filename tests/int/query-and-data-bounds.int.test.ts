import type { Payload } from 'payload'

import { issueAdminCode } from '@/lib/auth/issue-code'
import { MAX_JSON_DEPTH, TOO_DEEP } from '@/lib/http/document-body'
import { MAX_LIST_VALUES, MAX_QUERY_CHARS, MAX_SEARCH_WORDS, MAX_SORT_KEYS } from '@/lib/http/query-limits'
import { SITE, api, rest, signIn } from '@tests/helpers/api'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'
import { expectShortJsonError } from '@tests/helpers/short-error'

/**
 * Requests too big for one statement or one document, found by an attacker-style review: a visitor's
 * method override carrying 70,000 `in` values (PostgreSQL takes at most 65,535 parameters: a 500, and a
 * second or two of the server's time), and an officer's upload data that is not an object or nests
 * thousands of levels deep (500s inside Payload). Each is a 400 that says what is allowed.
 */
let payload: Payload
let cookie: string
let newsId: number

beforeAll(async () => {
  payload = await getTestPayload()
  const { code } = await issueAdminCode(payload, { label: 'Query bounds test' })
  cookie = (await signIn(code, '203.0.113.80')).cookie
  const news = await payload.create({ collection: 'announcements', data: { title: 'Bounds news', content: 'c', type: 'news', active: true } })
  newsId = news.id
})
afterAll(async () => {
  await payload.delete({ collection: 'announcements', id: newsId })
  await closeTestPayload(payload)
})

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',')
const override = (body: string) =>
  api('POST', '/announcements', { rawBody: body, client: '203.0.113.81', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET' } })

describe("a visitor's query", () => {
  it.each([
    ['70,000 `in` values by method override', () => override(`where[id][in]=${numbers(70_000)}`), 'The query is too long'],
    ['more list values than allowed', () => api('GET', `/announcements?where[id][in]=${numbers(MAX_LIST_VALUES + 1)}`), `A list takes at most ${MAX_LIST_VALUES} values.`],
    ['a list given value by value', () => override(Array.from({ length: MAX_LIST_VALUES + 1 }, (_, i) => `where[id][not_in][${i}]=${i}`).join('&')), `A list takes at most ${MAX_LIST_VALUES} values.`],
    ['a search of too many words', () => api('GET', `/announcements?where[title][like]=${'a+'.repeat(MAX_SEARCH_WORDS + 1)}`), `A search takes at most ${MAX_SEARCH_WORDS} words.`],
    ['too many sort keys', () => api('GET', `/announcements?sort=${Array(MAX_SORT_KEYS + 1).fill('title').join(',')}`), `Sort by at most ${MAX_SORT_KEYS} fields.`],
  ])('refuses %s with a 400 that says the bound', async (_, send, message) => {
    const body = await expectShortJsonError(await send(), 400)
    expect(JSON.stringify(body)).toContain(message)
  })

  it('still answers queries within the bounds, by URL and by override', async () => {
    const byUrl = await api('GET', `/announcements?where[id][in]=${numbers(MAX_LIST_VALUES)}&where[title][like]=bounds+news&sort=-createdAt,title`)
    expect(byUrl.status).toBe(200)
    expect(((await byUrl.json()) as { docs: { id: number }[] }).docs.map((d) => d.id)).toContain(newsId)
    const byOverride = await override(`where[id][in]=${newsId}&depth=0`)
    expect(byOverride.status).toBe(200)
    expect(`where[id][in]=${numbers(MAX_LIST_VALUES)}`.length).toBeLessThan(MAX_QUERY_CHARS)
  })
})

describe("an officer's document data", () => {
  const upload = (payloadField: string) => {
    const form = new FormData()
    form.append('_payload', payloadField)
    const headers = { 'x-forwarded-for': '203.0.113.82', origin: SITE, cookie }
    return rest(new Request(`${SITE}/api/announcements/${newsId}`, { method: 'PATCH', headers, body: form }), undefined)
  }
  const nested = (levels: number) => `{"title":"Deep","zz":${'['.repeat(levels)}${']'.repeat(levels)}}`

  it.each(['null', '[]', '"x"', 'not json'])('refuses an upload whose _payload is %s', async (field) => {
    const res = await upload(field)
    expect(await expectShortJsonError(res, 400)).toEqual({ errors: [{ message: 'The _payload field must be a JSON object.' }] })
  })

  it('refuses data nested deeper than it allows, as JSON or as an upload, and stores nothing', async () => {
    const json = await api('PATCH', `/announcements/${newsId}`, { cookie, rawBody: nested(5000), headers: { origin: SITE } })
    expect(await expectShortJsonError(json, 400)).toEqual({ errors: [{ message: TOO_DEEP }] })
    expect(await expectShortJsonError(await upload(nested(MAX_JSON_DEPTH)), 400)).toEqual({ errors: [{ message: TOO_DEEP }] })
    expect((await payload.findByID({ collection: 'announcements', id: newsId })).title).toBe('Bounds news')
  })

  it('takes data within the depth, and brackets inside its texts do not count', async () => {
    const res = await api('PATCH', `/announcements/${newsId}`, { cookie, body: { title: `Bounds news ${'[{'.repeat(40)}` }, headers: { origin: SITE } })
    expect(res.status).toBe(200)
    await payload.update({ collection: 'announcements', id: newsId, data: { title: 'Bounds news' } })
  })
})
