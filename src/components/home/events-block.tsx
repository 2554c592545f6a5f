import { EventCard } from '@/components/announcements/event-card'
import { getHomeEvents } from '@/lib/queries/announcements'

/** Home 'Upcoming Events': up to 6 events that have not ended, soonest first, or the empty text. */
export async function EventsBlock() {
  const events = await getHomeEvents()
  if (!events.length) return <p className="text-lg text-slate-700">No upcoming events yet. Please check back soon.</p>
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((item) => (
        <li key={item.id}>
          <EventCard item={item} />
        </li>
      ))}
    </ul>
  )
}
