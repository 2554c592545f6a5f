import type { CollectionBeforeChangeHook } from 'payload'

import { computeVisibilityWindow } from '@/lib/announcements/window'

/** Derives `visibleFrom` / `visibleUntil` from type and dates, so access rules stay one indexed query. */
export const computeAnnouncementWindow: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const merged = { ...(originalDoc ?? {}), ...data }
  const window = computeVisibilityWindow({
    type: merged.type,
    startDate: merged.startDate,
    endDate: merged.endDate,
  })
  return { ...data, ...window }
}
