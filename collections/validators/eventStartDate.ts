import type { DateFieldValidation } from 'payload'
import { date } from 'payload/shared'

import { needsStartDate, START_DATE_REQUIRED } from '@/features/announcements/types'

/**
 * Payload's own date check, then the domain's rule: an event needs its start date (REST and /cms as the
 * admin dialog). An update that does not send the date leaves it as it was.
 */
export const eventStartDate: DateFieldValidation = (value, options) => {
  const valid = date(value, options)
  if (valid !== true) return valid
  if (options.operation === 'update' && value === undefined) return true
  return needsStartDate(options.siblingData && (options.siblingData as { type?: unknown }).type) && !value ? START_DATE_REQUIRED : true
}
