import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import { ensureDatabase, projectRoot, startEmbeddedPostgres, testEnv } from './test-database.mjs'

/**
 * A second copy of the e2e site whose database the test may stop and start: its own embedded PostgreSQL
 * (whatever TEST_DATABASE_URI says), its own production server (scripts/server.mjs) on the e2e build, and its own copy of that build's
 * folder, so its page cache never mixes with the main e2e server's.
 */
export type OutageSite = {
  url: string
  adminCode: string
  stopDatabase(): Promise<void>
  startDatabase(): Promise<void>
  /** Stops the server and starts it again (it must come up even while the database is down). */
  restartServer(): Promise<void>
  close(): Promise<void>
}

const e2ePort = Number(process.env.E2E_PORT || 3100)

async function waitFor(url: string, server: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the outage site's server exited with ${server.exitCode}`)
    const up = await fetch(url).then((r) => r.status < 500, () => false)
    if (up) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`the outage site did not come up at ${url}`)
}

export async function startOutageSite(): Promise<OutageSite> {
  const port = e2ePort + 2
  const url = `http://localhost:${port}`
  const adminCode = 'OUTAGE-ADMIN-CODE-2026'
  const dataDir = path.join(projectRoot, '.data', `test-postgres-outage-${process.pid}`)
  const distName = `.next-outage-${process.pid}`
  const distDir = path.join(projectRoot, distName)
  const db = await startEmbeddedPostgres({ dataDir, port: Number(process.env.E2E_DB_PORT || 54349) + 20, persistent: true })
  await ensureDatabase(db.serverUri, 'pta_outage')
  // The built server, linked (nothing writes to it); the page and data caches start empty.
  execFileSync('cp', ['-al', path.join(projectRoot, process.env.E2E_DIST_DIR || '.next-test'), distDir])
  rmSync(path.join(distDir, 'server', 'route-cache'), { recursive: true, force: true })
  rmSync(path.join(distDir, 'cache'), { recursive: true, force: true })
  const env = testEnv(`${db.serverUri}/pta_outage`, { NODE_ENV: 'production', SITE_URL: url, NEXT_DIST_DIR: distName, SEED_DEMO_CONTENT: 'true', ADMIN_CODE: adminCode })
  const spawnServer = () => spawn(process.execPath, [path.join(projectRoot, 'scripts/server.mjs')], { env: { ...env, PORT: String(port) }, cwd: projectRoot, stdio: 'ignore' })
  const stopServer = async (child: ChildProcess) => {
    if (child.exitCode !== null) return
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGTERM')
    await exited
  }
  let server = spawnServer()
  let databaseUp = true
  const close = async () => {
    await stopServer(server)
    if (databaseUp) await db.stop()
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(distDir, { recursive: true, force: true })
  }
  try {
    await waitFor(`${url}/robots.txt`, server)
  } catch (err) {
    await close()
    throw err
  }
  return {
    url,
    adminCode,
    close,
    async stopDatabase() {
      await db.stop()
      databaseUp = false
    },
    async startDatabase() {
      await db.start()
      databaseUp = true
    },
    async restartServer() {
      await stopServer(server)
      server = spawnServer()
      await waitFor(`${url}/robots.txt`, server)
    },
  }
}
