import { z } from 'zod'
import { config } from 'zod/v4/core'

/**
 * The one door to zod for the shared form schemas (browser and server import them from here).
 *
 * In the browser, zod 4 probes `new Function` when it builds its first object schema, to decide whether to
 * compile fast parsers; under our Content-Security-Policy (no 'unsafe-eval') that probe is a reported CSP
 * violation. The browser's schemas are small, so they parse without the JIT. Setting it here, before any
 * schema is built, keeps zod out of pages without a form (it used to load on every page from
 * `instrumentation-client`); the server keeps the JIT.
 */
if (typeof window !== 'undefined') config({ jitless: true })

export { z }

/** The largest id our tables hold (PostgreSQL `integer`): a larger one names no record, and the database refuses it. */
export const MAX_RECORD_ID = 2_147_483_647

/** A record's id as a number: a whole number from 1 to MAX_RECORD_ID. */
export const isRecordId = (n: number): boolean => Number.isInteger(n) && n > 0 && n <= MAX_RECORD_ID
export const recordId = z.number().int().positive().max(MAX_RECORD_ID)
