// `npm run admin:code -- --label "President" [--expires 2026-06-30]`: issues a new admin code and prints
// it once. Only its hash is stored; a lost code cannot be recovered, only replaced.
import { parseArgs } from 'node:util'

import { issueAdminCode } from '@/lib/auth/issue-code'
import { endOfPacificDay } from '@/lib/validations/issue-admin-code'
import { migrateDatabase } from '@/seed/prepare-database'

import { withPayload } from './with-payload'

const options = { label: { type: 'string' }, expires: { type: 'string' } } as const
const { values } = parseArgs({ args: process.argv.slice(2), options, strict: true })
const label = values.label?.trim()
const expires = values.expires ? endOfPacificDay(values.expires) : null
if (!label || label.length > 80) {
  console.error('Give the code a label of at most 80 characters: --label "President"')
  process.exit(2)
}
if (values.expires && (!/^\d{4}-\d{2}-\d{2}$/.test(values.expires) || !expires || !(expires.getTime() > Date.now()))) {
  console.error('--expires must be a future date such as 2026-06-30')
  process.exit(2)
}

await withPayload(async (payload) => {
  await migrateDatabase(payload)
  const { code } = await issueAdminCode(payload, { label, expiresAt: expires?.toISOString() ?? null })
  process.stdout.write(
    `\nNew admin code for "${label}"${expires ? ` (valid until ${values.expires})` : ''}:\n\n    ${code}\n\n` +
      'It is shown only this once: give it to the officer now. Disable it at /admin/codes.\n',
  )
})
