import { unstable_cache } from 'next/cache'

import { ANNOUNCEMENT_TAGS, POPUP_TYPES, toPopupAnnouncement, type PopupAnnouncement } from '@/features/announcements'
import { DEFAULT_LOCALE, type AppLocale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

import { lastGood } from './last-good'
import { ownTexts } from './own-texts'

export type { PopupAnnouncement } from '@/features/announcements'

const read = async (locale: AppLocale): Promise<PopupAnnouncement[]> => {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'announcements',
    where: { type: { in: [...POPUP_TYPES] } },
    sort: '-createdAt',
    limit: 10,
    pagination: false,
    depth: 1,
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    overrideAccess: false,
    user: null,
  })
  const own = await ownTexts(payload, result.docs, locale)
  return result.docs.map((doc) => toPopupAnnouncement(doc, locale, own?.get(doc.id))).filter((p): p is PopupAnnouncement => p !== null)
}

/**
 * Pop-up announcements an anonymous visitor may see now (active, inside their window), newest first.
 * Cached per language with the pop-ups tag (expired by any change); windows move with time, so at most 5 minutes old.
 */
const cached = unstable_cache(read, ['current-popups'], { tags: [ANNOUNCEMENT_TAGS.popups], revalidate: 300 })

/** SPEC §8: read errors are logged only; the site shows the pop-ups it last read, or none. */
export const getCurrentPopups = (locale: AppLocale = DEFAULT_LOCALE): Promise<PopupAnnouncement[]> =>
  lastGood('pop-ups', `popups:${locale}`, () => cached(locale), [])
