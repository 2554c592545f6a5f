// Jest (int project): one fresh database per run, migrated with the committed migrations.
import path from 'node:path'

import { runProcess } from './run-process.mjs'
import { projectRoot, provisionTestDatabase, testEnv } from './test-database.mjs'

export default async function globalSetup() {
  const db = await provisionTestDatabase({ port: Number(process.env.TEST_DB_PORT || 54339), label: 'int' })
  globalThis.__PTA_TEST_DB__ = db
  const env = testEnv(db.uri, { NODE_ENV: 'test' })
  const out = await runProcess(process.execPath, [path.join(projectRoot, 'node_modules/payload/bin.js'), 'migrate'], {
    env,
    cwd: projectRoot,
  })
  if (process.env.DEBUG_TEST_DB) console.log(out)
  process.env.DATABASE_URI = env.DATABASE_URI
  process.env.PAYLOAD_SECRET = env.PAYLOAD_SECRET
  process.env.MAIL_OUTBOX_DIR = env.MAIL_OUTBOX_DIR
}
