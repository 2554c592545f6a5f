import { buildCalendar, icsHeaders } from '@/lib/feeds/calendar-ics'
import { getEnv } from '@/lib/env'
import { getCalendarEvents } from '@/lib/queries/announcements'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'

/** /calendar/<id>.ics: one event, for 'Add to calendar' (read from the cached calendar list). */
export async function GET(_request: Request, { params }: { params: Promise<{ event: string }> }) {
  const match = /^(\d{1,10})\.ics$/.exec((await params).event)
  const id = match ? Number(match[1]) : NaN
  const [events, timeZone] = await Promise.all([getCalendarEvents('en'), getSchoolTimeZone()])
  const event = events.find((e) => e.id === id)
  if (!event) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  const headers = { ...icsHeaders(`pta-event-${id}.ics`), 'cache-control': 'public, max-age=0, must-revalidate' }
  return new Response(buildCalendar([event], { siteUrl: getEnv().SITE_URL, timeZone, locale: 'en', name: event.title }), { headers })
}
