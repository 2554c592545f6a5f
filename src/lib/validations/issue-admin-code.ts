import { z } from 'zod'

export const EXPIRY_CHOICES = ['none', 'school-year', 'date'] as const

/** /admin/codes "new code" form: a label, and optionally an expiry (end of the school year or a date). */
export const issueAdminCodeSchema = z
  .object({
    label: z.string().trim().min(1, "Give the code a label, such as the officer's role.").max(80, 'Use at most 80 characters.'),
    expiry: z.enum(EXPIRY_CHOICES),
    expiresOn: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.expiry !== 'date') return
    const date = v.expiresOn && /^\d{4}-\d{2}-\d{2}$/.test(v.expiresOn) ? endOfPacificDay(v.expiresOn) : null
    if (!date || Number.isNaN(date.getTime())) ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: 'Choose the last day the code works.' })
    else if (date.getTime() <= Date.now()) ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: 'Choose a date in the future.' })
  })

export type IssueAdminCodeInput = z.infer<typeof issueAdminCodeSchema>

/** 23:59:59 on `isoDate` (YYYY-MM-DD) in California, standard or daylight time as it applies that day. */
export function endOfPacificDay(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number)
  const noon = new Date(Date.UTC(y, m - 1, d, 12))
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', timeZoneName: 'shortOffset' })
    .formatToParts(noon)
    .find((p) => p.type === 'timeZoneName')?.value
  const offsetHours = Number(zone?.match(/GMT([+-]\d+)/)?.[1] ?? -8)
  return new Date(Date.UTC(y, m - 1, d, 23, 59, 59) - offsetHours * 3_600_000)
}

/** The end of the current school year: June 30. */
export function schoolYearEnd(now = new Date()): Date {
  const year = now.getUTCMonth() >= 6 ? now.getUTCFullYear() + 1 : now.getUTCFullYear()
  return endOfPacificDay(`${year}-06-30`)
}

export function expiryDate(input: IssueAdminCodeInput, now = new Date()): Date | null {
  if (input.expiry === 'school-year') return schoolYearEnd(now)
  if (input.expiry === 'date' && input.expiresOn) return endOfPacificDay(input.expiresOn)
  return null
}
