import { createHash } from 'node:crypto'

import type { Endpoint, PayloadRequest } from 'payload'
import type { z } from 'zod'

import type { AppLocale } from '@/i18n/locales'
import { requestedLocale, type ServerTranslator, serverTranslator } from '@/i18n/server-translator'
import { isAdminUser } from '@collections/access/isAdminUser'
import { clientAddress } from '@/lib/auth/client-address'
import { CROSS_SITE_REFUSED, isForeignRequest } from '@/lib/auth/same-origin'
import { consume, type LimitName } from '@/lib/rate-limit/limiters'
import type messages from '@/messages/en.json'

import { readJson, validate } from './parse-body'

/** A sender's email as a short fixed-length key part: long addresses never share a count, nor overflow the key. */
const senderDigest = (email: string): string => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22)

/** JSON answers for the custom endpoints; never cached, never with a stack trace. */
export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

/** A visitor-facing answer: a key of the `endpoints` messages, said in the request's language. */
export type EndpointMessage = `endpoints.${keyof (typeof messages)['endpoints']}`

/** The request's language and its translator (English unless the request names Spanish). */
export type EndpointContext = { locale: AppLocale; t: ServerTranslator }

type EndpointOptions<S extends z.ZodType> = {
  path: string
  method: 'get' | 'post'
  /** The form's schema and the body cap in bytes (default 2 KB). Without a schema no body is read. */
  body?: { schema: S; maxBytes?: number }
  /** For a GET: the schema of its query parameters (each read once, as text), parsed like a body. */
  query?: { schema: S }
  /** Requests that say they come from another site are refused with 403 (default for POST). */
  sameOriginOnly?: boolean
  /**
   * PostgreSQL-backed limit per client address, consumed after the body parsed; 429 with Retry-After. With
   * `sender`, each sender (e.g. the form's email) within one address has a limit of its own too, checked
   * first, so families sharing an address (a school's Wi-Fi) do not spend each other's allowance.
   */
  rateLimit?: { name: LimitName; message: EndpointMessage | string; sender?: { name: LimitName; of: (data: z.output<S>) => string } }
  /** Only signed-in officers (an admin session): anyone else gets 403 before the body is read. */
  officersOnly?: boolean
  /** Added to every error answer (the admin check always answers `valid: false`). */
  errorFields?: Record<string, unknown>
  /** 503 text when the handler fails (database down…), and what the log says. */
  unavailable: { message: EndpointMessage | string; log: string }
  /** Where the visitor's language is named: the JSON body's `locale` (forms) or the `locale` query parameter (links). */
  locale?: 'body' | 'query'
  handle: (req: PayloadRequest, data: z.output<S>, context: EndpointContext) => Promise<Response>
}

/**
 * The one shape of our endpoints: origin check, capped body (or query) parsed with the shared zod schema, rate
 * limit, then the handler; any failure becomes the endpoint's honest 503, never a 500 or a stack trace.
 */
export function defineEndpoint<S extends z.ZodType = z.ZodUndefined>(options: EndpointOptions<S>): Endpoint {
  const { errorFields = {}, unavailable } = options
  const fail = (body: Record<string, unknown>, status: number, headers: HeadersInit = {}) => json({ ...errorFields, ...body }, status, headers)
  const say = (context: EndpointContext, message: string) => (context.t.has(message as EndpointMessage) ? context.t(message as EndpointMessage) : message)
  const run = async (req: PayloadRequest, context: EndpointContext): Promise<Response> => {
    const sameOriginOnly = options.sameOriginOnly ?? options.method === 'post'
    if (sameOriginOnly && isForeignRequest(req.headers, options.method, req.payload.config.serverURL)) return fail({ error: CROSS_SITE_REFUSED }, 403)
    if (options.officersOnly && !isAdminUser(req.user)) return fail({ error: 'Sign in as a PTA officer first.' }, 403)
    let data = undefined as z.output<S>
    if (options.body) {
      const raw = await readJson(req, options.body.maxBytes ?? 2048)
      if (!raw.ok) return fail(raw.body, raw.status)
      if (options.locale === 'body') setLocale(context, bodyLocale(raw.data))
      const parsed = validate(raw.data, options.body.schema, context.t)
      if (!parsed.ok) return fail(parsed.body, parsed.status)
      data = parsed.data
    } else if (options.query) {
      const parsed = validate(Object.fromEntries(new URL(req.url ?? '', 'http://localhost').searchParams), options.query.schema, context.t)
      if (!parsed.ok) return fail(parsed.body, parsed.status)
      data = parsed.data
    }
    if (options.rateLimit) {
      const { name, message, sender } = options.rateLimit
      const address = clientAddress(req.headers)
      const counts: Array<[LimitName, string]> = [[name, address]]
      if (sender) counts.unshift([sender.name, `${address} ${senderDigest(sender.of(data))}`])
      for (const [limitName, key] of counts) {
        const { allowed, retryAfterSeconds } = await consume(req.payload, limitName, key)
        if (!allowed) return fail({ error: say(context, message), retryAfterSeconds }, 429, { 'Retry-After': String(retryAfterSeconds) })
      }
    }
    return options.handle(req, data, context)
  }
  const custom: UnavailableAnswer = { unavailable: unavailable.message, locale: options.locale, errorFields }
  return {
    path: options.path,
    method: options.method,
    // Read by `answerWhilePayloadDown` (./payload-down) when Payload cannot start and this handler cannot run.
    custom,
    handler: async (req) => {
      const context = newContext(options.locale === 'query' ? queryLocale(req) : undefined)
      try {
        return await run(req, context)
      } catch (err) {
        req.payload.logger.error({ err, msg: unavailable.log })
        return unavailableResponse(custom, context.locale)
      }
    },
  }
}

/** What an endpoint answers when it cannot run at all (Payload could not start): its honest 503. */
export type UnavailableAnswer = { unavailable: EndpointMessage | string; locale?: 'body' | 'query'; errorFields: Record<string, unknown> }

/** The 503 of `answer` in `locale` (the request's language, as the endpoint would have read it). */
export function unavailableResponse(answer: UnavailableAnswer, locale: unknown): Response {
  const t = serverTranslator(requestedLocale(locale))
  const message = t.has(answer.unavailable as EndpointMessage) ? t(answer.unavailable as EndpointMessage) : answer.unavailable
  return json({ ...answer.errorFields, error: message }, 503)
}

const newContext = (locale: unknown): EndpointContext => {
  const chosen = requestedLocale(locale)
  return { locale: chosen, t: serverTranslator(chosen) }
}

const setLocale = (context: EndpointContext, locale: AppLocale) => Object.assign(context, newContext(locale))

/** The language the form was shown in: the body's `locale` ('en' or 'es'), English otherwise. */
const bodyLocale = (raw: unknown): AppLocale =>
  requestedLocale(typeof raw === 'object' && raw !== null && 'locale' in raw ? raw.locale : undefined)

const queryLocale = (req: PayloadRequest): unknown => new URL(req.url ?? '', 'http://localhost').searchParams.get('locale')
