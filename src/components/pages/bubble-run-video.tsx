import { useTranslations } from 'next-intl'

type Props = { src: string; poster: string; label: string }

/**
 * The fun-run promo video: loads nothing until the visitor presses play (preload="none"). The rounded
 * frame clips the video's own focus outline, so the frame's ring shows keyboard focus instead.
 */
export function BubbleRunVideo({ src, poster, label }: Props) {
  const t = useTranslations('pageParts')
  return (
    <div className="overflow-hidden rounded-3xl bg-navy-900 shadow-lg ring-4 ring-brand-100 has-[video:focus-visible]:ring-navy-700">
      <video
        className="aspect-video w-full bg-navy-900 object-cover"
        src={src}
        poster={poster}
        controls
        muted
        playsInline
        preload="none"
        aria-label={label}
      >
        <p className="p-4 text-white">
          {t('videoUnsupported')}{' '}
          <a href={src} className="underline">
            {t('videoDownload')}
          </a>
          .
        </p>
      </video>
    </div>
  )
}
