import { match, type MatchFunction } from 'path-to-regexp'
import type { SanitizedConfig } from 'payload'

import { NOT_VALID } from './input-errors'
import { refusal } from './malformed'

/** Every collection's id is a PostgreSQL `serial`: 1 … 2³¹ − 1. */
const SERIAL = /^[1-9]\d{0,9}$/
const MAX_SERIAL = 2_147_483_647
const isSerial = (id: string): boolean => SERIAL.test(id) && Number(id) <= MAX_SERIAL

/** Each endpoint path compiled once (Payload's config does not change while the server runs). */
const matchers = new Map<string, MatchFunction<{ id?: unknown }>>()
const matcherFor = (path: string): MatchFunction<{ id?: unknown }> => {
  let found = matchers.get(path)
  if (!found) matchers.set(path, (found = match<{ id?: unknown }>(path, { decode: decodeURIComponent })))
  return found
}

/**
 * `GET|PATCH|DELETE /api/<collection>/<id>` (and the other routes of a collection with an `:id`) with an id
 * that cannot be a row's (`abc`, `1.5`, past the integer range): answered 400 before Payload sends it to
 * PostgreSQL, which refused it as a data error — the same 400 (input-errors.ts), but logged as an ERROR
 * with the SQL and a stack for every such request. The route is found the way Payload finds it: the
 * collection's endpoints in order (its own first), matched with Payload's path-to-regexp.
 */
export function refuseInvalidDocumentId(url: URL, method: string, config: Pick<SanitizedConfig, 'collections' | 'routes'>): Response | null {
  const api = config.routes.api
  if (!url.pathname.startsWith(`${api}/`)) return null
  const [slug, ...rest] = url.pathname.slice(api.length + 1).split('/')
  const endpoints = config.collections.find((c) => c.slug === slug)?.endpoints
  if (!endpoints || !rest.length) return null
  const path = `/${rest.join('/')}`
  const verb = method.toLowerCase()
  for (const endpoint of endpoints) {
    if (endpoint.method !== verb) continue
    const found = matcherFor(endpoint.path)(path)
    if (!found) continue
    const { id } = found.params
    return typeof id === 'string' && !isSerial(id) ? refusal(400, NOT_VALID) : null
  }
  return null
}
