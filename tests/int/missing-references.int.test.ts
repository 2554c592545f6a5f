import type { Payload } from 'payload'

import { issueAdminCode } from '@/lib/auth/issue-code'
import { SITE, api, signIn } from '@tests/helpers/api'
import { graphql } from '@tests/helpers/graphql'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'

/**
 * An officer's save that points at a document which does not exist (an image deleted meanwhile, a made-up
 * id): PostgreSQL refuses it (foreign key, 23503) and Payload answered 500. It is a 400 on the field.
 */
let payload: Payload
let cookie: string
let announcementId: number
const MISSING = 999999

beforeAll(async () => {
  payload = await getTestPayload()
  const { code } = await issueAdminCode(payload, { label: 'Missing references test' })
  cookie = (await signIn(code, '203.0.113.80')).cookie
  announcementId = (await payload.create({ collection: 'announcements', data: { title: 'Has no image', type: 'news', active: false } })).id
})
afterAll(async () => {
  await closeTestPayload(payload)
})

type FieldErrorAnswer = { errors: { name: string; message: string; data: { errors: { path: string; message: string }[] } }[] }

it.each([
  ['PATCH', () => `/announcements/${announcementId}`, { image: MISSING }],
  ['POST', () => '/announcements', { title: 'Points nowhere', type: 'news', active: false, image: MISSING }],
])('%s with an image id that does not exist answers 400 on the image field and stores nothing', async (method, path, body) => {
  const before = await payload.count({ collection: 'announcements', overrideAccess: true })
  const res = await api(method, path(), { cookie, headers: { origin: SITE }, body })
  expect(res.status).toBe(400)
  const text = await res.text()
  expect(text).not.toMatch(/stack|Failed query|image_id|media_id_fk/)
  const answer = JSON.parse(text) as FieldErrorAnswer
  expect(answer.errors[0]).toMatchObject({ name: 'ValidationError', message: 'The following field is invalid: image' })
  expect(answer.errors[0].data.errors).toEqual([{ path: 'image', message: `This field has the following invalid selections: ${MISSING}` }])
  expect(await payload.count({ collection: 'announcements', overrideAccess: true })).toEqual(before)
  expect((await payload.findByID({ collection: 'announcements', id: announcementId, overrideAccess: true })).image ?? null).toBeNull()
})

it('answers the same save over GraphQL with a 400 error, not a 500', async () => {
  const res = await graphql(JSON.stringify({ query: `mutation { updateAnnouncement(id: ${announcementId}, data: { image: ${MISSING} }) { id } }` }), { cookie, origin: SITE })
  const body = (await res.json()) as { errors?: { message: string; extensions?: { statusCode?: number } }[] }
  expect(body.errors?.map((e) => [e.message, e.extensions?.statusCode])).toEqual([['The request is not valid.', 400]])
})
