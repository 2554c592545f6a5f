import type { CollectionBeforeChangeHook } from 'payload'

import { computeVisibilityWindow, snapToSchoolDay } from '@/features/announcements'
import { readSchoolTimeZone } from '@collections/globals/readSchoolTimeZone'

/**
 * Snaps all-day dates to the start of their school day, then derives `visibleFrom` / `visibleUntil`
 * from type and dates in the school's time zone, so access rules stay one indexed query.
 */
export const computeAnnouncementWindow: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const timeZone = await readSchoolTimeZone(req)
  const merged = { ...(originalDoc ?? {}), ...data }
  const allDay = merged.allDay !== false
  const dates = allDay
    ? { startDate: snapToSchoolDay(merged.startDate, timeZone), endDate: snapToSchoolDay(merged.endDate, timeZone) }
    : { startDate: merged.startDate ?? null, endDate: merged.endDate ?? null }
  const window = computeVisibilityWindow({ type: merged.type, allDay, ...dates }, timeZone)
  return { ...data, ...dates, allDay, ...window }
}
