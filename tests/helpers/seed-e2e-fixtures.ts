// Run by the e2e global setup with `payload run`: one document per collection for the access tests.
// The config is imported dynamically: a static import of '@payload-config' from a `payload run` script
// can leave its top-level await unsettled, and Node then exits 0 having done nothing. The exit code
// starts at 1 so that such a silent stop fails the setup instead of passing unnoticed.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { createOneOfEach } from './fixtures'

process.exitCode = 1
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const payload = await getPayload({ config })
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
await payload.destroy()
process.exitCode = 0
