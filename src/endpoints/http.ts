import type { Endpoint, PayloadRequest } from 'payload'
import type { z } from 'zod'

import { clientAddress } from '@/lib/auth/client-address'
import { isForeignRequest } from '@/lib/auth/same-origin'
import { declaresMoreThan, readCapped } from '@/lib/http/read-capped'
import { consume, type LimitName } from '@/lib/rate-limit/limiters'
import { fieldErrorsOf } from '@/lib/validations/field-errors'

/** JSON answers for the custom endpoints; never cached, never with a stack trace. */
export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

type Parsed<T> = { ok: true; data: T } | { ok: false; status: number; body: Record<string, unknown> }

/**
 * Reads a small JSON body through the capped stream reader and validates it with the form's zod
 * schema: 413 as soon as the cap is passed (chunked or not), 400 with field errors when malformed.
 */
export async function parseBody<S extends z.ZodType>(req: PayloadRequest, schema: S, maxBytes = 2048): Promise<Parsed<z.output<S>>> {
  const tooLarge = { ok: false, status: 413, body: { error: 'Request body too large.' } } as const
  if (declaresMoreThan(req.headers, maxBytes)) return tooLarge
  const read = await readCapped(req.body ?? null, maxBytes)
  if (read.tooLarge) return tooLarge
  let raw: unknown
  try {
    raw = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(read.bytes))
  } catch {
    return { ok: false, status: 400, body: { error: 'The request body must be JSON.' } }
  }
  const result = schema.safeParse(raw)
  if (!result.success) return { ok: false, status: 400, body: { error: 'Invalid request.', fieldErrors: fieldErrorsOf(result.error) } }
  return { ok: true, data: result.data }
}

type EndpointOptions<S extends z.ZodType> = {
  path: string
  method: 'get' | 'post'
  /** The form's schema and the body cap in bytes (default 2 KB). Without a schema no body is read. */
  body?: { schema: S; maxBytes?: number }
  /** Requests that say they come from another site are refused with 403 (default for POST). */
  sameOriginOnly?: boolean
  /** PostgreSQL-backed limit per client address, consumed after the body parsed; 429 with Retry-After. */
  rateLimit?: { name: LimitName; message: string }
  /** Added to every error answer (the admin check always answers `valid: false`). */
  errorFields?: Record<string, unknown>
  /** 503 text when the handler fails (database down…), and what the log says. */
  unavailable: { message: string; log: string }
  handle: (req: PayloadRequest, data: z.output<S>) => Promise<Response>
}

/**
 * The one shape of our endpoints: origin check, capped body parsed with the shared zod schema, rate
 * limit, then the handler; any failure becomes the endpoint's honest 503, never a 500 or a stack trace.
 */
export function defineEndpoint<S extends z.ZodType = z.ZodUndefined>(options: EndpointOptions<S>): Endpoint {
  const { errorFields = {}, unavailable } = options
  const fail = (body: Record<string, unknown>, status: number, headers: HeadersInit = {}) => json({ ...errorFields, ...body }, status, headers)
  const run = async (req: PayloadRequest): Promise<Response> => {
    const sameOriginOnly = options.sameOriginOnly ?? options.method === 'post'
    if (sameOriginOnly && isForeignRequest(req.headers, options.method, req.payload.config.serverURL)) return fail({ error: 'Cross-site request refused.' }, 403)
    let data = undefined as z.output<S>
    if (options.body) {
      const parsed = await parseBody(req, options.body.schema, options.body.maxBytes)
      if (!parsed.ok) return fail(parsed.body, parsed.status)
      data = parsed.data
    }
    if (options.rateLimit) {
      const limit = await consume(req.payload, options.rateLimit.name, clientAddress(req.headers))
      if (!limit.allowed) {
        const retryAfterSeconds = limit.retryAfterSeconds
        return fail({ error: options.rateLimit.message, retryAfterSeconds }, 429, { 'Retry-After': String(retryAfterSeconds) })
      }
    }
    return options.handle(req, data)
  }
  return {
    path: options.path,
    method: options.method,
    handler: async (req) => {
      try {
        return await run(req)
      } catch (err) {
        req.payload.logger.error({ err, msg: unavailable.log })
        return fail({ error: unavailable.message }, 503)
      }
    },
  }
}
