import type { Announcement } from '@/payload-types'

import type { PopupType } from './types'
import { popsUp } from './types'

/** What public pages need of an announcement (no internal fields); texts in the language it was read in. */
export type PublicAnnouncement = {
  id: number
  title: string
  content: string
  createdAt: string
  startDate: string | null
  endDate: string | null
  /** All-day dates are the first instant of their school day; show only the day. */
  allDay: boolean
  imageUrl: string | null
  imageAlt: string
}

export type PopupAnnouncement = {
  id: number
  title: string
  content: string
  type: PopupType
  /** Part of the dismissal key: an edited announcement shows again. */
  version: string
  /** When its window ends (the browser stops showing it then, even from a cached page). */
  visibleUntil: string | null
  imageUrl: string | null
  imageAlt: string
}

function imageOf(image: Announcement['image']): { url: string | null; alt: string } {
  if (!image || typeof image === 'number') return { url: null, alt: '' }
  return { url: image.sizes?.card?.url ?? image.url ?? null, alt: image.alt ?? '' }
}

export function toPublicAnnouncement(doc: Announcement): PublicAnnouncement {
  const image = imageOf(doc.image)
  return {
    id: doc.id,
    title: doc.title ?? '',
    content: doc.content ?? '',
    createdAt: doc.createdAt,
    startDate: doc.startDate ?? null,
    endDate: doc.endDate ?? null,
    allDay: doc.allDay !== false,
    imageUrl: image.url,
    imageAlt: image.alt,
  }
}

/** A pop-up, or null for a document that is not of a pop-up type. */
export function toPopupAnnouncement(doc: Announcement): PopupAnnouncement | null {
  if (!popsUp(doc.type)) return null
  const image = imageOf(doc.image)
  return {
    id: doc.id,
    title: doc.title ?? '',
    content: doc.content ?? '',
    type: doc.type,
    version: doc.updatedAt,
    visibleUntil: doc.visibleUntil ?? null,
    imageUrl: image.url,
    imageAlt: image.alt,
  }
}
