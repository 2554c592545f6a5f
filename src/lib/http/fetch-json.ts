/** The answer of one JSON call from the browser; `status` 0 means the server could not be reached. */
export type JsonAnswer<T> = { status: number; ok: boolean; body: T | null; retryAfterSeconds: number }

type JsonCall = { method?: string; json?: unknown; form?: FormData; cache?: RequestCache; signal?: AbortSignal }

/**
 * The browser's one way to call our JSON APIs (every form, admin screen and the photo feed): same-origin
 * cookie, JSON in and out, Retry-After read, and a network failure (or an abort) returned as status 0
 * instead of thrown.
 */
export async function fetchJson<T>(url: string, { method = 'GET', json, form, cache, signal }: JsonCall = {}): Promise<JsonAnswer<T>> {
  try {
    const res = await fetch(url, {
      method,
      credentials: 'same-origin',
      cache,
      signal,
      headers: { accept: 'application/json', ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
      body: json === undefined ? form : JSON.stringify(json),
    })
    const body = (await res.json().catch(() => null)) as T | null
    return { status: res.status, ok: res.ok, body, retryAfterSeconds: Number(res.headers.get('Retry-After')) || 0 }
  } catch {
    return { status: 0, ok: false, body: null, retryAfterSeconds: 0 }
  }
}
