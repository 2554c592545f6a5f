import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'

const post = REST_POST(config)

/** Calls one of our /api endpoints through Payload's real REST router, as an HTTP request would. */
export async function postApi(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const slug = path.replace(/^\/api\//, '').split('?')[0].split('/')
  const payloadBody = typeof body === 'string' ? body : JSON.stringify(body)
  const request = new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9', ...headers },
    body: payloadBody,
  })
  return post(request, { params: Promise.resolve({ slug }) })
}
