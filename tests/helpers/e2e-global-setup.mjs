// Playwright global setup: a fresh database (migrated and seeded), a production build in its own dist
// folder (or the one `npm test` builds meanwhile: E2E_BUILD_STATUS_FILE), a fake Instagram API, and the
// production server (scripts/server.mjs) on the e2e port. The returned function stops and drops everything.
import { spawn } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { startFakeInstagram } from './fake-instagram.mjs'
import { afterBuild } from '../../scripts/lib/after-build.mjs'
import { runTask } from '../../scripts/lib/run-task.mjs'
import { runProcess } from './run-process.mjs'
import { projectRoot, provisionTestDatabase, testEnv } from './test-database.mjs'

const port = Number(process.env.E2E_PORT || 3100)
const siteUrl = `http://localhost:${port}`
const fixturesFile = path.resolve(projectRoot, process.env.E2E_FIXTURES_FILE || '.data/e2e-fixtures.json')
// The fake Instagram API: 3199 beside the default 3100, and beside any other E2E_PORT, so parallel runs never share it.
const instagramPort = Number(process.env.E2E_INSTAGRAM_PORT || port + 99)
// This run's mail and uploads: emptied at the start, never the development site's folders.
const outboxDir = path.resolve(projectRoot, '.data', 'test-outbox-e2e')
const mediaDir = path.resolve(projectRoot, '.data', 'test-media-e2e')
// Everything the server prints, also kept in this file: tests read what an operator's log would show.
const serverLog = path.resolve(projectRoot, '.data', 'e2e-server.log')

async function waitForServer(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      const res = await fetch(url)
      if (res.status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server at ${url} did not come up in ${timeoutMs} ms`)
}

async function assertPortFree(url) {
  const answered = await fetch(url).then(
    () => true,
    () => false,
  )
  if (answered) throw new Error(`something already answers at ${url}: stop it (an earlier test server?) and retry`)
}

/**
 * Waits for the production build `npm test` runs beside this set-up (scripts/test.mjs): it writes `ok` or
 * `failed` to `file` when the build ends.
 */
async function buildBuiltElsewhere(file) {
  while (!existsSync(file)) await new Promise((r) => setTimeout(r, 250))
  if (readFileSync(file, 'utf8').trim() !== 'ok') throw new Error('the e2e build failed (its log is printed above)')
}

/** Fails early, with the migration log, if the database did not get its tables. */
async function assertMigrated(uri, log) {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    const { rows } = await client.query("SELECT to_regclass('public.announcements') AS t")
    if (!rows[0].t) throw new Error(`the e2e database has no tables after preparing it:\n${log}`)
  } finally {
    await client.end()
  }
}

export default async function globalSetup() {
  await assertPortFree(siteUrl)
  // The photo feed talks to this stand-in, never to Instagram; tests switch its mode (POST /__mode).
  const instagram = await startFakeInstagram({ port: instagramPort })
  const tokenDir = mkdtempSync(path.join(tmpdir(), 'pta-e2e-instagram-'))
  const stopInstagram = async () => {
    await instagram.close()
    rmSync(tokenDir, { recursive: true, force: true })
  }
  let db
  try {
    db = await provisionTestDatabase({ port: Number(process.env.E2E_DB_PORT || 54349), label: 'e2e' })
  } catch (err) {
    await stopInstagram()
    throw err
  }
  const env = testEnv(db.uri, {
    NODE_ENV: 'production',
    SITE_URL: siteUrl,
    NEXT_DIST_DIR: process.env.E2E_DIST_DIR || '.next-test',
    NEXT_TELEMETRY_DISABLED: '1',
    SEED_DEMO_CONTENT: 'true',
    // The first admin code, ensured (hashed) at boot like a real install; the admin tests sign in with it.
    ADMIN_CODE: process.env.E2E_ADMIN_CODE || 'E2E-ADMIN-CODE-2026',
    E2E_FIXTURES_FILE: fixturesFile,
    INSTAGRAM_API_BASE: instagram.url,
    INSTAGRAM_ACCESS_TOKEN: 'IGQVJe2e-long-lived-token-0123456789',
    INSTAGRAM_TOKEN_FILE: path.join(tokenDir, 'instagram-token.json'),
    INSTAGRAM_TIMEOUT_MS: '1500',
    // No server cache and no stale answers, so each page view shows the fake's current mode.
    INSTAGRAM_CACHE_SECONDS: '0',
    INSTAGRAM_STALE_SECONDS: '0',
    MAIL_OUTBOX_DIR: outboxDir,
    MEDIA_DIR: mediaDir,
  })
  rmSync(outboxDir, { recursive: true, force: true })
  rmSync(mediaDir, { recursive: true, force: true })
  process.env.E2E_FIXTURES_FILE = fixturesFile
  process.env.E2E_OUTBOX_DIR = outboxDir
  // Tests sign the links our mails carry (unsubscribe) with the server's secret.
  process.env.E2E_PAYLOAD_SECRET = env.PAYLOAD_SECRET
  process.env.E2E_ADMIN_CODE = env.ADMIN_CODE
  process.env.E2E_INSTAGRAM_URL = instagram.url
  const nextBin = path.join(projectRoot, 'node_modules/next/dist/bin/next')
  let server
  try {
    rmSync(fixturesFile, { force: true })
    const seedLog = await runTask('tests/helpers/seed-e2e-fixtures.ts', { env, quiet: true })
    await assertMigrated(db.uri, seedLog)
    if (!existsSync(fixturesFile)) throw new Error(`seeding the e2e fixtures wrote no ${fixturesFile}:\n${seedLog}`)
    if (process.env.E2E_BUILD_STATUS_FILE) await buildBuiltElsewhere(process.env.E2E_BUILD_STATUS_FILE)
    else if (!process.env.E2E_SKIP_BUILD) {
      console.log('[e2e] building the site (next build)…')
      await runProcess(process.execPath, [nextBin, 'build'], { env, cwd: projectRoot })
      // As `npm run build` does: the compile hints and the Brotli copies the production server sends.
      await afterBuild(path.join(projectRoot, env.NEXT_DIST_DIR))
    }
    // A build an earlier run used keeps that run's database answers in its data cache (and its last good
    // copies, and its expired tags): this run's database is new, so none of them may be served.
    for (const entry of ['fetch-cache', 'pta-last-good', 'pta-expired-tags.json']) {
      rmSync(path.join(projectRoot, env.NEXT_DIST_DIR, 'cache', entry), { recursive: true, force: true })
    }
    // The production server `npm start` runs: Next behind the page micro-cache.
    server = spawn(process.execPath, [path.join(projectRoot, 'scripts/server.mjs')], {
      env: { ...env, PORT: String(port) },
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    mkdirSync(path.dirname(serverLog), { recursive: true })
    const log = createWriteStream(serverLog)
    server.stdout.on('data', (chunk) => (process.stdout.write(chunk), log.write(chunk)))
    server.stderr.on('data', (chunk) => (process.stderr.write(chunk), log.write(chunk)))
    process.env.E2E_SERVER_LOG = serverLog
    await waitForServer(`${siteUrl}/robots.txt`, server)
    // Black-box tests read the server's memory from /proc (tests/e2e/body-caps).
    process.env.E2E_SERVER_PID = String(server.pid)
  } catch (err) {
    server?.kill('SIGTERM')
    await db.destroy()
    await stopInstagram()
    throw err
  }
  process.env.E2E_DATABASE_URI = db.uri
  return async () => {
    server.kill('SIGTERM')
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)))
    await db.destroy()
    await stopInstagram()
  }
}
