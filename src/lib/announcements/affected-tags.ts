import { CACHE_TAGS } from '@/lib/cache-tags'

type Typed = { type?: string | null } | null | undefined

/** The cache tag of the public lists that show announcements of this type. */
export function tagForType(type: string | null | undefined): string | null {
  if (type === 'news') return CACHE_TAGS.news
  if (type === 'event') return CACHE_TAGS.events
  if (type === 'info' || type === 'success' || type === 'warning' || type === 'error') return CACHE_TAGS.popups
  return null
}

/** Exactly the tags a change affects: the list the document is in now and the one it was in before. */
export function tagsForAnnouncementChange(doc: Typed, previousDoc?: Typed): string[] {
  const tags = [tagForType(doc?.type), tagForType(previousDoc?.type)].filter((t): t is string => Boolean(t))
  return [...new Set(tags)]
}
