import { buildCalendar, icsHeaders } from '@/lib/feeds/calendar-ics'
import { getEnv } from '@/lib/env'
import { getCalendarEvents } from '@/lib/queries/announcements'

/** Subscribable calendar of upcoming events: cached with the events tag, rebuilt at once on any change. */
export const revalidate = 300

export async function GET() {
  const events = await getCalendarEvents()
  return new Response(buildCalendar(events, getEnv().SITE_URL), { headers: icsHeaders('pta-events.ics') })
}
