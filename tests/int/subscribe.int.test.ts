import type { Payload } from 'payload'

import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'
import { postApi } from '@tests/helpers/api'

let payload: Payload
const run = Date.now()
let client = 0
/** Each call from its own address, so the per-client limit does not interfere unless a test wants it. */
const subscribe = (body: unknown, address = `198.51.100.${client++ % 250}`) =>
  postApi('/api/subscribe', body, { 'x-forwarded-for': `10.9.${Math.floor(client / 250)}.${client % 250}, ${address}` })

const rows = (email: string) =>
  payload.count({ collection: 'subscriptions', where: { email: { equals: email } }, overrideAccess: true }).then((r) => r.totalDocs)

beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(async () => {
  await closeTestPayload(payload)
})

it('stores a new address in lower case with a null phone when empty', async () => {
  const res = await subscribe({ email: `New.Parent.${run}@Example.ORG`, phone: '' })
  expect(res.status).toBe(201)
  const found = await payload.find({ collection: 'subscriptions', where: { email: { equals: `new.parent.${run}@example.org` } } })
  expect(found.docs[0]).toMatchObject({ email: `new.parent.${run}@example.org`, phone: null })
})

it('answers a duplicate in any letter case with 409 and code 23505', async () => {
  const email = `dup.${run}@example.org`
  expect((await subscribe({ email })).status).toBe(201)
  const again = await subscribe({ email: email.toUpperCase() })
  expect(again.status).toBe(409)
  expect(await again.json()).toMatchObject({ code: '23505' })
  expect(await rows(email)).toBe(1)
})

it('refuses a bad address with the spec message and field errors, storing nothing', async () => {
  // A line break is refused even at the end (DESIGN §4), not trimmed away.
  const broken = [`crlf.${run}@example.org\r\n`, `lf.${run}@example.org\n`]
  for (const email of ['', 'not-an-email', 'a b@example.org', 'x@y', ...broken]) {
    const res = await subscribe({ email })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ fieldErrors: { email: 'Please enter a valid email.' } })
  }
  for (const email of broken) expect(await rows(email.trim())).toBe(0)
  expect((await subscribe('{not json')).status).toBe(400)
})

it('refuses a phone number with a line break (one line, as on the contact form), storing nothing', async () => {
  for (const [phone, i] of [['555-0100\r\nBcc: x@example.org', 1], ['555-0100\n', 2]] as const) {
    const email = `phone.${i}.${run}@example.org`
    const res = await subscribe({ email, phone })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ fieldErrors: { phone: 'Use a single line.' } })
    expect(await rows(email)).toBe(0)
  }
  const spanish = await subscribe({ email: `phone.3.${run}@example.org`, phone: 'a\rb', locale: 'es' })
  expect(await spanish.json()).toMatchObject({ fieldErrors: { phone: 'Escríbalo en una sola línea.' } })
})

it('ignores extra fields such as id and createdAt', async () => {
  const email = `extra.${run}@example.org`
  const res = await subscribe({ email, id: 999999, createdAt: '2000-01-01T00:00:00.000Z' })
  expect(res.status).toBe(201)
  const doc = (await payload.find({ collection: 'subscriptions', where: { email: { equals: email } } })).docs[0]
  expect(doc.id).not.toBe(999999)
  expect(doc.createdAt.startsWith('2000')).toBe(false)
})

it('gives a bot that fills the honeypot a quiet success and stores nothing', async () => {
  const email = `bot.${run}@example.org`
  expect((await subscribe({ email, company: 'Spam Inc' })).status).toBe(201)
  expect(await rows(email)).toBe(0)
})

it('limits one family to a few attempts (429 with Retry-After), and one address (a school Wi-Fi) to a room of families', async () => {
  const from = (address: string, email: string) => postApi('/api/subscribe', { email }, { 'x-forwarded-for': address })
  const family: Response[] = []
  for (let i = 0; i < 12; i++) family.push(await from('192.0.2.77', `Limit.${run}@example.org`.replace('L', i % 2 ? 'L' : 'l')))
  expect(family.map((r) => r.status)).toEqual([201, ...Array(9).fill(409), 429, 429])
  expect(await family[10].json()).toMatchObject({ error: 'Too many attempts.' })
  expect(Number(family[10].headers.get('Retry-After'))).toBeGreaterThan(0)
  // Thirty families behind one address subscribe; the address's next attempt waits.
  const room: number[] = []
  for (let i = 0; i < 31; i++) room.push((await from('192.0.2.78', `room.${run}.${i}@example.org`)).status)
  expect(room).toEqual([...Array(30).fill(201), 429])
})

it('stays exact under 200 concurrent requests with 100 duplicate addresses', async () => {
  const emails = Array.from({ length: 100 }, (_, i) => `crowd.${run}.${i}@example.org`)
  const requests = [...emails, ...emails.map((e) => e.toUpperCase())].map((email) => subscribe({ email }))
  const statuses = await Promise.all(requests.map((r) => r.then((res) => res.status)))
  expect(statuses.filter((s) => s >= 500)).toEqual([])
  expect(statuses.filter((s) => s === 201)).toHaveLength(100)
  expect(statuses.filter((s) => s === 409)).toHaveLength(100)
  const total = await payload.count({ collection: 'subscriptions', where: { email: { like: `crowd.${run}.` } }, overrideAccess: true })
  expect(total.totalDocs).toBe(100)
})
