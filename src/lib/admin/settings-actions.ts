'use server'

import { ValidationError } from 'payload'

import { getAdminContext } from '@/lib/auth/server-session'
import { siteSettingsSchema } from '@/lib/validations/site-settings'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'
import { instantAt } from '@/lib/school-clock'

export type SaveSettingsResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> } | { ok: false; sessionEnded: true }

/**
 * Saves the site settings as the signed-in admin (Payload's own field validation runs too). The global's
 * afterChange hook expires the settings cache tag, once, for this screen, /cms and REST alike.
 */
export async function saveSettingsAction(input: unknown): Promise<SaveSettingsResult> {
  // No redirect to the sign-in page when the session has ended: the screen keeps what the officer typed.
  const admin = await getAdminContext()
  if (!admin) return { ok: false, sessionEnded: true }
  const { payload, user } = admin
  const parsed = siteSettingsSchema.safeParse(input)
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {}
    for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.')] ??= issue.message
    return { ok: false, fieldErrors }
  }
  // The pop-up shows until that day begins at the school.
  const promoEndsAt = instantAt(parsed.data.promoEndsAt, null, await getSchoolTimeZone()).toISOString()
  const data = { ...parsed.data, promoEndsAt, instagram: { ...parsed.data.instagram, username: parsed.data.instagram.username.replace(/^@/, '') } }
  try {
    await payload.updateGlobal({ slug: 'site-settings', data, overrideAccess: false, user })
  } catch (err) {
    if (err instanceof ValidationError) {
      return { ok: false, fieldErrors: Object.fromEntries(err.data.errors.map((e) => [e.path, e.message])) }
    }
    throw err
  }
  return { ok: true }
}
