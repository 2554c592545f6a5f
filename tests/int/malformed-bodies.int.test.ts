import type { Payload } from 'payload'

import { issueAdminCode } from '@/lib/auth/issue-code'
import { SITE, api, rest, signIn } from '@tests/helpers/api'
import { ONE_PIXEL_PNG } from '@tests/helpers/fixtures'
import { sqlOn } from '@tests/helpers/int-access'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'
import { expectShortJsonError } from '@tests/helpers/short-error'
import { NOT_AN_OBJECT, NOT_JSON } from '@/lib/http/document-body'

/**
 * Bodies Payload's REST routes would answer 500: multipart it cannot parse, a document's data that is not
 * a JSON object, and the method override (POST + `X-Payload-HTTP-Method-Override: GET`), which carries its
 * query in the body, past the URL checks.
 */
let payload: Payload
let cookie: string
let mediaId: number

beforeAll(async () => {
  payload = await getTestPayload()
  const { code } = await issueAdminCode(payload, { label: 'Malformed bodies test' })
  cookie = (await signIn(code, '203.0.113.70')).cookie
  const media = await payload.create({ collection: 'media', data: { alt: 'override pixel' }, file: { data: ONE_PIXEL_PNG, mimetype: 'image/png', name: 'override.png', size: ONE_PIXEL_PNG.length } })
  mediaId = media.id
})
afterAll(async () => {
  await closeTestPayload(payload)
})

const FORM = 'multipart/form-data; boundary=x'

it.each([
  ['POST', '/announcements', FORM],
  ['PATCH', '/announcements/1', FORM],
  ['POST', '/subscriptions', FORM],
  ['PATCH', '/subscriptions/1', FORM],
  ['POST', '/globals/site-settings', FORM],
  ['POST', '/admin-codes/logout', FORM],
  ['PATCH', '/payload-preferences/x', FORM],
  ['POST', '/media', 'multipart/form-data'],
  ['POST', '/announcements', 'multipart/mixed; boundary=x'],
  ['POST', '/announcements', 'multipart/form-data; boundary='],
  ['POST', '/announcements', 'multipart/form-data; boundary="x'],
])('%s /api%s with an unreadable %s body answers 400', async (method, path, contentType) => {
  const res = await api(method, path, { rawBody: 'garbage', headers: { 'content-type': contentType } })
  expect(await expectShortJsonError(res, 400)).toEqual({ errors: [{ message: 'The request is not valid.' }] })
})

it.each(['multipart/form-data ; boundary=x', 'multipart/form-data;  boundary=x'])('answers 400 for a readable body whose type Payload will not parse: %s', async (contentType) => {
  const body = '--x\r\ncontent-disposition: form-data; name="_payload"\r\n\r\n{}\r\n--x--\r\n'
  const res = await api('POST', '/announcements', { rawBody: body, headers: { 'content-type': contentType } })
  expect(await expectShortJsonError(res, 400)).toEqual({ errors: [{ message: 'The request is not valid.' }] })
})

it('still takes a well-formed upload: the officer stores it, a visitor is refused by access', async () => {
  const upload = (withCookie: boolean) => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(ONE_PIXEL_PNG)], { type: 'image/png' }), 'form.png')
    form.append('_payload', JSON.stringify({ alt: 'well-formed upload' }))
    const headers = { 'x-forwarded-for': '203.0.113.71', origin: SITE, ...(withCookie ? { cookie } : {}) }
    return rest(new Request(`${SITE}/api/media`, { method: 'POST', headers, body: form }), undefined)
  }
  expect((await upload(false)).status).toBe(403)
  expect((await upload(true)).status).toBe(201)
})

