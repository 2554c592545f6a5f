'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { InstagramGlyph } from '@/components/home/instagram-glyph'
import { useNearViewport } from '@/components/home/use-near-viewport'
import { loadInstagramEmbeds } from '@/lib/photo-feed/embed-script'
import { EXTERNAL } from '@/lib/links'

/** SPEC §9: the post-embed minimum height. */
export const EMBED_MIN_HEIGHT_PX = 520

/**
 * The officers' fixed post links (SPEC §2 item 10), embedded with Instagram's own script. The script is
 * loaded only when the section nears the viewport; until then (or without it) each post is a plain link.
 * No feed request is made.
 */
export function PhotoFeedEmbeds({ links }: { links: string[] }) {
  const t = useTranslations('photoFeed')
  const common = useTranslations('common')
  const [ref, near] = useNearViewport<HTMLDivElement>()
  useEffect(() => {
    if (near) loadInstagramEmbeds(document)
  }, [near])

  return (
    <div ref={ref} data-testid="photo-feed" data-state="embeds" className="grid justify-items-center gap-6 md:grid-cols-2">
      {links.map((link, i) => (
        // Instagram's script replaces the blockquote with an iframe: React only ever touches this wrapper.
        <div key={link} className="w-full max-w-[540px]" style={{ minHeight: EMBED_MIN_HEIGHT_PX }}>
          <blockquote
            className="instagram-media"
            data-instgrm-permalink={link}
            data-instgrm-version="14"
            style={{ minHeight: EMBED_MIN_HEIGHT_PX, margin: 0, width: '100%' }}
          >
            <a
              href={link}
              {...EXTERNAL}
              className="flex min-h-[520px] flex-col items-center justify-center gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-6 text-center font-bold text-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700"
            >
              <InstagramGlyph className="h-10 w-10 text-brand-700" />
              <span className="underline underline-offset-4">{t('viewPost')}</span>
              <span className="text-sm font-normal text-slate-700">{t('postOf', { index: i + 1, total: links.length })}</span>
              <span className="sr-only">{common('opensInNewTab')}</span>
            </a>
          </blockquote>
        </div>
      ))}
    </div>
  )
}
