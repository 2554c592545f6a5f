/** POSTs JSON to one of our endpoints; network failures become status 0 so callers show their failure text. */
export async function postJson(url: string, body: unknown): Promise<{ status: number; retryMessage?: string }> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const retryAfter = Number(res.headers.get('Retry-After') ?? 0)
    const minutes = Math.max(1, Math.ceil(retryAfter / 60))
    return {
      status: res.status,
      retryMessage: res.status === 429 ? `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` : undefined,
    }
  } catch {
    return { status: 0 }
  }
}
