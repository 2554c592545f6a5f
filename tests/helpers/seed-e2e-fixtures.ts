// Run by the e2e global setup with `payload run`: one document per collection for the access tests.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { getPayload } from 'payload'

import { createOneOfEach } from './fixtures'

const payload = await getPayload({ config })
const docs = await createOneOfEach(payload)
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
await payload.destroy()
