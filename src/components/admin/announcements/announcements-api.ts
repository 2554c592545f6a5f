import { fetchJson } from '@/lib/http/fetch-json'
import type { MailingProgress } from '@/features/mailings/progress'
import type { Announcement, Media } from '@/payload-types'

import { SESSION_ENDED } from '../session-client'

/** The admin screen's calls to Payload REST, sent with the session cookie (same origin only). */
export const PAGE_SIZE = 20

export type AnnouncementRow = Announcement & { image?: number | Media | null }
export type AnnouncementList = { docs: AnnouncementRow[]; page: number; totalPages: number; totalDocs: number }

type Call = { method?: string; json?: unknown; form?: FormData }


async function call<T>(path: string, init: Call = {}): Promise<T> {
  const res = await fetchJson<T & { errors?: { message?: string }[]; error?: string }>(`/api${path}`, init)
  if (res.status === 0) throw new Error('Could not reach the server. Check your connection and try again.')
  if (res.status === 401 || res.status === 403) throw new Error(SESSION_ENDED)
  if (!res.ok || res.body === null) throw new Error(res.body?.errors?.[0]?.message || res.body?.error || `HTTP ${res.status}`)
  return res.body
}

const json = (method: string, body: unknown): Call => ({ method, json: body })

/** SPEC §7 call 6, paged: newest first. */
export const listAnnouncements = (page: number) =>
  call<AnnouncementList>(`/announcements?sort=-createdAt&limit=${PAGE_SIZE}&page=${page}&depth=1`)

export type AnnouncementBody = Pick<Announcement, 'title' | 'content' | 'type' | 'active' | 'allDay' | 'startDate' | 'endDate'> & { image: number | null }

export const createAnnouncement = (body: AnnouncementBody) => call<{ doc: Announcement }>('/announcements?depth=0', json('POST', body))

export const updateAnnouncement = (id: number, body: Partial<AnnouncementBody>) =>
  call<{ doc: Announcement }>(`/announcements/${id}?depth=0`, json('PATCH', body))

/** The Spanish part of an announcement (no fallback: empty when officers wrote none). */
export const spanishOf = (id: number) =>
  call<Pick<Announcement, 'title' | 'content'>>(`/announcements/${id}?locale=es&fallback-locale=none&depth=0`)

/** Saves (or clears, with empty texts) the Spanish title and content. */
export const saveSpanish = (id: number, body: { title: string; content: string }) =>
  call<{ doc: Announcement }>(`/announcements/${id}?locale=es&depth=0`, json('PATCH', body))

export const deleteAnnouncement = (id: number) => call<{ doc: Announcement }>(`/announcements/${id}`, { method: 'DELETE' })

/** SPEC §7 call 7: the image goes to the media collection, named announcement-{timestamp}.{extension}. */
export async function uploadImage(file: File, alt: string): Promise<number> {
  const extension = (file.name.split('.').pop() || 'jpg').toLowerCase().replace(/[^a-z0-9]/g, '')
  const form = new FormData()
  form.append('file', file, `announcement-${Date.now()}.${extension}`)
  form.append('_payload', JSON.stringify({ alt }))
  const { doc } = await call<{ doc: Media }>('/media?depth=0', { method: 'POST', form })
  return doc.id
}

/** A stored image's description (alt text) in English, or in Spanish (none: null), changed without uploading it again. */
export const setImageAlt = (id: number, alt: string | null, locale: 'en' | 'es' = 'en') =>
  call<{ doc: Media }>(`/media/${id}?depth=0&locale=${locale}`, json('PATCH', { alt }))

/** An image's Spanish description (no fallback: empty when officers wrote none). */
export const spanishImageAltOf = (id: number) =>
  call<Pick<Media, 'alt'>>(`/media/${id}?locale=es&fallback-locale=none&depth=0`).then((media) => media.alt ?? '')

/**
 * Ticks or unticks "Email this to subscribers": sent last, after the English and Spanish texts are saved,
 * so the mail goes out with both languages.
 */
export const setEmailSubscribers = (id: number, emailSubscribers: boolean) =>
  call<{ doc: Announcement }>(`/announcements/${id}?depth=0`, json('PATCH', { emailSubscribers }))

export type { MailingProgress }

/** An error's message, for a toast's second line. */
export const reasonOf = (err: unknown): string | undefined => (err instanceof Error && err.message ? err.message : undefined)

/** The latest mailing of each announcement on the page, with queued / sent / failed / skipped counts. */
export const mailingProgress = (ids: number[]) =>
  call<{ progress: Record<string, MailingProgress> }>(`/mailing-progress?announcements=${ids.join(',')}`).then((r) => r.progress)

/** "Send again": one more round to every current subscriber. */
export const sendAgain = (id: number) => call<{ ok: true; round: number }>('/mailing-send-again', json('POST', { announcement: id }))
