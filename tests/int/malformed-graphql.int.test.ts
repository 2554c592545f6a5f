import type { Payload } from 'payload'

import { DIRECTIVE_REFUSED } from '@/lib/http/graphql-directives'
import { graphql } from '@tests/helpers/graphql'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'
import { expectShortJsonError } from '@tests/helpers/short-error'

/** GraphQL that Payload answers 500 (bare, or inside the body): refused with a 400 before it runs. */
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(async () => {
  await closeTestPayload(payload)
})

const ask = (query: string, variables?: unknown) => graphql(JSON.stringify({ query, variables }))

it.each(['subscription { x }', 'subscription S { x } query Q { Announcements { totalDocs } }'])('refuses a subscription: %s', async (query) => {
  expect(await expectShortJsonError(await ask(query), 400)).toEqual({ errors: [{ message: 'Only GraphQL queries and mutations are supported.' }] })
})

const MEDIA_WHERE = 'query($w: Media_where) { allMedia(where: $w) { totalDocs } }'
const NULL_CONDITION = 'A where condition cannot be null.'
const ANNOUNCEMENT_WHERE = 'query($w: Announcement_where) { Announcements(where: $w) { totalDocs } }'

it.each([
  ['`all` in a where variable', MEDIA_WHERE, { w: { alt: { all: ['a'] } } }, 'Unsupported query operator.'],
  ['`all` under AND in a where variable', ANNOUNCEMENT_WHERE, { w: { AND: [{ title: { all: 'a' } }] } }, 'Unsupported query operator.'],
  ['`like: null` in a where variable', ANNOUNCEMENT_WHERE, { w: { title: { like: null } } }, 'The like operator takes one value.'],
  ['`like: $s` with $s null', 'query($s: String) { Announcements(where: { title: { like: $s } }) { totalDocs } }', { s: null }, 'The like operator takes one value.'],
  ['`like: null` written in the query', '{ Announcements(where: { startDate: { like: null } }) { totalDocs } }', undefined, 'The like operator takes one value.'],
  // A null where a condition belongs: Payload answered 200 with a TypeError ("statusCode": 500) in the body.
  ['`OR: null` in the query', '{ Announcements(where: { OR: null }) { docs { id } } }', undefined, NULL_CONDITION],
  ['`AND: [null]` in the query', '{ Announcements(where: { AND: [null] }) { totalDocs } }', undefined, NULL_CONDITION],
  ['a field set to null in the query', '{ Announcements(where: { title: null }) { totalDocs } }', undefined, NULL_CONDITION],
  ['`OR: null` in a count', '{ countAnnouncements(where: { OR: null }) { totalDocs } }', undefined, NULL_CONDITION],
  ['`OR: null` in a where variable', ANNOUNCEMENT_WHERE, { w: { OR: null } }, NULL_CONDITION],
  ['a null field under OR in a where variable', ANNOUNCEMENT_WHERE, { w: { OR: [{ id: { equals: 1 } }, { createdAt: null }] } }, NULL_CONDITION],
  ['`title: $t` with $t null', 'query($t: Announcement_title_operator) { Announcements(where: { title: $t }) { totalDocs } }', { t: null }, NULL_CONDITION],
  ['a where variable whose default has `OR: null`', 'query($w: Announcement_where = { OR: null }) { Announcements(where: $w) { totalDocs } }', undefined, NULL_CONDITION],
  ['`title: $t` with $t defaulting to null', 'query($t: Announcement_title_operator = null) { Announcements(where: { title: $t }) { totalDocs } }', undefined, NULL_CONDITION],
])('refuses %s', async (_, query, variables, message) => {
  expect(await expectShortJsonError(await ask(query, variables), 400)).toEqual({ errors: [{ message }] })
})

it('still runs where variables Payload can run', async () => {
  for (const variables of [{ w: { alt: { like: 'pixel' } } }, { w: { alt: { equals: null } } }, { w: { OR: [{ alt: { contains: 'x' } }, { id: { greater_than: 0 } }] } }]) {
    const res = await ask(MEDIA_WHERE, variables)
    const body = (await res.json()) as { data?: { allMedia?: { totalDocs: number } }; errors?: unknown }
    expect({ variables, status: res.status, errors: body.errors, total: typeof body.data?.allMedia?.totalDocs }).toEqual({ variables, status: 200, errors: undefined, total: 'number' })
  }
})

it('refuses a where of thousands of conditions, in the query or in its variables, and still runs a long real one', async () => {
  const conditions = (n: number) => Array.from({ length: n }, (_, i) => ({ title: { like: `z${i}` } }))
  const written = (n: number) => `{ Announcements(where: { OR: [${conditions(n).map((c) => `{ title: { like: "${c.title.like}" } }`).join(', ')}] }) { totalDocs } }`
  const tooLong = { errors: [{ message: 'The GraphQL query is too long.' }] }
  expect(await expectShortJsonError(await ask(written(3_000)), 400)).toEqual(tooLong)
  expect(await expectShortJsonError(await ask(ANNOUNCEMENT_WHERE, { w: { OR: conditions(3_000) } }), 400)).toEqual(tooLong)
  for (const res of [await ask(written(100)), await ask(ANNOUNCEMENT_WHERE, { w: { OR: conditions(100) } })]) {
    const body = (await res.json()) as { data?: { Announcements?: { totalDocs: number } }; errors?: unknown }
    expect({ status: res.status, errors: body.errors, total: body.data?.Announcements?.totalDocs }).toEqual({ status: 200, errors: undefined, total: 0 })
  }
})

it('names no field the asker did not write: a near-miss name gets no "Did you mean" hint', async () => {
  const res = await ask('{ Announcements { docs { emailSubscriber titel } } }')
  const body = (await res.json()) as { errors: { message: string }[] }
  const messages = body.errors.map((e) => e.message)
  expect(messages).toEqual(expect.arrayContaining([expect.stringContaining('Cannot query field "titel"')]))
  expect(messages.join('\n')).not.toMatch(/Did you mean|emailSubscribers|"title"/)
})

it.each([
  ['a string `if`', '{ __typename @skip(if: "x") }', undefined],
  ['a number `if`', '{ __typename @include(if: 1) }', undefined],
  ['no `if`', '{ __typename @skip }', undefined],
  ['an undeclared variable', '{ __typename @skip(if: $nope) }', undefined],
  ['a variable given a string', 'query($v: Boolean!) { __typename @skip(if: $v) }', { v: 'yes' }],
  ['a variable given null', 'query($v: Boolean) { __typename @include(if: $v) }', { v: null }],
])('refuses a @skip/@include it cannot read (%s) with 400, not a bare 500', async (_label, query, variables) => {
  expect(await expectShortJsonError(await ask(query, variables), 400)).toEqual({ errors: [{ message: DIRECTIVE_REFUSED }] })
})

it.each([
  ['literal', '{ a: __typename @skip(if: false) b: __typename @include(if: false) }', undefined, { a: 'Query' }],
  ['variable', 'query($v: Boolean!) { a: __typename @skip(if: $v) }', { v: true }, {}],
  ['default', 'query($v: Boolean = false) { a: __typename @include(if: $v) b: __typename }', {}, { b: 'Query' }],
])('still runs a readable @skip/@include (%s)', async (_label, query, variables, data) => {
  const res = await ask(query, variables)
  expect(res.status).toBe(200)
  expect(((await res.json()) as { data: unknown }).data).toEqual(data)
})
