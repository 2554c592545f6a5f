import { emptyAnnouncementForm, toDateInput, toTimeInput, type AnnouncementFormValues } from '@/lib/validations/announcement'

import type { AnnouncementRow } from './announcements-api'

/** The row's stored image: its id, the name the dialog shows, a small picture of it, and its description (alt text). */
export type StoredImage = { id: number; name: string; alt: string; preview: string | null }

export const imageOf = (row: AnnouncementRow | null): StoredImage | null => {
  if (!row?.image) return null
  if (typeof row.image === 'number') return { id: row.image, name: `Image #${row.image}`, alt: '', preview: null }
  const { id, filename, alt, url, sizes } = row.image
  return { id, name: filename ?? `Image #${id}`, alt: alt ?? '', preview: sizes?.thumbnail?.url ?? url ?? null }
}

/**
 * The dialog's starting values: a new announcement's empty form, or the row's (its dates as school days).
 * An image whose description is its title (how images were stored before the description field, and
 * still when it is left empty) starts with an empty description.
 */
export function valuesOf(row: AnnouncementRow | null, timeZone: string): AnnouncementFormValues {
  if (!row) return emptyAnnouncementForm
  const alt = imageOf(row)?.alt.trim() ?? ''
  return {
    title: row.title ?? '',
    content: row.content ?? '',
    type: row.type,
    startDate: toDateInput(row.startDate, timeZone),
    endDate: toDateInput(row.endDate, timeZone),
    startTime: toTimeInput(row.startDate, row.allDay, timeZone),
    endTime: toTimeInput(row.endDate, row.allDay, timeZone),
    titleEs: '',
    contentEs: '',
    emailSubscribers: row.emailSubscribers === true,
    imageAlt: alt.toLowerCase() === (row.title ?? '').trim().toLowerCase() ? '' : alt,
    // Read with the rest of the Spanish part, after the dialog opens.
    imageAltEs: '',
  }
}
