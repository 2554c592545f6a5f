// What the benchmarks that run their own copy of the app share: a scratch database (the server of
// TEST_DATABASE_URI, else an embedded PostgreSQL), the real `npm start` launcher on the last build, waits, sign-in.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, rmSync } from 'node:fs'
import path from 'node:path'

import { dropDatabase, ensureDatabase, splitDatabaseUri, startEmbeddedPostgres } from '../lib/embedded-db.mjs'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..')
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** A database of its own, dropped (and its embedded server stopped) by `destroy`. */
export async function scratchDatabase(label) {
  const name = `pta_bench_${label}_${randomBytes(4).toString('hex')}`
  let serverUri = process.env.TEST_DATABASE_URI && splitDatabaseUri(process.env.TEST_DATABASE_URI).serverUri
  let stop = async () => {}
  if (!serverUri) {
    const dataDir = path.join(root, '.data', `bench-postgres-${process.pid}`)
    const server = await startEmbeddedPostgres({ dataDir, port: Number(process.env.BENCH_DB_PORT || 54359), persistent: false })
    serverUri = server.serverUri
    stop = async () => {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  await ensureDatabase(serverUri, name)
  return { uri: `${serverUri}/${name}`, destroy: async () => (await dropDatabase(serverUri, name).catch(() => {}), await stop()) }
}

export async function waitFor(check, ms, what) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check().catch(() => false)) return
    await sleep(500)
  }
  throw new Error(`timed out waiting for ${what}`)
}

/**
 * A copy of the last build (without its caches) for a benchmark's own server: the pages it renders from the
 * scratch database, its cache tags and last good answers are written there, never into the build that
 * `npm start` serves (which would then show the scratch content and the benchmark's address).
 */
function privateBuild() {
  const source = path.join(root, process.env.NEXT_DIST_DIR || '.next')
  const name = `.next-bench-${process.pid}-${randomBytes(3).toString('hex')}`
  const remove = () => rmSync(path.join(root, name), { recursive: true, force: true })
  // Removed however the benchmark ends (done, failed, or Ctrl-C).
  process.once('exit', remove)
  process.once('SIGINT', () => process.exit(130))
  try {
    cpSync(source, path.join(root, name), { recursive: true, filter: (from) => from !== path.join(source, 'cache') })
  } catch (err) {
    remove()
    throw err
  }
  return { name, remove }
}

/** `npm start` (scripts/run.mjs start) on `port` against `db`, on a private copy of the build, answering `/`; `stop` ends it. */
export async function startSite({ port, db, env: extra = {} }) {
  const base = `http://127.0.0.1:${port}`
  const adminCode = `bench-code-${randomBytes(4).toString('hex')}`
  const build = privateBuild()
  const env = { ...process.env, NEXT_DIST_DIR: build.name, DATABASE_URI: db.uri, PORT: String(port), SITE_URL: base, ADMIN_CODE: adminCode, PAYLOAD_SECRET: randomBytes(32).toString('hex'), SEED_DEMO_CONTENT: 'false', ...extra }
  const server = spawn(process.execPath, [path.join(root, 'scripts/run.mjs'), 'start'], { env, cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM')
      await new Promise((r) => server.once('exit', r))
    }
    build.remove()
  }
  try {
    await waitFor(async () => (await fetch(`${base}/`)).ok, 120_000, 'the server')
    const login = await fetch(`${base}/api/validate-admin-code`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ code: adminCode }) })
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
    return { base, cookie, stop }
  } catch (err) {
    await stop()
    throw err
  }
}
