import type { Payload } from 'payload'

import type { OwnTexts } from '@/features/announcements'
import { DEFAULT_LOCALE, type AppLocale } from '@/i18n/locales'
import type { Announcement } from '@/payload-types'

type Listed = Pick<Announcement, 'id' | 'image'>

const imageIdOf = (doc: Listed): number | null => (typeof doc.image === 'number' ? doc.image : (doc.image?.id ?? null))

/**
 * What officers wrote in `locale` for these announcements: title and content (each yes or no: the others
 * show the English text, which the page then marks `lang="en"` for screen readers) and their pictures'
 * descriptions (none: nothing is read out). Read as a visitor, without fallback; two queries per cached
 * list, none in English.
 */
export async function ownTexts(payload: Payload, docs: Listed[], locale: AppLocale): Promise<Map<number, OwnTexts> | null> {
  if (locale === DEFAULT_LOCALE || !docs.length) return null
  const imageIds = [...new Set(docs.map(imageIdOf).filter((id): id is number => id !== null))]
  const visitor = { locale, fallbackLocale: false as const, depth: 0, pagination: false as const, overrideAccess: false, user: null }
  const [texts, images] = await Promise.all([
    payload.find({ collection: 'announcements', where: { id: { in: docs.map((doc) => doc.id) } }, select: { title: true, content: true }, limit: docs.length, ...visitor }),
    imageIds.length
      ? payload.find({ collection: 'media', where: { id: { in: imageIds } }, select: { alt: true }, limit: imageIds.length, ...visitor })
      : { docs: [] },
  ])
  const altOf = new Map(images.docs.map((image) => [image.id, image.alt?.trim() ?? '']))
  const imageOf = new Map(docs.map((doc) => [doc.id, imageIdOf(doc)]))
  return new Map(
    texts.docs.map((doc) => {
      const imageId = imageOf.get(doc.id)
      return [doc.id, { title: Boolean(doc.title?.trim()), content: Boolean(doc.content?.trim()), imageAlt: (imageId && altOf.get(imageId)) || '' }]
    }),
  )
}
