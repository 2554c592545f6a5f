import { getTranslations } from 'next-intl/server'

import type { PublicAnnouncement } from '@/features/announcements'
import { type AppLocale, localizedPath } from '@/i18n/locales'
import { eventImage } from '@/lib/event-image'
import { formatWhen } from '@/lib/school-clock'

import { HideableImage } from './hideable-image'

type Props = { item: PublicAnnouncement; timeZone: string; locale: AppLocale; headingLevel?: 'h2' | 'h3' }

/** An event: its image or a keyword fallback, title, when (school day, and time unless all-day), content. */
export async function EventCard({ item, timeZone, locale, headingLevel = 'h3' }: Props) {
  const t = await getTranslations({ locale, namespace: 'cards' })
  const Heading = headingLevel
  const start = item.startDate
  return (
    <article id={`event-${item.id}`} className="card">
      <HideableImage
        src={eventImage(item.title, item.imageUrl)}
        alt=""
        sources={item.imageUrl ? item.imageSources : null}
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <Heading lang={item.titleLang} className="text-lg font-bold text-navy-900">{item.title}</Heading>
        {start ? (
          <p className="mt-1 text-sm font-semibold text-brand-700">
            <time dateTime={start}>{formatWhen({ start, end: item.endDate, allDay: item.allDay }, { locale, timeZone })}</time>
          </p>
        ) : null}
        <p lang={item.contentLang} className="mt-3 flex-1 whitespace-pre-line text-slate-700">{item.content}</p>
        {start ? (
          <a
            href={localizedPath(`/calendar/${item.id}.ics`, locale)}
            download={`pta-event-${item.id}.ics`}
            className="card-pill"
          >
            <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M3 10h18M8 3v4M16 3v4M12 13v5M9.5 15.5h5" strokeLinecap="round" />
            </svg>
            {t('addToCalendar')}<span className="sr-only">: <span lang={item.titleLang}>{item.title}</span></span>
          </a>
        ) : null}
      </div>
    </article>
  )
}
