// A PostgreSQL server for tests: the server of TEST_DATABASE_URI when set (e.g. the machine's local
// service), else an embedded one on its own port and throw-away data directory. Each suite creates its
// own database with a random name and drops it at the end, so runs never share state.
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { dropDatabase, ensureDatabase, splitDatabaseUri, startEmbeddedPostgres } from '../../scripts/lib/embedded-db.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..')

/** @param {{ port: number, label: string }} opts */
export async function provisionTestDatabase({ port, label }) {
  const name = `pta_${label}_${randomBytes(4).toString('hex')}`
  let serverUri
  let stopServer = async () => {}
  if (process.env.TEST_DATABASE_URI) {
    serverUri = splitDatabaseUri(process.env.TEST_DATABASE_URI).serverUri
  } else {
    const dataDir = path.join(root, '.data', `test-postgres-${label}-${process.pid}`)
    const server = await startEmbeddedPostgres({ dataDir, port, persistent: false })
    serverUri = server.serverUri
    stopServer = async () => {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  await ensureDatabase(serverUri, name)
  return {
    uri: `${serverUri}/${name}`,
    name,
    async destroy() {
      await dropDatabase(serverUri, name).catch((err) => console.error(`could not drop ${name}:`, err.message))
      await stopServer()
    },
  }
}

/**
 * A copy of a prepared test database (Postgres copies it file by file: no migrations run again), dropped
 * by `destroy`. Nothing may be connected to `db` while it is copied.
 * @param {{ uri: string, name: string }} db
 */
export async function copyTestDatabase(db, suffix) {
  const { serverUri } = splitDatabaseUri(db.uri)
  const name = `${db.name}_${suffix}`
  const client = new pg.Client({ connectionString: `${serverUri}/postgres` })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${db.name}"`)
  } finally {
    await client.end()
  }
  return {
    uri: `${serverUri}/${name}`,
    name,
    destroy: () => dropDatabase(serverUri, name).catch((err) => console.error(`could not drop ${name}:`, err.message)),
  }
}

/** Environment for a Payload process pointed at a test database. */
/** scrypt's cost for admin codes in the test servers and suites (log2 N; a real site keeps 15). */
export const TEST_HASH_COST = '10'

export function testEnv(uri, extra = {}) {
  return {
    ...process.env,
    DATABASE_URI: uri,
    PAYLOAD_SECRET: process.env.TEST_PAYLOAD_SECRET || randomBytes(32).toString('hex'),
    MAIL_OUTBOX_DIR: path.join(root, '.data', 'test-outbox'),
    ADMIN_CODE_HASH_COST: TEST_HASH_COST,
    ...extra,
  }
}

export const projectRoot = root

/** The launcher's database helpers, for tests that need a scratch database of their own. */
export { dropDatabase, ensureDatabase, splitDatabaseUri, startEmbeddedPostgres }
