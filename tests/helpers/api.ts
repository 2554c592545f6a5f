import config from '@payload-config'
import { handleEndpoints } from 'payload'

import { guardRoute } from '@/lib/http/route-guard'

/** The site's origin in the int tests (SITE_URL default): the only origin allowed to use the cookie. */
export const SITE = 'http://localhost:3000'

type CallOptions = { body?: unknown; rawBody?: BodyInit; cookie?: string; client?: string; headers?: Record<string, string> }

/** Payload's REST stack behind the same guard as the Next route file (src/app/(payload)/api/[...slug]). */
export const rest = guardRoute(config, 'rest', (request: Request) => handleEndpoints({ config, request }))

/**
 * One HTTP request through Payload's real REST stack (auth strategies, access, custom endpoints), as
 * the Next route handler makes it. `client` is the address the request comes from (X-Forwarded-For).
 */
export async function api(method: string, path: string, { body, rawBody, cookie, client = '203.0.113.1', headers = {} }: CallOptions = {}): Promise<Response> {
  const init: RequestInit & { duplex?: 'half' } = {
    method,
    headers: {
      'x-forwarded-for': client,
      ...(body !== undefined || rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
    ...(rawBody instanceof ReadableStream ? { duplex: 'half' } : {}),
  }
  return rest(new Request(`${SITE}/api${path}`, init), undefined)
}

/** Signs in with `code` and returns the cookie pair to send back (`pta_admin_session=…`). */
export async function signIn(code: string, client = '198.51.100.1'): Promise<{ res: Response; cookie: string }> {
  const res = await api('POST', '/validate-admin-code', { body: { code }, client })
  const setCookie = res.headers.get('set-cookie') ?? ''
  return { res, cookie: setCookie.split(';')[0] }
}

/** POSTs to one of our endpoints (`/api/...`); a string body is sent as it is (malformed-JSON tests). */
export const postApi = (path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> =>
  api('POST', path.replace(/^\/api/, ''), typeof body === 'string' ? { rawBody: body, headers } : { body, headers })
