import { listOf, type AnnouncementList } from './types'

/** Cache tags of the public announcement lists; readers attach them and save/delete hooks expire them. */
export const ANNOUNCEMENT_TAGS = {
  news: 'announcements:news',
  events: 'announcements:events',
  popups: 'announcements:popups',
} as const satisfies Record<AnnouncementList, string>

type Typed = { type?: string | null } | null | undefined

/** The cache tag of the public list that shows announcements of this type. */
export function tagForType(type: string | null | undefined): string | null {
  const list = listOf(type)
  return list ? ANNOUNCEMENT_TAGS[list] : null
}

/** Exactly the tags a change affects: the list the document is in now and the one it was in before. */
export function tagsForAnnouncementChange(doc: Typed, previousDoc?: Typed): string[] {
  const tags = [tagForType(doc?.type), tagForType(previousDoc?.type)].filter((t): t is string => Boolean(t))
  return [...new Set(tags)]
}
