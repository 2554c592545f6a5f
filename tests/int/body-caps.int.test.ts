import type { Payload } from 'payload'

import { BODY_CAPS } from '@/lib/http/body-caps'
import { SITE, api, rest } from '@tests/helpers/api'
import { graphql, graphqlRequest } from '@tests/helpers/graphql'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'

/**
 * Issue 13 item 1, in-process: bodies are read through the capped stream reader, so a 64 MB chunked
 * body (no Content-Length) is answered 413 after at most the cap plus a few chunks were pulled from it.
 * (The black-box version against the production server, with the server's memory, is tests/e2e/body-caps.)
 */
const CHUNK = 64 * 1024
const MB = 1024 * 1024
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(async () => {
  await closeTestPayload(payload)
})

/** 64 MB of zeros, produced only as fast as the reader pulls; `pulled()` says how much was read. */
function endlessBody(total = 64 * MB) {
  let produced = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      produced += CHUNK
      controller.enqueue(new Uint8Array(CHUNK))
      if (produced >= total) controller.close()
    },
  })
  return { stream, pulled: () => produced }
}

it.each([
  ['our endpoint /api/subscribe', '/subscribe', 'application/json', BODY_CAPS.json],
  ['Payload REST /api/announcements', '/announcements', 'application/json', BODY_CAPS.json],
  ['Payload uploads /api/media', '/media', 'multipart/form-data; boundary=x', BODY_CAPS.upload],
])('%s answers a 64 MB chunked body with 413 after reading little more than its cap', async (_, path, type, cap) => {
  const body = endlessBody()
  const res = await rest(
    new Request(`${SITE}/api${path}`, { method: 'POST', headers: { 'content-type': type }, body: body.stream, duplex: 'half' } as RequestInit),
    undefined,
  )
  expect(res.status).toBe(413)
  expect(await res.json()).toEqual({ errors: [{ message: 'Request body too large.' }] })
  expect(body.pulled()).toBeLessThanOrEqual(cap + 4 * CHUNK)
})

it('GraphQL answers a 64 MB chunked body with 413 after reading little more than its cap', async () => {
  const body = endlessBody()
  const res = await graphqlRequest(body.stream)
  expect(res.status).toBe(413)
  expect(body.pulled()).toBeLessThanOrEqual(BODY_CAPS.graphql + 4 * CHUNK)
})

it('answers a declared oversized body with 413 without reading it', async () => {
  const body = endlessBody()
  const res = await api('POST', '/announcements', { rawBody: body.stream, headers: { 'content-length': String(64 * MB) } })
  expect(res.status).toBe(413)
  expect(body.pulled()).toBeLessThanOrEqual(CHUNK)
})

it('our endpoints keep their own small caps inside the route cap (2 KB subscribe, 8 KB contact)', async () => {
  const big = JSON.stringify({ email: 'big@example.org', phone: 'x'.repeat(4000) })
  const res = await api('POST', '/subscribe', { rawBody: big })
  expect(res.status).toBe(413)
  expect(await res.json()).toEqual({ error: 'Request body too large.' })
  expect((await graphql(JSON.stringify({ query: '{ __typename }' }))).status).toBe(200)
})
