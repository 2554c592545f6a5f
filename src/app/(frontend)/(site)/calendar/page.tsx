import type { Metadata } from 'next'

import { EventCard } from '@/components/announcements/event-card'
import { PageHeader } from '@/components/ui/page-header'
import { getCalendarEvents } from '@/lib/queries/announcements'
import { getSchoolTimeZone } from '@/lib/queries/site-settings'

export const metadata: Metadata = {
  title: 'School Events Calendar',
  description: 'Upcoming PTA events and school activities: dates, times and details for families.',
  alternates: { types: { 'text/calendar': '/calendar.ics' } },
}

export default async function CalendarPage() {
  const [events, timeZone] = await Promise.all([getCalendarEvents(), getSchoolTimeZone()])
  return (
    <>
      <PageHeader eyebrow="School Events Calendar" title="Upcoming Events" subtitle="PTA events and school activities calendar" />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <p className="mb-8 text-slate-700">
          <a href="/calendar.ics" className="font-bold text-navy-800 underline underline-offset-4 hover:no-underline">
            Subscribe to the calendar
          </a>{' '}
          to see every event in your calendar app.
        </p>
        {events.length ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {events.map((item) => (
              <li key={item.id}>
                <EventCard item={item} timeZone={timeZone} headingLevel="h2" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-lg text-slate-700">No upcoming events yet. Please check back soon.</p>
        )}
      </div>
    </>
  )
}
