import { z } from './zod'

import { isSchoolDate } from '@/lib/school-clock'

import { plainText } from './plain-text'

/** /admin/settings: the site-settings global, checked the same way in the browser and the server action. */
const https = z
  .string()
  .trim()
  .min(1, 'A link is required.')
  .refine((v) => {
    try {
      return new URL(v).protocol === 'https:'
    } catch {
      return false
    }
  }, 'Enter a full link that starts with https://')

const text = (label: string, max = 200) => plainText().min(1, `${label} is required.`).max(max, `Use at most ${max} characters.`)
/** A Spanish text: optional (empty = Spanish pages use the English), one line like its English. */
const spanish = (max = 200) => plainText(undefined, 'Use a single line.').max(max, `Use at most ${max} characters.`)

/** The settings texts visitors read in their language (SiteSettings' localized fields). */
export const SPANISH_CONTACT_FIELDS = ['schoolName', 'ptaName', 'district', 'grades', 'meetingSchedule'] as const

export const siteSettingsSchema = z.object({
  links: z.object({ membership: https, spiritWear: https, emergencyKit: https, sponsorship: https, reflections: https }),
  contact: z.object({
    schoolName: text('School name'),
    ptaName: text('PTA name'),
    email: z.string().trim().email('Enter a valid email address.'),
    phone: text('Phone', 40),
    address: text('Address'),
    district: text('District'),
    grades: text('Grades', 60),
    meetingSchedule: text('Meeting schedule'),
  }),
  contactEs: z.object({ schoolName: spanish(), ptaName: spanish(), district: spanish(), grades: spanish(60), meetingSchedule: spanish() }),
  schoolYear: z.string().trim().regex(/^\d{4}-\d{4}$/, 'Use the form 2025-2026.'),
  promoEndsAt: z.string().refine(isSchoolDate, 'Choose a date.'),
  // `rowId`: the stored row, so saving the English keeps that row's Spanish (a new number has none).
  stats: z.array(z.object({ rowId: z.string().max(64).optional(), value: text('Value', 20), label: text('Label', 40), labelEs: spanish(40) })).max(4, 'At most 4 numbers.'),
  instagram: z.object({
    username: z.string().trim().regex(/^@?[A-Za-z0-9._]{1,30}$/, 'Letters, numbers, dots and underscores only.'),
    postLinks: z.array(z.object({ url: https })).max(4, 'At most 4 posts.'),
  }),
})

export type SiteSettingsInput = z.infer<typeof siteSettingsSchema>
