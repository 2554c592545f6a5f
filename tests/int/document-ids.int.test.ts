import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import { api } from '@tests/helpers/api'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'

/**
 * An id no row can have (`abc`, a fraction, past PostgreSQL's integer range) is answered 400 before the
 * database sees it: a curious visitor's requests no longer each leave an ERROR with the SQL in the log.
 */
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(async () => {
  await closeTestPayload(payload)
})

it.each([
  ['GET', '/announcements/abc'],
  ['GET', '/announcements/1.5'],
  ['GET', '/announcements/2147483648'],
  ['GET', '/announcements/99999999999999'],
  ['GET', '/media/abc'],
  ['PATCH', '/announcements/abc'],
  ['DELETE', '/subscriptions/abc'],
])('%s /api%s answers 400 "The request is not valid." and logs no error', async (method, path) => {
  const error = jest.spyOn(payload.logger, 'error')
  let errors: number
  let res: Response
  try {
    res = await api(method, path, method === 'PATCH' ? { body: { title: 'x' } } : {})
  } finally {
    errors = error.mock.calls.length
    error.mockRestore()
  }
  expect(res.status).toBe(400)
  expect(await res.json()).toEqual({ errors: [{ message: 'The request is not valid.' }] })
  expect(errors).toBe(0)
})

it('keeps the routes around an id: a real id, the largest one, count, and a file name', async () => {
  const news = await payload.create({ collection: 'announcements', data: { title: 'Id route test', type: 'news', active: true }, overrideAccess: true })
  expect((await api('GET', `/announcements/${news.id}`)).status).toBe(200)
  expect((await api('GET', '/announcements/2147483647')).status).toBe(404)
  expect(await (await api('GET', '/announcements/count')).json()).toHaveProperty('totalDocs')
  expect((await api('GET', '/media/file/missing-file.png')).status).toBe(404)
  // Not an id route at all: Payload's own 404, as before.
  expect((await api('GET', '/announcements/abc/def')).status).toBe(404)
})
