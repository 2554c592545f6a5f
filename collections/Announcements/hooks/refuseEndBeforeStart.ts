import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { END_BEFORE_START } from '@/features/announcements'

const instant = (v: unknown): number | null => (typeof v === 'string' || v instanceof Date ? new Date(v).getTime() : null)

/**
 * An end before the start is refused, for REST and /cms as the admin dialog refuses it: the announcement
 * would leave the site at its end, before it begins. Runs after the window hook, so all-day dates compare
 * as their school days. A row saved so before this rule stays editable (a toggle, its Spanish texts) while
 * its dates stay as they are.
 */
export const refuseEndBeforeStart: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const start = instant(data.startDate)
  const end = instant(data.endDate)
  if (start === null || end === null || end >= start) return data
  if (instant(originalDoc?.startDate) === start && instant(originalDoc?.endDate) === end) return data
  throw new ValidationError({ collection: 'announcements', errors: [{ path: 'endDate', message: END_BEFORE_START }], req })
}
