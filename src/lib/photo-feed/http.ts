/** A failed call to Instagram. Its message is safe to log: it never contains the URL or the token. */
export class UpstreamError extends Error {
  override name = 'UpstreamError'
}

const MAX_BODY_CHARS = 2_000_000

const isTimeout = (err: unknown) => {
  const name = (err as { name?: unknown } | null)?.name
  return name === 'TimeoutError' || name === 'AbortError'
}

/** Instagram's own explanation of an error answer ({error: {message}}), shortened, for the log. */
function upstreamReason(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text)
    const error = (parsed as { error?: { message?: unknown } } | null)?.error
    if (typeof error?.message === 'string') return `: ${error.message.slice(0, 200)}`
  } catch {
    // not JSON: the status is enough
  }
  return ''
}

/** GET a JSON document with a hard time limit. Timeouts, HTTP errors and malformed JSON all throw UpstreamError. */
export async function getJson(url: URL, timeoutMs: number): Promise<unknown> {
  let text: string
  let status: number
  try {
    const res = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
      headers: { accept: 'application/json' },
    })
    status = res.status
    text = await res.text()
  } catch (err) {
    throw new UpstreamError(isTimeout(err) ? `no answer within ${timeoutMs} ms` : 'network error')
  }
  if (status < 200 || status > 299) throw new UpstreamError(`HTTP ${status}${upstreamReason(text)}`)
  if (text.length > MAX_BODY_CHARS) throw new UpstreamError('answer too large')
  try {
    return JSON.parse(text)
  } catch {
    throw new UpstreamError('malformed JSON')
  }
}

/** An API URL under the configured base (which may carry a path prefix). */
export function apiUrl(base: string, path: string, params: Record<string, string>): URL {
  const url = new URL(path, `${base}/`)
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  return url
}
