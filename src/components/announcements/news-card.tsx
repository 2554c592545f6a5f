import type { PublicAnnouncement } from '@/features/announcements'
import { DEFAULT_LOCALE, type AppLocale } from '@/i18n/locales'
import { formatDate } from '@/lib/school-clock'

import { EnglishOnlyNote } from './english-only-note'
import { HideableImage } from './hideable-image'

/** A news item: optional image (hidden if it fails), title, created date and content (as text). */
type Props = {
  item: PublicAnnouncement
  timeZone: string
  locale?: AppLocale
  headingLevel?: 'h2' | 'h3'
  /** The image's `sizes` (default: a column of the three-column grids). */
  imageSizes?: string
  /** The listing's first card: its picture is the page's largest paint on a phone, so it is not lazy. */
  first?: boolean
}

export function NewsCard({ item, timeZone, locale = DEFAULT_LOCALE, headingLevel = 'h3', imageSizes, first = false }: Props) {
  const Heading = headingLevel
  return (
    <article id={`news-${item.id}`} className="card">
      {item.imageUrl ? (
        <HideableImage
          src={item.imageUrl}
          alt={item.imageAlt}
          sources={item.imageSources}
          sizes={imageSizes}
          className="aspect-[16/9] w-full object-cover"
          eager={first}
        />
      ) : null}
      <div className="card-body">
        <Heading lang={item.titleLang} className="card-title">{item.title}</Heading>
        <p className="card-date">
          <time dateTime={item.createdAt}>{formatDate(item.createdAt, { locale, timeZone })}</time>
        </p>
        <EnglishOnlyNote item={item} locale={locale} />
        <p lang={item.contentLang} className="card-text">{item.content}</p>
      </div>
    </article>
  )
}
