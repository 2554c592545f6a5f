// What a local install (no DATABASE_URI) gets: an embedded PostgreSQL under .data/postgres, a secret
// and a first admin code kept under .data/, mail written to .data/outbox, demo content.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { ensureDatabase, startEmbeddedPostgres } from './embedded-db.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..')
const log = (msg) => console.log(`[pta] ${msg}`)

/** Reads .data/<name>, making it once with `make()`; kept private to this machine (0600). */
function kept(name, make) {
  const file = path.join(root, '.data', name)
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, make(), { mode: 0o600 })
  }
  return readFileSync(file, 'utf8').trim()
}

/** A random secret kept in .data/ so sessions survive restarts of a local install. */
export const localSecret = () => kept('payload-secret', () => randomBytes(32).toString('hex'))

/** A first admin code for a local demo install, so a newcomer can sign in (production sets ADMIN_CODE). */
function localAdminCode() {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
  return kept('admin-code', () => Array.from(randomBytes(16), (b) => alphabet[b % alphabet.length]).join('').match(/.{4}/g).join('-'))
}

/** True when the embedded PostgreSQL already runs (e.g. `npm run dev` in another terminal). */
async function alreadyRunning(serverUri) {
  const client = new pg.Client({ connectionString: `${serverUri}/pta`, connectionTimeoutMillis: 1000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}

/**
 * Points `env` at the embedded PostgreSQL, starting it unless `reuse` allows one already running.
 * Resolves with a function that stops what was started.
 */
export async function startLocalDatabase(env, { reuse = false, adminCode = true } = {}) {
  const port = Number(env.EMBEDDED_DB_PORT || 54329)
  const dataDir = path.join(root, '.data', 'postgres')
  const runningUri = `postgres://postgres:postgres@127.0.0.1:${port}`
  let stop = async () => {}
  if (reuse && (await alreadyRunning(runningUri))) {
    log(`using the embedded PostgreSQL already running on 127.0.0.1:${port}`)
    env.DATABASE_URI = `${runningUri}/pta`
  } else {
    log(`no DATABASE_URI: starting embedded PostgreSQL on 127.0.0.1:${port} (${path.relative(root, dataDir)})`)
    const db = await startEmbeddedPostgres({ dataDir, port })
    stop = async () => {
      log('stopping embedded PostgreSQL')
      await db.stop()
    }
    await ensureDatabase(db.serverUri, 'pta')
    env.DATABASE_URI = `${db.serverUri}/pta`
  }
  env.EMBEDDED_DATABASE = 'true'
  env.SEED_DEMO_CONTENT ??= 'true'
  env.MAIL_OUTBOX_DIR ??= path.join(root, '.data', 'outbox')
  env.PAYLOAD_SECRET ||= localSecret()
  if (!env.ADMIN_CODE && adminCode) {
    env.ADMIN_CODE = localAdminCode()
    // Stored under its own label: it never retires an ADMIN_CODE given to `npm start` on this database.
    env.ADMIN_CODE_SOURCE = 'local-install'
    log(`Admin code for this local install: ${env.ADMIN_CODE}  (sign in at /admin/login)`)
  }
  return stop
}
