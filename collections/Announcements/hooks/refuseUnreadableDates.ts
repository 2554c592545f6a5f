import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { isUnreadableDate } from '@/features/announcements'

const DATE_FIELDS = ['startDate', 'endDate'] as const

/**
 * A start or end date that cannot be read as a date ("garbage", " ") is refused on its field, with Payload's
 * own message. Collection hooks run before field validation, and the window hook would read such a value as
 * no date at all: an event would lose its day (and its place on the site) instead of being refused.
 */
export const refuseUnreadableDates: CollectionBeforeChangeHook = ({ data, req }) => {
  const unreadable = DATE_FIELDS.filter((field) => isUnreadableDate(data[field]))
  if (!unreadable.length) return data
  const errors = unreadable.map((path) => ({ path, message: req.t('validation:notValidDate', { value: String(data[path]) }) }))
  throw new ValidationError({ collection: 'announcements', errors, req })
}
