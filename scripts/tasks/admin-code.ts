// `npm run admin:code -- --label "President" [--expires 2026-06-30]`: issues a new admin code and prints
// it once. Only its hash is stored; a lost code cannot be recovered, only replaced. The expiry date is a
// school day: the code works until the end of that day in the school's time zone (site settings).
import { parseArgs } from 'node:util'

import { issueAdminCode } from '@/lib/auth/issue-code'
import { isSchoolDate } from '@/lib/school-clock'
import { lastMomentOf } from '@/lib/validations/issue-admin-code'
import { migrateDatabase } from '@/seed/prepare-database'

import { withPayload } from './with-payload'

const options = { label: { type: 'string' }, expires: { type: 'string' } } as const
const { values } = parseArgs({ args: process.argv.slice(2), options, strict: true })
const label = values.label?.trim()
const fail = (message: string): never => {
  console.error(message)
  process.exit(2)
}
if (!label || label.length > 80) fail('Give the code a label of at most 80 characters: --label "President"')
if (values.expires !== undefined && !isSchoolDate(values.expires)) fail('--expires must be a future date such as 2026-06-30')

await withPayload(async (payload) => {
  await migrateDatabase(payload)
  const { timeZone } = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const expires = values.expires ? lastMomentOf(values.expires, timeZone) : null
  if (expires && !(expires.getTime() > Date.now())) fail('--expires must be a future date such as 2026-06-30')
  const { code } = await issueAdminCode(payload, { label: label as string, expiresAt: expires?.toISOString() ?? null })
  process.stdout.write(
    `\nNew admin code for "${label}"${expires ? ` (valid until ${values.expires})` : ''}:\n\n    ${code}\n\n` +
      'It is shown only this once: give it to the officer now. Disable it at /admin/codes.\n',
  )
})
