import { z } from './zod'

import { endOfSchoolDate, isSchoolDate, lastDayOfSchoolYear, type SchoolDate } from '@/lib/school-clock'

import { plainText } from './plain-text'

export const EXPIRY_CHOICES = ['none', 'school-year', 'date'] as const

/** The last second of a school day: a code "valid until" that day works through it. */
export const lastMomentOf = (date: SchoolDate, timeZone: string): Date => new Date(endOfSchoolDate(date, timeZone).getTime() - 1000)

/** /admin/codes "new code" form: a label, and optionally an expiry (end of the school year or a date at the school). */
export const issueAdminCodeSchema = (timeZone: string) =>
  z
    .object({
      label: plainText().min(1, "Give the code a label, such as the officer's role.").max(80, 'Use at most 80 characters.'),
      expiry: z.enum(EXPIRY_CHOICES),
      expiresOn: z.string().optional(),
    })
    .superRefine((v, ctx) => {
      if (v.expiry !== 'date') return
      if (!isSchoolDate(v.expiresOn)) ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: 'Choose the last day the code works.' })
      else if (lastMomentOf(v.expiresOn, timeZone).getTime() <= Date.now())
        ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: 'Choose a date in the future.' })
    })

export type IssueAdminCodeInput = z.infer<ReturnType<typeof issueAdminCodeSchema>>

/** The end of the current school year: the last moment of June 30 at the school. */
export function schoolYearEnd(timeZone: string, now = new Date()): Date {
  return lastMomentOf(lastDayOfSchoolYear(now, timeZone), timeZone)
}

export function expiryDate(input: IssueAdminCodeInput, timeZone: string, now = new Date()): Date | null {
  if (input.expiry === 'school-year') return schoolYearEnd(timeZone, now)
  if (input.expiry === 'date' && input.expiresOn) return lastMomentOf(input.expiresOn, timeZone)
  return null
}
