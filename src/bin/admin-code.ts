import { parseArgs } from 'node:util'

import { getPayload, type SanitizedConfig } from 'payload'

import { issueAdminCode } from '@/lib/auth/issue-code'
import { isSchoolDate } from '@/lib/school-clock'
import { lastMomentOf } from '@/lib/validations/issue-admin-code'

/**
 * `npm run admin:code -- --label "President" [--expires 2026-06-30]`: issues a new admin code and
 * prints it once. Only its hash is stored; a lost code cannot be recovered, only replaced.
 */
export const script = async (config: SanitizedConfig): Promise<void> => {
  const args = process.argv.slice(process.argv.indexOf('admin-code') + 1)
  const { values } = parseArgs({ args, options: { label: { type: 'string' }, expires: { type: 'string' } }, strict: true })
  const label = values.label?.trim()
  if (!label || label.length > 80) throw new Error('Give the code a label of at most 80 characters: --label "President"')
  if (values.expires !== undefined && !isSchoolDate(values.expires)) throw new Error('--expires must be a future date such as 2026-06-30')
  const payload = await getPayload({ config, disableOnInit: true })
  const { timeZone } = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const expires = values.expires ? lastMomentOf(values.expires, timeZone) : null
  if (expires && !(expires.getTime() > Date.now())) {
    await payload.destroy()
    throw new Error('--expires must be a future date such as 2026-06-30')
  }
  const { code } = await issueAdminCode(payload, { label, expiresAt: expires?.toISOString() ?? null })
  process.stdout.write(
    `\nNew admin code for "${label}"${expires ? ` (valid until ${values.expires})` : ''}:\n\n    ${code}\n\n` +
      'It is shown only this once: give it to the officer now. Disable it at /admin/codes.\n',
  )
  await payload.destroy()
}
