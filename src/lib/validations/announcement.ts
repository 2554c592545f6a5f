import { z } from './zod'

import { ANNOUNCEMENT_TYPES, DEFAULT_ANNOUNCEMENT_TYPE, END_BEFORE_START, needsStartDate, START_DATE_REQUIRED } from '@/features/announcements/types'
import { instantAt, isSchoolDate, schoolDateOf, schoolTimeOf } from '@/lib/school-clock'

const dateOnly = z
  .string()
  .trim()
  .refine((v) => v === '' || isSchoolDate(v), 'Enter a valid date.')

const timeOnly = z
  .string()
  .trim()
  .refine((v) => v === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), 'Enter a valid time.')

/** A moment as comparable text: the day, then the time (an empty time sorts first in its day). */
const moment = (date: string, time: string) => `${date}T${time || '00:00'}`

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
    /** School time; with a start time the announcement is timed, without it all-day. */
    startTime: timeOnly,
    endTime: timeOnly,
    /** The optional Spanish part; empty means the Spanish site shows the English. */
    titleEs: z.string().trim().max(200, 'Use at most 200 characters.'),
    contentEs: z.string().max(5000, 'Use at most 5,000 characters.'),
    /** News and events only: mail it to the subscribers (once; see features/mailings). */
    emailSubscribers: z.boolean(),
    /** What the image shows, for screen readers (empty: it only decorates, the title beside it says it all). */
    imageAlt: z.string().trim().max(300, 'Use at most 300 characters.'),
    /** The same in Spanish, for the Spanish site and mails (empty: nothing is read out there). */
    imageAltEs: z.string().trim().max(300, 'Use at most 300 characters.'),
  })
  .refine((v) => !needsStartDate(v.type) || v.startDate, { path: ['startDate'], message: START_DATE_REQUIRED })
  .refine((v) => !v.startTime || v.startDate, { path: ['startTime'], message: 'Choose the start date for this time.' })
  .refine((v) => !v.endTime || v.startTime, { path: ['endTime'], message: 'Give a start time too, or leave both times empty for an all-day event.' })
  .refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, {
    path: ['endDate'],
    message: END_BEFORE_START,
  })
  .refine((v) => !v.startTime || !v.endTime || moment(v.endDate || v.startDate, v.endTime) > moment(v.startDate, v.startTime), {
    path: ['endTime'],
    message: 'The end time must be after the start time. For an event that ends after midnight, set the End Date to the next day.',
  })

export type AnnouncementFormValues = z.infer<typeof announcementSchema>

/** SPEC §3 form defaults: empty title, content, dates and image; type info (active true on save). */
export const emptyAnnouncementForm: AnnouncementFormValues = {
  title: '',
  content: '',
  type: DEFAULT_ANNOUNCEMENT_TYPE,
  startDate: '',
  endDate: '',
  startTime: '',
  endTime: '',
  titleEs: '',
  contentEs: '',
  emailSubscribers: false,
  imageAlt: '',
  imageAltEs: '',
}

/** SPEC §3: on edit, a date shows as its day at the school. */
export const toDateInput = (value: string | null | undefined, timeZone: string): string => (value ? schoolDateOf(value, timeZone) : '')

/** On edit, a timed announcement's time shows as the school's wall-clock time; all-day ones have none. */
export const toTimeInput = (value: string | null | undefined, allDay: boolean | null | undefined, timeZone: string): string =>
  value && allDay === false ? schoolTimeOf(value, timeZone) : ''

/**
 * The REST body (English). All-day (no start time): a date means that school day, sent as its first
 * instant at the school (the server snaps all-day dates too). Timed: the school date and time as an
 * instant; the end is the end date (or the start date) at the end time, or the end date's last minute.
 */
export function toAnnouncementBody(values: AnnouncementFormValues, image: number | null, active: boolean, timeZone: string) {
  const at = (date: string, time: string | null) => instantAt(date, time, timeZone).toISOString()
  const allDay = !values.startTime
  const endDay = values.endDate || (values.endTime ? values.startDate : '')
  const end = !endDay ? null : allDay ? at(endDay, null) : at(endDay, values.endTime || '23:59')
  return {
    title: values.title.trim(),
    content: values.content,
    type: values.type,
    active,
    allDay,
    startDate: values.startDate ? at(values.startDate, values.startTime || null) : null,
    endDate: end,
    image,
  }
}

/** The Spanish part, saved with `?locale=es`; empty texts clear it, so the Spanish site shows the English. */
export const toSpanishBody = (values: AnnouncementFormValues) => ({ title: values.titleEs.trim(), content: values.contentEs })

/** DESIGN §4 uploads, checked in the browser too (the server sniffs the bytes and decides). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif'
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
/** The server's answer (413) to a larger file: the upload route (lib/http/multipart) and the Media hook. */
export const IMAGE_TOO_LARGE = 'The image is larger than 5 MB. Choose a smaller image.'

export function imageFileProblem(file: File): string | null {
  if (!IMAGE_ACCEPT.split(',').includes(file.type)) return 'Choose a JPEG, PNG, WebP or GIF image.'
  if (file.size > MAX_IMAGE_BYTES) return 'Choose an image of at most 5 MB.'
  return null
}
