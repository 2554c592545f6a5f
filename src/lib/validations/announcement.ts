import { z } from 'zod'

/** The six announcement types (SPEC §3): four pop-up types, plus the calendar's 'event' and the 'news' type. */
export const ANNOUNCEMENT_TYPE_OPTIONS = [
  { value: 'info', label: 'Information' },
  { value: 'success', label: 'Success' },
  { value: 'warning', label: 'Warning' },
  { value: 'error', label: 'Error' },
  { value: 'event', label: 'Event' },
  { value: 'news', label: 'News' },
] as const

export const ANNOUNCEMENT_TYPES = ['info', 'success', 'warning', 'error', 'event', 'news'] as const
export type AnnouncementTypeValue = (typeof ANNOUNCEMENT_TYPES)[number]

/** Types shown as pop-ups on the public site. */
export const POPUP_TYPES = ['info', 'success', 'warning', 'error'] as const

const dateOnly = z
  .string()
  .trim()
  .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), 'Enter a valid date.')

/**
 * The admin announcement dialog (SPEC §2, §3). The spec shows no client checks; we add only what the
 * server would refuse anyway (Payload: title required, lengths), so an officer sees why before saving.
 */
export const announcementSchema = z
  .object({
    title: z.string().trim().min(1, 'Enter a title.').max(200, 'Use at most 200 characters.'),
    content: z.string().max(5000, 'Use at most 5,000 characters.'),
    type: z.enum(ANNOUNCEMENT_TYPES),
    startDate: dateOnly,
    endDate: dateOnly,
  })
  .refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, {
    path: ['endDate'],
    message: 'The end date cannot be before the start date.',
  })

export type AnnouncementFormValues = z.infer<typeof announcementSchema>

/** SPEC §3 form defaults: empty title, content, dates and image; type info (active true on save). */
export const emptyAnnouncementForm: AnnouncementFormValues = { title: '', content: '', type: 'info', startDate: '', endDate: '' }

/** SPEC §3: on edit, dates are trimmed to the date part. */
export const toDateInput = (value: string | null | undefined): string => (value ? value.slice(0, 10) : '')

/** The REST body: empty dates saved as null; a date input means that calendar day (midnight UTC). */
export function toAnnouncementBody(values: AnnouncementFormValues, image: number | null, active: boolean) {
  const date = (v: string) => (v ? `${v}T00:00:00.000Z` : null)
  return {
    title: values.title.trim(),
    content: values.content,
    type: values.type,
    active,
    startDate: date(values.startDate),
    endDate: date(values.endDate),
    image,
  }
}

/** DESIGN §4 uploads, checked in the browser too (the server sniffs the bytes and decides). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif'
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

export function imageFileProblem(file: File): string | null {
  if (!IMAGE_ACCEPT.split(',').includes(file.type)) return 'Choose a JPEG, PNG, WebP or GIF image.'
  if (file.size > MAX_IMAGE_BYTES) return 'Choose an image of at most 5 MB.'
  return null
}
