import type { DateFieldValidation } from 'payload'

import { isWithinSchoolYears, SCHOOL_YEARS } from '@/lib/school-clock'

/**
 * A date field's value within SCHOOL_YEARS, as the officers' forms take it: the REST API and /cms took a
 * promo end or a code expiry in year 100 or 9999 (the settings screen then showed 0099-12-31 and would
 * not save), and the day after 9999-12-31 cannot be written.
 */
export const withinSchoolYears: DateFieldValidation = (value, { required }) => {
  if (value === null || value === undefined || (value as unknown) === '') return required ? 'This field is required.' : true
  const date = new Date(value as string | Date)
  if (Number.isNaN(date.getTime())) return 'Enter a valid date.'
  return isWithinSchoolYears(date) || `Choose a date between ${SCHOOL_YEARS.first} and ${SCHOOL_YEARS.last}.`
}
