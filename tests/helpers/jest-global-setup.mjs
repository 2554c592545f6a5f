// Jest (int project): one fresh database per run, migrated with the committed migrations through
// Payload's Node API (a task, not the CLI).
import { runTask } from '../../scripts/lib/run-task.mjs'
import { provisionTestDatabase, testEnv } from './test-database.mjs'

export default async function globalSetup() {
  const db = await provisionTestDatabase({ port: Number(process.env.TEST_DB_PORT || 54339), label: 'int' })
  globalThis.__PTA_TEST_DB__ = db
  const env = testEnv(db.uri, { NODE_ENV: 'test' })
  const out = await runTask('scripts/tasks/prepare-database.ts', { env, quiet: true })
  if (process.env.DEBUG_TEST_DB) console.log(out)
  process.env.DATABASE_URI = env.DATABASE_URI
  process.env.PAYLOAD_SECRET = env.PAYLOAD_SECRET
  process.env.MAIL_OUTBOX_DIR = env.MAIL_OUTBOX_DIR
  // Mail tests start a real SMTP server on this loopback port (tests/helpers/smtp-sink.ts).
  process.env.SMTP_URL = `smtp://127.0.0.1:${process.env.TEST_SMTP_PORT || 2526}`
  process.env.CONTACT_TO = 'board@pta.test'
  // Tests run jobs explicitly (and through the endpoints' immediate kick); no minute cron in the test process.
  process.env.PAYLOAD_JOBS_AUTORUN = 'false'
  process.env.MAIL_FROM = 'PTA Website <no-reply@pta.test>'
}
