import { fetchJson } from '@/lib/http/fetch-json'

/** POSTs a form's values to one of our endpoints; network failures become status 0 so callers show their failure text. */
export async function postJson(url: string, body: unknown): Promise<{ status: number; retryMessage?: string }> {
  const res = await fetchJson(url, { method: 'POST', json: body })
  const minutes = Math.max(1, Math.ceil(res.retryAfterSeconds / 60))
  return {
    status: res.status,
    retryMessage: res.status === 429 ? `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` : undefined,
  }
}
