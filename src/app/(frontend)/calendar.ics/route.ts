import { buildCalendar, icsHeaders } from '@/lib/feeds/calendar-ics'
import { getEnv } from '@/lib/env'
import { getCalendarEvents } from '@/lib/queries/announcements'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'

/** Subscribable calendar of upcoming events: cached with the events tag, rebuilt at once on any change. */
export const revalidate = 300

export async function GET() {
  const [events, timeZone] = await Promise.all([getCalendarEvents('en'), getSchoolTimeZone()])
  return new Response(buildCalendar(events, { siteUrl: getEnv().SITE_URL, timeZone, locale: 'en' }), {
    headers: icsHeaders('pta-events.ics'),
  })
}
