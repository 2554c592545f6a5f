import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { apiSignIn, rawRequest } from '@tests/helpers/admin-e2e'

/**
 * A server action Next cannot read the arguments of (a body its client never sends, a made-up closure value)
 * failed inside Next with a 500 once the session cookie had the right shape. The production server answers
 * 400 (scripts/lib/action-arguments.mjs), for a made-up cookie and for a signed-in officer alike.
 */
const from = '127.0.0.44'
const UNREADABLE = 'Bad Request: the action’s arguments could not be read.'

/** Every server action of this build, with the page that serves it (the ids are in the public scripts too). */
function actions(): { id: string; name: string; where: string; page: string }[] {
  const manifest = path.join(process.env.E2E_DIST_DIR || '.next-test', 'server', 'server-reference-manifest.json')
  const { node } = JSON.parse(readFileSync(manifest, 'utf8')) as { node: Record<string, { filename: string; exportedName: string; workers: Record<string, unknown> }> }
  return Object.entries(node).map(([id, { filename, exportedName, workers }]) => {
    // 'app/(frontend)/admin/(guarded)/codes/page' is served at /admin/codes.
    const segments = (Object.keys(workers)[0] ?? '').split('/').slice(1, -1)
    return { id, name: exportedName, where: filename, page: `/${segments.filter((s) => !/^[([]/.test(s)).join('/')}` }
  })
}

const BODIES: [string, Record<string, string>][] = [
  ['x', { 'content-type': 'text/plain;charset=UTF-8' }],
  ['{"$":1', { 'content-type': 'text/plain;charset=UTF-8' }],
  ['garbage', { 'content-type': 'multipart/form-data; boundary=zz' }],
]

test('an action whose arguments cannot be read is a 400 with a made-up or a real session, never a 500', async () => {
  const list = actions()
  // Ours (settings, codes, the /cms server functions) and Payload's language switch, which carries a closure.
  expect(list.length).toBeGreaterThanOrEqual(6)
  expect(list.some((a) => a.where.includes('@payloadcms/next'))).toBe(true)
  const madeUp = `pta_admin_session=${'A'.repeat(43)}`
  const { cookie: real } = await apiSignIn(from)
  for (const cookie of [madeUp, real]) {
    for (const { id, where, page } of list) {
      for (const [body, headers] of BODIES) {
        const res = await rawRequest('POST', page, { from, body, headers: { ...headers, 'next-action': id, cookie } })
        const signedIn = cookie === real
        expect({ where, page, body, signedIn, status: res.status, text: res.body }).toEqual({ where, page, body, signedIn, status: 400, text: UNREADABLE })
        expect(res.headers['content-security-policy']).toContain("default-src 'self'")
      }
    }
  }
  // Payload's language switch with arguments of the right form but no closure value of ours.
  const languageSwitch = list.find((a) => a.where.includes('@payloadcms/next'))
  const res = await rawRequest('POST', '/cms', { from, body: '["es"]', headers: { 'content-type': 'text/plain;charset=UTF-8', 'next-action': languageSwitch?.id ?? '', cookie: madeUp } })
  expect({ status: res.status, text: res.body }).toEqual({ status: 400, text: UNREADABLE })
})

test('an action that reads its arguments still answers as before: a made-up session is told to sign in again', async () => {
  const settings = actions().find((a) => a.where.endsWith('settings-actions.ts'))
  const res = await rawRequest('POST', '/admin/settings', {
    from,
    body: '[{}]',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'next-action': settings?.id ?? '', cookie: `pta_admin_session=${'A'.repeat(43)}` },
  })
  expect(res.status).toBe(200)
  expect(res.body).toContain('"sessionEnded":true')
})

test("the /cms panel's server functions answer arguments the panel never sends in Payload's error shape, not a 500", async () => {
  const serverFunction = actions().find((a) => a.where.endsWith('(payload)/layout.tsx'))
  const { cookie } = await apiSignIn(from)
  for (const call of [{ name: 'render-list', args: {} }, { name: 'render-list', args: { collectionSlug: 'no-such' } }, { name: 'render-document', args: {} }, { name: 'render-field', args: { schemaPath: 'x' } }]) {
    const res = await rawRequest('POST', '/cms', { from, body: JSON.stringify([call]), headers: { 'content-type': 'text/plain;charset=UTF-8', 'next-action': serverFunction?.id ?? '', cookie } })
    expect({ call, status: res.status }).toEqual({ call, status: 200 })
    expect(res.body).toContain('"errors":[{"message":"The request could not be completed."}]')
  }
})

test("an officer's action with arguments it cannot use answers what is wrong, never a 500", async () => {
  const { cookie } = await apiSignIn(from)
  const call = async (exported: string, page: string, args: unknown[]) => {
    const id = actions().find((a) => a.name === exported)?.id ?? ''
    const res = await rawRequest('POST', page, { from, body: JSON.stringify(args), headers: { 'content-type': 'text/plain;charset=UTF-8', 'next-action': id, cookie } })
    expect({ exported, args, status: res.status }).toEqual({ exported, args, status: 200 })
    return res.body
  }
  // A code deleted in another tab, and an id no row can have (Payload's NotFound and PostgreSQL's range: 500s).
  expect(await call('setCodeActiveAction', '/admin/codes', [999_999, true])).toContain('This code no longer exists.')
  expect(await call('setCodeActiveAction', '/admin/codes', [2_147_483_648, true])).toContain('Invalid request.')
  expect(await call('deleteCodeAction', '/admin/codes', [999_999])).toContain('This code no longer exists.')
  expect(await call('deleteCodeAction', '/admin/codes', [2_147_483_648])).toContain('Invalid request.')
  // A NUL in a text (PostgreSQL refuses it: a 500) is a field error.
  expect(await call('issueCodeAction', '/admin/codes', [{ label: 'Treasurer\u0000', expiry: 'none' }])).toContain('"fieldErrors"')
  expect(await call('saveSettingsAction', '/admin/settings', [{ contact: { address: '1 Oak St\u0000' } }])).toContain('"fieldErrors"')
})
