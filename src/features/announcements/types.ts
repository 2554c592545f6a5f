/**
 * The announcement types (SPEC §3), in one table: everything else (collection options, form schema,
 * badges, pop-up list, cache tags) is derived from it. A new type is one row here.
 * - `list`: where the public site shows it (pop-ups, the calendar's events, or news);
 * - `badge` / `accent`: its colours (SPEC §2: info blue, success green, warning yellow, error red), always with text.
 */
export const ANNOUNCEMENT_TYPE_TABLE = {
  info: { label: 'Information', list: 'popups', badge: 'bg-blue-100 text-blue-900 ring-blue-300', accent: 'border-blue-600' },
  success: { label: 'Success', list: 'popups', badge: 'bg-green-100 text-green-900 ring-green-300', accent: 'border-green-600' },
  warning: { label: 'Warning', list: 'popups', badge: 'bg-yellow-100 text-yellow-900 ring-yellow-400', accent: 'border-yellow-500' },
  error: { label: 'Error', list: 'popups', badge: 'bg-red-100 text-red-900 ring-red-300', accent: 'border-red-600' },
  event: { label: 'Event', list: 'events', badge: 'bg-purple-100 text-purple-900 ring-purple-300', accent: 'border-purple-600' },
  news: { label: 'News', list: 'news', badge: 'bg-slate-200 text-slate-900 ring-slate-400', accent: 'border-slate-600' },
} as const satisfies Record<string, { label: string; list: 'popups' | 'events' | 'news'; badge: string; accent: string }>

type Table = typeof ANNOUNCEMENT_TYPE_TABLE
export type AnnouncementType = keyof Table
export type AnnouncementList = Table[AnnouncementType]['list']
/** The types that pop up on the public site. */
export type PopupType = { [K in AnnouncementType]: Table[K]['list'] extends 'popups' ? K : never }[AnnouncementType]

/** Every type, in table order (a non-empty tuple, as zod's enum wants). */
export const ANNOUNCEMENT_TYPES = Object.keys(ANNOUNCEMENT_TYPE_TABLE) as [AnnouncementType, ...AnnouncementType[]]

export const isAnnouncementType = (value: unknown): value is AnnouncementType =>
  typeof value === 'string' && Object.hasOwn(ANNOUNCEMENT_TYPE_TABLE, value)

export const popsUp = (type: AnnouncementType): type is PopupType => ANNOUNCEMENT_TYPE_TABLE[type].list === 'popups'

export const POPUP_TYPES: PopupType[] = ANNOUNCEMENT_TYPES.filter(popsUp)

/** { value, label } for selects (the collection and the admin dialog). */
export const ANNOUNCEMENT_TYPE_OPTIONS = ANNOUNCEMENT_TYPES.map((value) => ({ value, label: ANNOUNCEMENT_TYPE_TABLE[value].label }))

/** The list a type is shown in, or null for a value that is not a type. */
export const listOf = (type: unknown): AnnouncementList | null => (isAnnouncementType(type) ? ANNOUNCEMENT_TYPE_TABLE[type].list : null)
