/**
 * The announcement types (SPEC §3), in one table: everything else (collection options, form schema,
 * badges, pop-up list, cache tags) is derived from it. A new type is one row here.
 * - `label`: its name in /cms; `option`: its text in the admin dialog's select (SPEC §5: info labelled
 *   Information, the others by value); the pop-up badge's words in each language are `announcementPopup.types`;
 * - `list`: where the public site shows it (pop-ups, the calendar's events, or news);
 * - `urgent`: its pop-up is an alert dialog (screen readers announce it assertively);
 * - `badge` / `accent`: its colours (SPEC §2: info blue, success green, warning yellow, error red), always with text.
 */
export const ANNOUNCEMENT_TYPE_TABLE = {
  info: { label: 'Information', option: 'Information', list: 'popups', urgent: false, badge: 'bg-blue-100 text-blue-900 ring-blue-300', accent: 'border-blue-600' },
  success: { label: 'Success', option: 'success', list: 'popups', urgent: false, badge: 'bg-green-100 text-green-900 ring-green-300', accent: 'border-green-600' },
  warning: { label: 'Warning', option: 'warning', list: 'popups', urgent: true, badge: 'bg-yellow-100 text-yellow-900 ring-yellow-400', accent: 'border-yellow-500' },
  error: { label: 'Error', option: 'error', list: 'popups', urgent: true, badge: 'bg-red-100 text-red-900 ring-red-300', accent: 'border-red-600' },
  event: { label: 'Event', option: 'event', list: 'events', urgent: false, badge: 'bg-purple-100 text-purple-900 ring-purple-300', accent: 'border-purple-600' },
  news: { label: 'News', option: 'news', list: 'news', urgent: false, badge: 'bg-slate-200 text-slate-900 ring-slate-400', accent: 'border-slate-600' },
} as const satisfies Record<string, { label: string; option: string; list: 'popups' | 'events' | 'news'; urgent: boolean; badge: string; accent: string }>

type Table = typeof ANNOUNCEMENT_TYPE_TABLE
export type AnnouncementType = keyof Table
export type AnnouncementList = Table[AnnouncementType]['list']
/** The types that pop up on the public site. */
export type PopupType = { [K in AnnouncementType]: Table[K]['list'] extends 'popups' ? K : never }[AnnouncementType]

/** Every type, in table order (a non-empty tuple, as zod's enum wants). */
export const ANNOUNCEMENT_TYPES = Object.keys(ANNOUNCEMENT_TYPE_TABLE) as [AnnouncementType, ...AnnouncementType[]]

/** The type a new announcement starts with (the collection's default and the admin form's). */
export const DEFAULT_ANNOUNCEMENT_TYPE: AnnouncementType = 'info'

export const isAnnouncementType = (value: unknown): value is AnnouncementType =>
  typeof value === 'string' && Object.hasOwn(ANNOUNCEMENT_TYPE_TABLE, value)

export const popsUp = (type: AnnouncementType): type is PopupType => ANNOUNCEMENT_TYPE_TABLE[type].list === 'popups'

export const POPUP_TYPES: PopupType[] = ANNOUNCEMENT_TYPES.filter(popsUp)

/** The pop-up types as the admin dialog names them, in a sentence: "Information, success, warning and error". */
export const popupTypesText = (): string => {
  const names = POPUP_TYPES.map((type) => ANNOUNCEMENT_TYPE_TABLE[type].option)
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '')
}

/** { value, label } for the collection's select in /cms. */
export const ANNOUNCEMENT_TYPE_OPTIONS = ANNOUNCEMENT_TYPES.map((value) => ({ value, label: ANNOUNCEMENT_TYPE_TABLE[value].label }))

/** { value, label } for the admin dialog's select (SPEC §5 wording). */
export const ANNOUNCEMENT_TYPE_ADMIN_OPTIONS = ANNOUNCEMENT_TYPES.map((value) => ({ value, label: ANNOUNCEMENT_TYPE_TABLE[value].option }))

/** The types shown in one public list, for a `type in (…)` query. */
export const typesIn = (list: AnnouncementList): AnnouncementType[] => ANNOUNCEMENT_TYPES.filter((type) => ANNOUNCEMENT_TYPE_TABLE[type].list === list)

/** Events are shown on their day (calendar, home, feeds): one without a start date would show nowhere. */
export const needsStartDate = (type: unknown): boolean => listOf(type) === 'events'

export const START_DATE_REQUIRED = 'An event needs a start date: the calendar shows it on that day.'

/** An end before the start: the announcement would leave the site before it begins. */
export const END_BEFORE_START = 'The end date cannot be before the start date.'

/** The list a type is shown in, or null for a value that is not a type. */
export const listOf = (type: unknown): AnnouncementList | null => (isAnnouncementType(type) ? ANNOUNCEMENT_TYPE_TABLE[type].list : null)
