/**
 * POSTs JSON to one of our endpoints; network failures become status 0 so callers show their failure text.
 * A 429 says after how many minutes to try again (from Retry-After).
 */
export async function postJson(url: string, body: unknown): Promise<{ status: number; retryAfterMinutes?: number }> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (res.status !== 429) return { status: res.status }
    const retryAfter = Number(res.headers.get('Retry-After') ?? 0)
    return { status: res.status, retryAfterMinutes: Math.max(1, Math.ceil(retryAfter / 60)) }
  } catch {
    return { status: 0 }
  }
}
