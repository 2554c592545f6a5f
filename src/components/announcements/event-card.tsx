import { getTranslations } from 'next-intl/server'

import type { PublicAnnouncement } from '@/features/announcements'
import { type AppLocale, localizedPath } from '@/i18n/locales'
import { eventImage } from '@/lib/event-image'
import { SpokenName } from '@/components/ui/spoken-name'
import { formatWhen, schoolDateOf } from '@/lib/school-clock'

import { EnglishOnlyNote } from './english-only-note'
import { HideableImage } from './hideable-image'

type Props = {
  item: PublicAnnouncement
  timeZone: string
  locale: AppLocale
  headingLevel?: 'h2' | 'h3'
  /** The listing's first card: its picture is the page's largest paint on a phone, so it is not lazy. */
  first?: boolean
}

/** An event: its image or a keyword fallback, title, when (school day, and time unless all-day), content. */
export async function EventCard({ item, timeZone, locale, headingLevel = 'h3', first = false }: Props) {
  const t = await getTranslations({ locale, namespace: 'cards' })
  const Heading = headingLevel
  const start = item.startDate
  return (
    <article id={`event-${item.id}`} className="card">
      <HideableImage
        src={eventImage(item.title, item.imageUrl)}
        alt=""
        sources={item.imageUrl ? item.imageSources : null}
        className="card-image"
        eager={first}
      />
      <div className="card-body">
        <Heading lang={item.titleLang} className="card-title">{item.title}</Heading>
        {start ? (
          <p className="card-when">
            {/* An all-day event is a school day, not a midnight (DESIGN §2). */}
            <time dateTime={item.allDay !== false ? schoolDateOf(start, timeZone) : start}>{formatWhen({ start, end: item.endDate, allDay: item.allDay }, { locale, timeZone })}</time>
          </p>
        ) : null}
        <EnglishOnlyNote item={item} locale={locale} />
        <p lang={item.contentLang} className="card-text flex-1">{item.content}</p>
        {start ? (
          <a
            href={localizedPath(`/calendar/${item.id}.ics`, locale)}
            download={`pta-event-${item.id}.ics`}
            className="card-pill"
          >
            <span className="icon icon-add-to-calendar h-4 w-4" aria-hidden="true" />
            <SpokenName shown={t('addToCalendar')} more={<>: <span lang={item.titleLang}>{item.title}</span></>} />
          </a>
        ) : null}
      </div>
    </article>
  )
}
