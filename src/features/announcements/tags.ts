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

/** What the public site shows of an announcement, or uses to decide whether (and where) to show it. */
const SHOWN_FIELDS = ['title', 'content', 'type', 'active', 'allDay', 'startDate', 'endDate', 'image', 'visibleFrom', 'visibleUntil'] as const

/** A relation as its id, whether it was read populated or not. */
const idOf = (value: unknown): unknown => (typeof value === 'object' && value !== null && 'id' in value ? value.id : value) ?? null

/**
 * Whether an update changed anything the public site shows. One that did not (only "Email this to
 * subscribers", say) leaves every cached list as it is.
 */
export function changesWhatIsShown(doc: object, previousDoc: object): boolean {
  const [now, before] = [doc, previousDoc] as Array<Partial<Record<(typeof SHOWN_FIELDS)[number], unknown>>>
  return SHOWN_FIELDS.some((field) => idOf(now[field]) !== idOf(before[field]))
}

/** Exactly the tags a change affects: the list the document is in now and the one it was in before. */
export function tagsForAnnouncementChange(doc: Typed, previousDoc?: Typed): string[] {
  const tags = [tagForType(doc?.type), tagForType(previousDoc?.type)].filter((t): t is string => Boolean(t))
  return [...new Set(tags)]
}
