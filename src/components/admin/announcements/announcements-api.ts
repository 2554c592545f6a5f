import type { Announcement, Media } from '@/payload-types'

/** The admin screen's calls to Payload REST, sent with the session cookie (same origin only). */
export const PAGE_SIZE = 20

export type AnnouncementRow = Announcement & { image?: number | Media | null }
export type AnnouncementList = { docs: AnnouncementRow[]; page: number; totalPages: number; totalDocs: number }

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`/api${path}`, { credentials: 'same-origin', ...init, headers: { accept: 'application/json', ...init.headers } })
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { errors?: { message?: string }[] } | null
    throw new Error(body?.errors?.[0]?.message || `HTTP ${res.status}`)
  }
  return (await res.json()) as T
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

/** SPEC §7 call 6, paged: newest first. */
export const listAnnouncements = (page: number) =>
  call<AnnouncementList>(`/announcements?sort=-createdAt&limit=${PAGE_SIZE}&page=${page}&depth=1`)

export type AnnouncementBody = Pick<Announcement, 'title' | 'content' | 'type' | 'active' | 'startDate' | 'endDate'> & { image: number | null }

export const createAnnouncement = (body: AnnouncementBody) => call<{ doc: Announcement }>('/announcements?depth=0', json('POST', body))

export const updateAnnouncement = (id: number, body: Partial<AnnouncementBody>) =>
  call<{ doc: Announcement }>(`/announcements/${id}?depth=0`, json('PATCH', body))

export const deleteAnnouncement = (id: number) => call<{ doc: Announcement }>(`/announcements/${id}`, { method: 'DELETE' })

/** SPEC §7 call 7: the image goes to the media collection, named announcement-{timestamp}.{extension}. */
export async function uploadImage(file: File, alt: string): Promise<number> {
  const extension = (file.name.split('.').pop() || 'jpg').toLowerCase().replace(/[^a-z0-9]/g, '')
  const form = new FormData()
  form.append('file', file, `announcement-${Date.now()}.${extension}`)
  form.append('_payload', JSON.stringify({ alt }))
  const { doc } = await call<{ doc: Media }>('/media?depth=0', { method: 'POST', body: form })
  return doc.id
}
