'use server'

import { ValidationError } from 'payload'

import { getAdminContext } from '@/lib/auth/server-session'
import { SPANISH_CONTACT_FIELDS, siteSettingsSchema } from '@/lib/validations/site-settings'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'
import { instantAt } from '@/lib/school-clock'

export type SaveSettingsResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> } | { ok: false; sessionEnded: true }

/**
 * Saves the site settings as the signed-in admin (Payload's own field validation runs too): the English,
 * then the Spanish of the texts visitors read. The global's afterChange hook expires the settings cache tag
 * for this screen, /cms and REST alike.
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
  const { contactEs, ...english } = parsed.data
  // The pop-up shows until that day begins at the school.
  const promoEndsAt = instantAt(english.promoEndsAt, null, await getSchoolTimeZone()).toISOString()
  const data = {
    ...english,
    promoEndsAt,
    stats: english.stats.map(({ value, label }) => ({ value, label })),
    instagram: { ...english.instagram, username: english.instagram.username.replace(/^@/, '') },
  }
  try {
    const saved = await payload.updateGlobal({ slug: 'site-settings', data, overrideAccess: false, user, depth: 0 })
    // Then the Spanish of the same texts, on the rows just saved; an empty one is stored as none, so the
    // Spanish pages show the English (or its Spanish starting text: lib/site-settings-locale).
    const spanishData = {
      contact: { ...saved.contact, ...Object.fromEntries(SPANISH_CONTACT_FIELDS.map((key) => [key, contactEs[key] || null])) },
      stats: (saved.stats ?? []).map((row, i) => ({ id: row.id, value: row.value, label: english.stats[i]?.labelEs || null })),
    }
    await payload.updateGlobal({ slug: 'site-settings', locale: 'es', data: spanishData, overrideAccess: false, user, depth: 0 })
  } catch (err) {
    if (err instanceof ValidationError) {
      return { ok: false, fieldErrors: Object.fromEntries(err.data.errors.map((e) => [e.path, e.message])) }
    }
    throw err
  }
  return { ok: true }
}
