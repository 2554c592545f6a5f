import type { Payload } from 'payload'

import { issueAdminCode } from '@/lib/auth/issue-code'
import { SITE, api, signIn } from '@tests/helpers/api'
import { graphql } from '@tests/helpers/graphql'
import { sqlOn } from '@tests/helpers/int-access'
import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'

/**
 * DESIGN §4 admin code & sessions through Payload's REST and GraphQL handlers: one sign-in serves both,
 * only from our own origin, and no code or hash is ever readable. (The checks that need the production
 * server, its socket addresses and pages, stay in tests/e2e/admin-security.)
 */

let payload: Payload
let code: string
let sql: ReturnType<typeof sqlOn>

beforeAll(async () => {
  payload = await getTestPayload()
  sql = sqlOn(payload)
  code = (await issueAdminCode(payload, { label: 'Security test' })).code
})
afterAll(async () => {
  await closeTestPayload(payload)
})

it('REST and GraphQL share the sign-in; from a foreign Origin the cookie opens nothing', async () => {
  const { cookie } = await signIn(code, '198.51.100.126')
  const gql = (query: string, origin: string) => graphql(JSON.stringify({ query }), { cookie, origin, 'x-forwarded-for': '198.51.100.126' })
  const own = await gql('{ AdminCodes { docs { label } } }', SITE)
  expect((await own.json()).data.AdminCodes.docs.length).toBeGreaterThan(0)
  const before = await sql('SELECT id FROM announcements ORDER BY id')
  const foreignGql = await gql('mutation { createAnnouncement(data: { title: "csrf", type: news, active: true }) { id } }', 'https://evil.example')
  expect((await foreignGql.json()).errors?.length).toBeGreaterThan(0)
  const foreignRest = await api('POST', '/announcements', {
    client: '198.51.100.126',
    body: { title: 'csrf', type: 'news' },
    cookie,
    headers: { origin: 'https://evil.example' },
  })
  expect([401, 403]).toContain(foreignRest.status)
  expect(await sql('SELECT id FROM announcements ORDER BY id')).toEqual(before)
})

it('no code or hash is readable through any API, even signed in', async () => {
  const { cookie } = await signIn(code, '198.51.100.127')
  const secrets = new RegExp(`scrypt|codeHash|tokenHash|${code}`)
  for (const path of ['/admin-codes?depth=2', '/admin-codes/me', '/admin-sessions']) {
    const res = await api('GET', path, { client: '198.51.100.127', cookie })
    expect(await res.text()).not.toMatch(secrets)
  }
  const gql = await graphql(JSON.stringify({ query: '{ AdminCodes { docs { label codeHash } } }' }), { cookie, origin: SITE, 'x-forwarded-for': '198.51.100.127' })
  expect(await gql.text()).not.toMatch(/scrypt\$/)
})

it("Payload's job routes answer 401 even to a signed-in officer: a cross-site link cannot make the officer's browser run or schedule jobs", async () => {
  const { cookie } = await signIn(code, '198.51.100.127')
  const before = await sql('SELECT id, processing, completed_at FROM payload_jobs ORDER BY id')
  for (const path of ['/payload-jobs/run?limit=1&queue=default', '/payload-jobs/handle-schedules']) {
    const res = await api('GET', path, { cookie, client: '198.51.100.127', headers: { referer: 'https://evil.example/', 'sec-fetch-site': 'cross-site' } })
    expect({ path, status: res.status }).toEqual({ path, status: 401 })
  }
  expect(await sql('SELECT id, processing, completed_at FROM payload_jobs ORDER BY id')).toEqual(before)
})

it("Payload's refresh-token route (the /cms panel calls it) never puts a token in its answer's body", async () => {
  const { cookie } = await signIn(code, '198.51.100.128')
  const res = await api('POST', '/admin-codes/refresh-token', { cookie, client: '198.51.100.128', headers: { origin: SITE } })
  const text = await res.text()
  expect(res.status).toBeLessThan(500)
  expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+/)
  expect(JSON.parse(text).refreshedToken).toBeUndefined()
})
