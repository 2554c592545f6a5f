import { isAppLocale } from '@/i18n/locales'
import { notFoundText } from '@/lib/feeds/not-found'
import { buildCalendar, icsHeaders } from '@/lib/feeds/calendar-ics'
import { getEnv } from '@/lib/env'
import { getCalendarEvents } from '@/lib/queries/announcements'

/** Subscribable calendar of upcoming events: cached with the events tag, rebuilt at once on any change. */
export const revalidate = 300

/** Built on the first request of each language, then cached (nothing is read at build time). */
export function generateStaticParams(): Array<{ locale: string }> {
  return []
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  if (!isAppLocale((await params).locale)) return notFoundText()
  const events = await getCalendarEvents()
  return new Response(buildCalendar(events, getEnv().SITE_URL), { headers: icsHeaders('pta-events.ics') })
}
