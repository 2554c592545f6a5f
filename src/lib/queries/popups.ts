import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import { POPUP_TYPES } from '@/lib/validations/announcement'

export type PopupAnnouncement = {
  id: number
  title: string
  content: string
  type: (typeof POPUP_TYPES)[number]
  /** Part of the dismissal key: an edited announcement shows again. */
  version: string
  /** When its window ends (the browser stops showing it then, even from a cached page). */
  visibleUntil: string | null
  imageUrl: string | null
  imageAlt: string
}

const read = async (): Promise<PopupAnnouncement[]> => {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'announcements',
    where: { type: { in: [...POPUP_TYPES] } },
    sort: '-createdAt',
    limit: 10,
    depth: 1,
    overrideAccess: false,
    user: null,
  })
  return result.docs.map((doc) => {
    const media = doc.image && typeof doc.image === 'object' ? doc.image : null
    return {
      id: doc.id,
      title: doc.title,
      content: doc.content ?? '',
      type: doc.type as PopupAnnouncement['type'],
      version: doc.updatedAt,
      visibleUntil: doc.visibleUntil ?? null,
      imageUrl: media?.sizes?.card?.url ?? media?.url ?? null,
      imageAlt: media?.alt ?? '',
    }
  })
}

/**
 * Pop-up announcements an anonymous visitor may see now (active, inside their window), newest first.
 * Cached with the pop-ups tag (expired by any change); windows move with time, so at most 5 minutes old.
 */
const cached = unstable_cache(read, ['current-popups'], { tags: [CACHE_TAGS.popups], revalidate: 300 })

/** SPEC §8: read errors are logged only; the site simply shows no pop-up. */
export async function getCurrentPopups(): Promise<PopupAnnouncement[]> {
  try {
    return await cached()
  } catch (err) {
    console.error('[queries] could not read pop-ups:', err instanceof Error ? err.message : err)
    return []
  }
}
