import { readFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

/** Ids of the documents the e2e global setup created, one per collection. */
export const fixtureIds = (): Record<string, number> =>
  JSON.parse(readFileSync(process.env.E2E_FIXTURES_FILE || path.resolve('.data', 'e2e-fixtures.json'), 'utf8'))

/** The application name of the tests' own connections, so counters of the site's queries can leave them out. */
export const PROBE = 'pta-e2e-probe'

/** Reads the e2e database directly, to check what a request really changed. */
export async function sql<T extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URI, application_name: PROBE })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as T[]
  } finally {
    await client.end()
  }
}
