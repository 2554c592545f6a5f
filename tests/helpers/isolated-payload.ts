import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import pg from 'pg'

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot use the target). */
async function onServer(serverUri: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUri}/postgres` })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * A Payload instance on its own fresh, migrated database (a copy of the run's migrated original, so no
 * migration runs again), for tests that need the whole table to themselves (e.g. "the last working admin
 * code"), while other suites share the int database.
 * Call it before any static import of the config: this test file's modules then see the new
 * DATABASE_URI (Jest gives each test file its own module registry and process.env).
 */
export async function isolatedPayload(label: string): Promise<{ payload: Payload; close: () => Promise<void> }> {
  const serverUri = (process.env.DATABASE_URI ?? '').replace(/\/[^/?]*(\?.*)?$/, '')
  const name = `pta_int_${label}_${randomBytes(4).toString('hex')}`
  const template = process.env.PTA_INT_TEMPLATE_DB
  await onServer(serverUri, template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`)
  process.env.DATABASE_URI = `${serverUri}/${name}`
  const { getTestPayload, closeTestPayload } = await import('./payload')
  const payload = await getTestPayload()
  // Applies the committed migrations when there was no template to copy (nothing to do otherwise).
  await payload.db.migrate()
  return {
    payload,
    close: async () => {
      await closeTestPayload(payload)
      await onServer(serverUri, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined)
    },
  }
}
