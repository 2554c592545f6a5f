import { ANNOUNCEMENT_TYPE_TABLE, DEFAULT_ANNOUNCEMENT_TYPE, isAnnouncementType, type AnnouncementType } from '@/features/announcements/types'

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1'

/** The type as a coloured badge that also says its name (colour is never the only cue). */
export function TypeBadge({ type }: { type: AnnouncementType }) {
  const style = ANNOUNCEMENT_TYPE_TABLE[isAnnouncementType(type) ? type : DEFAULT_ANNOUNCEMENT_TYPE]
  return <span className={`${badge} ${style.badge}`}>{type}</span>
}

export function StatusBadge({ active }: { active: boolean }) {
  return active ? (
    <span className={`${badge} bg-emerald-100 text-emerald-900 ring-emerald-300`}>Active</span>
  ) : (
    <span className={`${badge} bg-slate-200 text-slate-800 ring-slate-400`}>Inactive</span>
  )
}
