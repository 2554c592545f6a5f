import { endOfSchoolDate, schoolDateOf, startOfSchoolDay, type SchoolDate } from './zone'

/** The school year rolls over on July 1 at the school: Jul 1 2026 – Jun 30 2027 is school year 2026. */
export function schoolYearOf(instant: Date | string, timeZone: string): number {
  const [year, month] = schoolDateOf(instant, timeZone).split('-').map(Number)
  return month >= 7 ? year : year - 1
}

/** The first instant of the school year `instant` falls in (July 1, start of day). */
export function startOfSchoolYear(instant: Date | string, timeZone: string): Date {
  return startOfSchoolDay(`${schoolYearOf(instant, timeZone)}-07-01`, timeZone)
}

/** The last day of the school year `instant` falls in: June 30. */
export function lastDayOfSchoolYear(instant: Date | string, timeZone: string): SchoolDate {
  return `${schoolYearOf(instant, timeZone) + 1}-06-30`
}

/** The (exclusive) end of the school year `instant` falls in: the start of the next July 1. */
export function endOfSchoolYear(instant: Date | string, timeZone: string): Date {
  return endOfSchoolDate(lastDayOfSchoolYear(instant, timeZone), timeZone)
}
