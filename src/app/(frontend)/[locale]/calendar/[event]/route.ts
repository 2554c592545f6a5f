import { isAppLocale } from '@/i18n/locales'
import { notFoundText } from '@/lib/feeds/not-found'
import { buildCalendar, icsHeaders } from '@/lib/feeds/calendar-ics'
import { getEnv } from '@/lib/env'
import { getCalendarEvents } from '@/lib/queries/announcements'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'

/** /calendar/<id>.ics: one event, for 'Add to calendar' (read from the cached calendar list). */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; event: string }> }) {
  const { locale, event: file } = await params
  if (!isAppLocale(locale)) return notFoundText()
  const match = /^(\d{1,10})\.ics$/.exec(file)
  const id = match ? Number(match[1]) : NaN
  const [events, timeZone] = await Promise.all([getCalendarEvents(locale), getSchoolTimeZone()])
  const event = events.find((e) => e.id === id)
  if (!event) return notFoundText()
  const headers = { ...icsHeaders(`pta-event-${id}.ics`), 'cache-control': 'public, max-age=0, must-revalidate' }
  return new Response(buildCalendar([event], { siteUrl: getEnv().SITE_URL, timeZone, locale, name: event.title }), { headers })
}
