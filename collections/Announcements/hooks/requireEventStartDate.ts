import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { needsStartDate, START_DATE_REQUIRED } from '@/features/announcements'

/**
 * An event needs its start date (it is shown on that day: one without would show nowhere), for the admin
 * dialog, REST and /cms alike: a new event, a type changed to event, or a date cleared is refused. An event
 * saved undated before this rule stays editable (a toggle, its Spanish texts) until it gets a date.
 * Payload hands update hooks the whole document merged with the change, so the change is found by comparing.
 */
export const requireEventStartDate: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (!needsStartDate(data.type) || data.startDate) return data
  const wasUndatedEvent = operation === 'update' && needsStartDate(originalDoc?.type) && !originalDoc?.startDate
  if (wasUndatedEvent) return data
  throw new ValidationError({ collection: 'announcements', errors: [{ path: 'startDate', message: START_DATE_REQUIRED }], req })
}