it.each([
  ['POST', '/announcements', 'application/json', 'null', 400, NOT_AN_OBJECT],
  ['PATCH', '/announcements/1', 'application/json', '"x"', 400, NOT_AN_OBJECT],
  ['PATCH', '/announcements/1', 'application/json', '[{"title":"x"}]', 400, NOT_AN_OBJECT],
  ['PATCH', '/announcements/1', 'application/json', '{"title":', 400, NOT_AN_OBJECT],
  ['PATCH', '/media/MEDIA', 'application/json', '', 400, NOT_AN_OBJECT],
  ['PATCH', '/media/MEDIA', '', '', 400, NOT_AN_OBJECT],
  ['PATCH', '/media/MEDIA', 'text/plain', '{"alt":"x"}', 415, NOT_JSON],
  ['POST', '/announcements', 'text/plain', '{"title":"x","type":"news"}', 415, NOT_JSON],
])("an officer's %s /api%s with %s body %s answers %i, saying what to send", async (method, path, contentType, rawBody, status, message) => {
  const headers = { origin: SITE, ...(contentType ? { 'content-type': contentType } : {}) }
  const res = await api(method, path.replace('MEDIA', String(mediaId)), { cookie, rawBody, headers })
  expect(await expectShortJsonError(res, status)).toEqual({ errors: [{ message }] })
})

it('still takes JSON data, and leaves bodiless endpoints (sign-out) alone', async () => {
  const res = await api('PATCH', `/media/${mediaId}`, { cookie, headers: { origin: SITE, 'content-type': 'application/json; charset=utf-8' }, rawBody: '{"alt":"a described pixel"}' })
  expect(res.status).toBe(200)
  expect((await payload.findByID({ collection: 'media', id: mediaId })).alt).toBe('a described pixel')
  // Payload's own answer (no one is signed in), not a refused body.
  expect(JSON.stringify(await (await api('POST', '/admin-codes/logout', { headers: { origin: SITE } })).json())).not.toMatch(/JSON|multipart/)
})

describe('the method override', () => {
  const override = (body: string, headers: Record<string, string> = {}) =>
    api('POST', '/media', { rawBody: body, cookie, headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET', ...headers } })

  it('serves the /cms upload field its query from the form body (how Payload loads the chosen image)', async () => {
    const res = await override(`depth=0&limit=1&where[and][0][id][in][0]=${mediaId}`)
    expect(res.status).toBe(200)
    expect(((await res.json()) as { docs: { id: number }[] }).docs.map((d) => d.id)).toEqual([mediaId])
  })

  it.each([
    ['an operator the adapter lacks', 'where[alt][all]=a', 'Unsupported query operator.'],
    ['a list for a text operator', 'where[alt][like][]=a&where[alt][like][]=b', 'The like operator takes one value.'],
    ['a negative page', 'page=-1', 'Invalid page.'],
    ['bad percent-encoding', 'where=%E0%A4%A', 'Malformed URL.'],
  ])('puts the form body through the URL checks: %s → 400', async (_, body, message) => {
    expect(await expectShortJsonError(await override(body), 400)).toEqual({ errors: [{ message }] })
  })

  it('takes only the form body /cms sends (Payload answers 500 for unreadable JSON)', async () => {
    await expectShortJsonError(await override('{bad json', { 'content-type': 'application/json' }), 400)
    await expectShortJsonError(await override('{"locale":"en"}', { 'content-type': 'application/json' }), 400)
  })

  it('keeps the POST origin check: another site cannot read with the officer cookie', async () => {
    const res = await override(`where[id][equals]=${mediaId}`, { origin: 'https://evil.example' })
    expect(await expectShortJsonError(res, 403)).toEqual({ errors: [{ message: 'Cross-site request refused.' }] })
    const legacy = await api('POST', '/media', { rawBody: 'where[alt][all]=a', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-http-method-override': 'GET' } })
    await expectShortJsonError(legacy, 400)
  })
})

it('stores nothing for a refused body', async () => {
  const sql = sqlOn(payload)
  const before = await sql('SELECT count(*)::int AS n FROM announcements')
  await api('POST', '/announcements', { cookie, rawBody: '--x\r\nnot a header\r\n\r\n1\r\n--x--\r\n', headers: { origin: SITE, 'content-type': FORM } })
  expect(await sql('SELECT count(*)::int AS n FROM announcements')).toEqual(before)
})
