// Jest (int project), before each test file's modules load: the resources of the worker running it. Each
// worker has its own copy of the test database (jest-global-setup.mjs), its own loopback SMTP port (mail
// tests start a real SMTP server there, tests/helpers/smtp-sink.ts), its own outbox and media folders.
import path from 'node:path'

const worker = Math.max(1, Number(process.env.JEST_WORKER_ID || 1))
const databases = JSON.parse(process.env.PTA_INT_DATABASES || '[]')
if (databases.length) process.env.DATABASE_URI = databases[(worker - 1) % databases.length]

const smtpPort = Number(process.env.PTA_INT_SMTP_BASE || 2526) + worker - 1
process.env.TEST_SMTP_PORT = String(smtpPort)
process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..')
process.env.MAIL_OUTBOX_DIR = path.join(root, '.data', `test-outbox-w${worker}`)
process.env.MEDIA_DIR = path.join(root, '.data', `test-media-w${worker}`)
