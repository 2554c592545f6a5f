'use server'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, ValidationError } from 'payload'

import { actionEntered } from '@/lib/action-entry'
import { getAdminContext } from '@/lib/auth/server-session'
import { fieldErrorsByPath } from '@/lib/validations/field-errors'
import { SPANISH_CONTACT_FIELDS, siteSettingsSchema } from '@/lib/validations/site-settings'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'
import { DEFER_REVALIDATION, revalidateTags } from '@/lib/revalidate'
import { instantAt, schoolDateOf } from '@/lib/school-clock'

/** A Payload error path of the Spanish save, as the form names that field. */
const spanishPath = (path: string) => path.replace(/^contact\./, 'contactEs.').replace(/^(stats\.\d+)\.label$/, '$1.labelEs')

export type SaveSettingsResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> } | { ok: false; sessionEnded: true }

/**
 * Saves the site settings as the signed-in admin (Payload's own field validation runs too): the English,
 * then the Spanish of the texts visitors read. The settings cache tag is expired once, after both are
 * committed (the global's afterChange hook does it for /cms and REST saves).
 */
export async function saveSettingsAction(input: unknown): Promise<SaveSettingsResult> {
  actionEntered()
  // No redirect to the sign-in page when the session has ended: the screen keeps what the officer typed.
  const admin = await getAdminContext()
  if (!admin) return { ok: false, sessionEnded: true }
  const { payload, user } = admin
  const parsed = siteSettingsSchema.safeParse(input)
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsByPath(parsed.error) }
  const { contactEs, ...english } = parsed.data
  // The pop-up stops when that day begins at the school. A date the officer left as it was keeps the exact
  // stored end (an older install's default, midnight UTC, is not a school midnight: re-deriving it would move
  // it by hours).
  const [timeZone, stored] = await Promise.all([
    getSchoolTimeZone(),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, user }),
  ])
  const unchanged = stored.promoEndsAt && schoolDateOf(stored.promoEndsAt, timeZone) === english.promoEndsAt
  const promoEndsAt = unchanged ? stored.promoEndsAt : instantAt(english.promoEndsAt, null, timeZone).toISOString()
  const data = {
    ...english,
    promoEndsAt,
    stats: english.stats.map(({ rowId, value, label }) => ({ ...(rowId ? { id: rowId } : {}), value, label })),
    instagram: { ...english.instagram, username: english.instagram.username.replace(/^@/, '') },
  }
  // The English, then the Spanish of the texts visitors read, in one transaction: both are saved or neither.
  const req = await createLocalReq({ user, context: { [DEFER_REVALIDATION]: true } }, payload)
  await initTransaction(req)
  let stage: 'en' | 'es' = 'en'
  try {
    const saved = await payload.updateGlobal({ slug: 'site-settings', data, overrideAccess: false, user, depth: 0, req })
    // On the rows just saved; an empty text is stored as none, so the Spanish pages show the English (or
    // its Spanish starting text: lib/site-settings-locale).
    const spanishData = {
      contact: { ...saved.contact, ...Object.fromEntries(SPANISH_CONTACT_FIELDS.map((key) => [key, contactEs[key] || null])) },
      stats: (saved.stats ?? []).map((row, i) => ({ id: row.id, value: row.value, label: english.stats[i]?.labelEs || null })),
    }
    stage = 'es'
    await payload.updateGlobal({ slug: 'site-settings', locale: 'es', data: spanishData, overrideAccess: false, user, depth: 0, req })
    await commitTransaction(req)
  } catch (err) {
    await killTransaction(req)
    if (err instanceof ValidationError) {
      return { ok: false, fieldErrors: Object.fromEntries(err.data.errors.map((e) => [stage === 'es' ? spanishPath(e.path) : e.path, e.message])) }
    }
    throw err
  }
  revalidateTags([CACHE_TAGS.siteSettings])
  return { ok: true }
}
