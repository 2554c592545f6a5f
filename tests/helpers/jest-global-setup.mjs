// Jest (int project): one fresh database per run, migrated with the committed migrations through
// Payload's Node API (a task, not the CLI), then copied once per Jest worker so test files that run at
// the same time never share rows, rate limits or jobs (tests/helpers/jest-worker-env.mjs picks the copy).
import { runTask } from '../../scripts/lib/run-task.mjs'
import { TEST_HASH_COST, copyTestDatabase, provisionTestDatabase, testEnv } from './test-database.mjs'

export default async function globalSetup(globalConfig) {
  const db = await provisionTestDatabase({ port: Number(process.env.TEST_DB_PORT || 54339), label: 'int' })
  const env = testEnv(db.uri, { NODE_ENV: 'test' })
  const out = await runTask('scripts/tasks/prepare-database.ts', { env, quiet: true })
  if (process.env.DEBUG_TEST_DB) console.log(out)
  const workers = Math.max(1, globalConfig.maxWorkers || 1)
  const copies = []
  for (let worker = 1; worker <= workers; worker++) copies.push(await copyTestDatabase(db, `w${worker}`))
  globalThis.__PTA_TEST_DB__ = {
    destroy: async () => {
      for (const copy of copies) await copy.destroy()
      await db.destroy()
    },
  }
  process.env.PTA_INT_DATABASES = JSON.stringify(copies.map((copy) => copy.uri))
  // The migrated original, left unconnected: suites that need a database of their own copy it.
  process.env.PTA_INT_TEMPLATE_DB = db.name
  process.env.DATABASE_URI = copies[0].uri
  process.env.PAYLOAD_SECRET = env.PAYLOAD_SECRET
  process.env.MAIL_OUTBOX_DIR = env.MAIL_OUTBOX_DIR
  // Worker n's mail tests listen on TEST_SMTP_PORT + n - 1.
  process.env.PTA_INT_SMTP_BASE = process.env.TEST_SMTP_PORT || '2526'
  process.env.CONTACT_TO = 'board@pta.test'
  // Tests run jobs explicitly (and through the endpoints' immediate kick); no minute cron in the test process.
  process.env.PAYLOAD_JOBS_AUTORUN = 'false'
  process.env.MAIL_FROM = 'PTA Website <no-reply@pta.test>'
  // Payload checks its packages' versions on each start outside production: once per test file, for nothing.
  process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
  // Cheap admin code hashes (src/lib/env.ts): sign-ins are most of what the auth files do.
  process.env.ADMIN_CODE_HASH_COST = TEST_HASH_COST
}
