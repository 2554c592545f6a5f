import { z } from 'zod'

import { ANNOUNCEMENT_TYPES } from '@/features/announcements/types'
import { instantAt, isSchoolDate, schoolDateOf } from '@/lib/school-clock'

const dateOnly = z
  .string()
  .trim()
  .refine((v) => v === '' || isSchoolDate(v), 'Enter a valid date.')

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

/** SPEC §3: on edit, a date shows as its day at the school. */
export const toDateInput = (value: string | null | undefined, timeZone: string): string => (value ? schoolDateOf(value, timeZone) : '')

/**
 * The REST body: empty dates saved as null; a date input means that school day, sent as its first
 * instant at the school (the server snaps all-day dates to it as well).
 */
export function toAnnouncementBody(values: AnnouncementFormValues, image: number | null, active: boolean, timeZone: string) {
  const date = (v: string) => (v ? instantAt(v, null, timeZone).toISOString() : null)
  return {
    title: values.title.trim(),
    content: values.content,
    type: values.type,
    active,
    allDay: true,
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
