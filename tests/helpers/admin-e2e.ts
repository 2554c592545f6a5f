import http from 'node:http'

import { expect, type Page } from '@playwright/test'

import { waitForHydration } from './hydration'

/** Helpers for the admin e2e tests: the server's first code, browser sign-in, raw HTTP from a chosen address. */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100)
export const SITE = `http://localhost:${E2E_PORT}`
export const adminCode = (): string => process.env.E2E_ADMIN_CODE || 'E2E-ADMIN-CODE-2026'

/** A toast (sonner) that says `text`. */
export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

/** The /admin/announcements table's row of the announcement titled `title`. */
export const announcementRow = (page: Page, title: string) => page.getByRole('row', { name: new RegExp(title) })

export async function signInWithBrowser(page: Page, code = adminCode(), path = '/admin/login'): Promise<void> {
  await page.goto(path)
  await page.getByLabel('Admin Code').fill(code)
  await page.getByRole('button', { name: 'Access' }).click()
  await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 20_000 })
}

/**
 * Signs the page's context in the way the sign-in form does (its POST to /api/validate-admin-code, whose
 * cookie lands in the context), then opens `path`. For tests about what comes after signing in; the form
 * itself, its redirects and its `next` are tested through the page (admin-login, admin-guards).
 */
export async function openSignedIn(page: Page, path = '/admin/dashboard', code = adminCode()): Promise<void> {
  const res = await page.request.post('/api/validate-admin-code', { data: { code }, headers: { origin: SITE } })
  expect(await res.json()).toMatchObject({ valid: true })
  await page.goto(path)
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`))
  // As after the form (whose page was already running): the screen is hydrated before the test taps it.
  await waitForHydration(page)
}

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string }

/**
 * One HTTP request sent from a chosen loopback address (127.0.0.x): the server sees that socket
 * address, like a distinct client, so these tests never throttle the browser tests' own address.
 */
export function rawRequest(
  method: string,
  path: string,
  { from, body, headers = {} }: { from: string; body?: string; headers?: Record<string, string> },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: E2E_PORT, method, path, localAddress: from, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers } },
      (res) => {
        let data = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (data += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: data }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

export const postCode = (code: string, from: string, headers: Record<string, string> = {}) =>
  rawRequest('POST', '/api/validate-admin-code', { from, body: JSON.stringify({ code }), headers })

/** Signs in over HTTP and returns `pta_admin_session=…` and the raw Set-Cookie. */
export async function apiSignIn(from: string, code = adminCode()): Promise<{ cookie: string; setCookie: string; res: RawResponse }> {
  const res = await postCode(code, from)
  const setCookie = String(res.headers['set-cookie']?.[0] ?? '')
  return { cookie: setCookie.split(';')[0], setCookie, res }
}
