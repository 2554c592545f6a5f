import type { AnnouncementTypeValue } from '@/lib/validations/announcement'

/** Colours per type (SPEC §2: info blue, success green, warning yellow, error red), always with text. */
export const TYPE_STYLES: Record<AnnouncementTypeValue, { label: string; badge: string; accent: string }> = {
  info: { label: 'Information', badge: 'bg-blue-100 text-blue-900 ring-blue-300', accent: 'border-blue-600' },
  success: { label: 'Success', badge: 'bg-green-100 text-green-900 ring-green-300', accent: 'border-green-600' },
  warning: { label: 'Warning', badge: 'bg-yellow-100 text-yellow-900 ring-yellow-400', accent: 'border-yellow-500' },
  error: { label: 'Error', badge: 'bg-red-100 text-red-900 ring-red-300', accent: 'border-red-600' },
  event: { label: 'Event', badge: 'bg-purple-100 text-purple-900 ring-purple-300', accent: 'border-purple-600' },
  news: { label: 'News', badge: 'bg-slate-200 text-slate-900 ring-slate-400', accent: 'border-slate-600' },
}
