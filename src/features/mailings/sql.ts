import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * The few statements that must be single atomic SQL (claims, set-based fan-out, counts). Everything else
 * goes through Payload's local API. Values are always parameters.
 */
export async function query<Row extends Record<string, unknown>>(payload: Payload, text: string, values: unknown[] = []): Promise<Row[]> {
  const result = await (payload.db as unknown as PostgresAdapter).pool.query(text, values)
  return result.rows as Row[]
}
