import type { Payload } from 'payload'

import type { OwnTexts } from '@/features/announcements'
import { DEFAULT_LOCALE, type AppLocale } from '@/i18n/locales'

/**
 * Which of these announcements officers wrote in `locale` (title and content each): the others show the
 * English text, which the page then marks `lang="en"` for screen readers. One query per cached list; none
 * in English.
 */
export async function ownTexts(payload: Payload, ids: number[], locale: AppLocale): Promise<Map<number, OwnTexts> | null> {
  if (locale === DEFAULT_LOCALE || !ids.length) return null
  const { docs } = await payload.find({
    collection: 'announcements',
    where: { id: { in: ids } },
    select: { title: true, content: true },
    locale,
    fallbackLocale: false,
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: false,
    user: null,
  })
  return new Map(docs.map((doc) => [doc.id, { title: Boolean(doc.title?.trim()), content: Boolean(doc.content?.trim()) }]))
}
