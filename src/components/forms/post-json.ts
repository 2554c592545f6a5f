import { fetchJson } from '@/lib/http/fetch-json'

/**
 * POSTs a form's values to one of our endpoints; network failures become status 0 so callers show their
 * failure text. A 429 says after how many minutes to try again (from Retry-After), for the form to word.
 */
export async function postJson(url: string, body: unknown): Promise<{ status: number; retryAfterMinutes?: number }> {
  const res = await fetchJson(url, { method: 'POST', json: body })
  if (res.status !== 429) return { status: res.status }
  return { status: res.status, retryAfterMinutes: Math.max(1, Math.ceil(res.retryAfterSeconds / 60)) }
}
