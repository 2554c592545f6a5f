// Run by the e2e global setup as a task (scripts/lib/run-task.mjs): prepares the database like a real
// start (migrations, ADMIN_CODE, demo content), then one document per collection for the access tests.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { getPayload } from 'payload'

import { prepareDatabase } from '@/seed/prepare-database'

import { createOneOfEach } from './fixtures'

const payload = await getPayload({ config, disableOnInit: true })
await prepareDatabase(payload, { seed: true })
const docs = await createOneOfEach(payload)
// Pop-up announcements open over every page: the e2e site starts with none active (the seeded welcome
// pop-up is switched off); the pop-up tests create their own and delete them again.
await payload.update({ collection: 'announcements', where: { type: { in: ['info', 'success', 'warning', 'error'] } }, data: { active: false } })
const out = process.env.E2E_FIXTURES_FILE || path.resolve('.data', 'e2e-fixtures.json')
mkdirSync(path.dirname(out), { recursive: true })
writeFileSync(
  out,
  JSON.stringify({
    announcements: docs.announcement.id,
    subscriptions: docs.subscription.id,
    'contact-inquiries': docs.inquiry.id,
    media: docs.media.id,
    'admin-codes': docs.adminCode.id,
  }),
)
// Payload keeps its pool open; the task is done.
process.exit(0)
