import { useTranslations } from 'next-intl'

import { InstagramGlyph } from '@/components/home/instagram-glyph'
import { ButtonLink } from '@/components/ui/button-link'
import { DEFAULT_LIMIT } from '@/lib/photo-feed/types'
import { instagramProfileUrl } from '@/lib/links'

/** One slide's width at each breakpoint; the placeholders use the same, so nothing moves when posts arrive. */
export const SLIDE_CLASS = 'feed-slide'

/** The height of the carousel's control row, reserved in every state so the page below never moves. */
export const CONTROLS_ROW_CLASS = 'mt-5 flex h-11 items-center justify-end gap-3'

/** A row of square tiles the size of the carousel's slides (decorative). */
export function TileRow({ pulse = false, className = '' }: { pulse?: boolean; className?: string }) {
  return (
    <div aria-hidden="true" className={`overflow-hidden ${className}`}>
      <div className="-ml-4 flex">
        {Array.from({ length: DEFAULT_LIMIT }, (_, i) => (
          <div key={i} className={SLIDE_CLASS}>
            <div className={`feed-tile${pulse ? ' motion-safe:animate-pulse' : ''}`} />
          </div>
        ))}
      </div>
    </div>
  )
}

/** SPEC §4 loading state: placeholder tiles. */
export function PhotoFeedLoading() {
  const t = useTranslations('photoFeed')
  return (
    <div aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      <TileRow pulse />
      <div className={CONTROLS_ROW_CLASS} />
    </div>
  )
}

/** SPEC §4 error and empty states: the message and a follow link, in the space the tiles would take. */
export function PhotoFeedMessage({ text, username }: { text: string; username: string }) {
  const t = useTranslations('photoFeed')
  // A compact row, not a tall empty panel: the spec's message and the follow link, nothing else.
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-brand-100 bg-brand-50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-3 font-semibold text-navy-900">
        <InstagramGlyph className="h-7 w-7 shrink-0 text-brand-700" />
        {text}
      </p>
      <ButtonLink href={instagramProfileUrl(username)} external>
        {t('follow', { username })}
        <span className="sr-only"> {t('onInstagram')}</span>
      </ButtonLink>
    </div>
  )
}
