import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

/** JSON answers for the custom endpoints; never cached, never with a stack trace. */
export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response }

/**
 * Reads a small JSON body and validates it with the form's zod schema: 413 when too large, 400 with
 * field errors when malformed. Bad input never becomes a 500.
 */
export async function parseBody<S extends z.ZodType>(req: PayloadRequest, schema: S, maxBytes = 2048): Promise<Parsed<z.infer<S>>> {
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) return { ok: false, response: json({ error: 'Request body too large.' }, 413) }
  let raw: unknown
  try {
    const text = req.text ? await req.text() : ''
    if (text.length > maxBytes) return { ok: false, response: json({ error: 'Request body too large.' }, 413) }
    raw = JSON.parse(text)
  } catch {
    return { ok: false, response: json({ error: 'The request body must be JSON.' }, 400) }
  }
  const result = schema.safeParse(raw)
  if (!result.success) {
    const fieldErrors: Record<string, string> = {}
    for (const issue of result.error.issues) fieldErrors[issue.path.join('.') || 'body'] ??= issue.message
    return { ok: false, response: json({ error: 'Invalid request.', fieldErrors }, 400) }
  }
  return { ok: true, data: result.data }
}
