import { DEFAULT_LOCALE, type AppLocale } from '@/i18n/locales'
import type { Announcement, AnnouncementsSelect } from '@/payload-types'

import type { PopupType } from './types'
import { popsUp } from './types'

/** An uploaded picture's candidates as `srcset` lists: WebP always, AVIF for images uploaded since it was added. */
export type ImageSources = { webp: string; avif: string | null }

/** What public pages need of an announcement (no internal fields); texts in the language it was read in. */
export type PublicAnnouncement = {
  id: number
  title: string
  content: string
  createdAt: string
  /** When it was last edited: calendar apps see a revised event by it (DTSTAMP, SEQUENCE). */
  updatedAt: string
  startDate: string | null
  endDate: string | null
  /** All-day dates are the first instant of their school day; show only the day. */
  allDay: boolean
  imageUrl: string | null
  imageAlt: string
  imageSources: ImageSources | null
} & TextLanguages

/** What officers wrote in the page's language: title and content (each yes or no), the picture's description. */
export type OwnTexts = { title: boolean; content: boolean; imageAlt?: string }

/** Set only for a text shown in another language than the page's (the English where no Spanish was written). */
export type TextLanguages = { titleLang?: AppLocale; contentLang?: AppLocale }

/**
 * What a Spanish page says beside an announcement shown in English (officers wrote no Spanish): all of it
 * (the title, and the content if there is any), or only its content. None on English pages, none when what
 * shows is in the page's language, and none for an English title over a Spanish content (the title is
 * marked English; the reader has the content in their language).
 */
export function englishOnlyNote(item: TextLanguages & { content: string }): 'onlyInEnglish' | 'detailsInEnglish' | null {
  const englishContent = Boolean(item.contentLang && item.content.trim())
  if (item.titleLang) return englishContent || !item.content.trim() ? 'onlyInEnglish' : null
  return englishContent ? 'detailsInEnglish' : null
}

const textLanguages = (own: OwnTexts | undefined): TextLanguages => ({
  ...(own && !own.title ? { titleLang: DEFAULT_LOCALE } : {}),
  ...(own && !own.content ? { contentLang: DEFAULT_LOCALE } : {}),
})

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
  imageSources: ImageSources | null
} & TextLanguages

type Size = { url?: string | null; width?: number | null } | undefined

/**
 * Payload writes the URLs of its file route (/api/media/file/…) with its serverURL (SITE_URL) in front. Pages
 * use them as paths, so the pictures load from whatever address the site was opened at (127.0.0.1, a LAN
 * name, the public domain) under its `img-src 'self'`; feeds and mail make them absolute again.
 */
const onThisSite = (url: string): string => (url.startsWith('/') ? url : url.replace(/^https?:\/\/[^/]+(?=\/api\/media\/file\/)/, ''))

/** `url 400w, url 800w` of the sizes that were made (a small upload is not enlarged: its sizes may share a width). */
function srcSet(...sizes: Size[]): string | null {
  const made = sizes
    .filter((size): size is { url: string; width: number } => Boolean(size?.url && size.width))
    .filter((size, i, all) => all.findIndex((other) => other.width === size.width) === i)
  return made.length ? made.map((size) => `${onThisSite(size.url)} ${size.width}w`).join(', ') : null
}

/**
 * The words read out for an announcement's picture: its description in the page's language (on Spanish
 * pages and mails only one an officer wrote in Spanish, `OwnTexts.imageAlt`: an English one is not read
 * out there). The picture always sits beside the announcement's title (card, pop-up, mail), so a
 * description that only repeats the title is read as nothing (`alt=""`: screen readers would say the
 * title twice); the admin stores the English title as the description when the officer wrote none.
 */
export function pictureAlt(description: string | null | undefined, title: string): string {
  const alt = (description ?? '').trim()
  return alt.toLowerCase() === title.trim().toLowerCase() ? '' : alt
}

/** The description to read in `locale`: the stored one in English, the officers' own elsewhere. */
export const describedIn = (stored: string | null | undefined, locale: AppLocale, own: OwnTexts | undefined): string | null | undefined =>
  locale === DEFAULT_LOCALE ? stored : own?.imageAlt

/** The fields the public shape reads: public lists select only these (less to read and shape per row). */
export const PUBLIC_ANNOUNCEMENT_SELECT = {
  title: true,
  content: true,
  createdAt: true,
  updatedAt: true,
  startDate: true,
  endDate: true,
  allDay: true,
  image: true,
} as const satisfies AnnouncementsSelect<true>

/** An announcement read with PUBLIC_ANNOUNCEMENT_SELECT (a whole document qualifies too). */
export type PublicSource = Pick<Announcement, 'id' | keyof typeof PUBLIC_ANNOUNCEMENT_SELECT>

function imageOf(doc: Pick<Announcement, 'image' | 'title'>, locale: AppLocale, own: OwnTexts | undefined): { url: string | null; alt: string; sources: ImageSources | null } {
  const image = doc.image
  if (!image || typeof image === 'number') return { url: null, alt: '', sources: null }
  const sizes = image.sizes
  const webp = srcSet(sizes?.thumbnail, sizes?.card)
  const sources = webp ? { webp, avif: srcSet(sizes?.thumbnailAvif, sizes?.cardAvif) } : null
  const url = sizes?.card?.url ?? image.url
  return { url: url ? onThisSite(url) : null, alt: pictureAlt(describedIn(image.alt, locale, own), doc.title ?? ''), sources }
}

/**
 * The public shape of an announcement read in `locale` (its texts in that language, or the English where
 * `own` says none was written).
 */
export function toPublicAnnouncement(doc: PublicSource, locale: AppLocale = DEFAULT_LOCALE, own?: OwnTexts): PublicAnnouncement {
  const image = imageOf(doc, locale, own)
  return {
    ...textLanguages(own),
    id: doc.id,
    title: doc.title ?? '',
    content: doc.content ?? '',
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    startDate: doc.startDate ?? null,
    endDate: doc.endDate ?? null,
    allDay: doc.allDay !== false,
    imageUrl: image.url,
    imageAlt: image.alt,
    imageSources: image.sources,
  }
}

/** A pop-up, or null for a document that is not of a pop-up type. */
export function toPopupAnnouncement(doc: Announcement, locale: AppLocale = DEFAULT_LOCALE, own?: OwnTexts): PopupAnnouncement | null {
  if (!popsUp(doc.type)) return null
  const image = imageOf(doc, locale, own)
  return {
    ...textLanguages(own),
    id: doc.id,
    title: doc.title ?? '',
    content: doc.content ?? '',
    type: doc.type,
    version: doc.updatedAt,
    visibleUntil: doc.visibleUntil ?? null,
    imageUrl: image.url,
    imageAlt: image.alt,
    imageSources: image.sources,
  }
}
