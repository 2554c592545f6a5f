import { Feed } from 'feed'

import type { PublicAnnouncement } from '@/features/announcements'
import { DEFAULT_LOCALE, localizedPath, type AppLocale } from '@/i18n/locales'
import { escapeHtml } from '@/lib/escape-html'

import { feedText } from './feed-text'

const FEED_TEXT: Record<AppLocale, { title: (pta: string) => string; description: string }> = {
  en: { title: (pta) => `${pta} News`, description: 'Latest PTA news, announcements, and updates' },
  es: { title: (pta) => `Noticias: ${pta}`, description: 'Las últimas noticias, anuncios y novedades de la PTA' },
}

export type NewsFeedOptions = { siteUrl: string; ptaName?: string; locale?: AppLocale }

/**
 * The description of an item, which feed readers show as HTML: the officer's plain text escaped (the
 * library only wraps it in CDATA), its line breaks kept as the news page keeps them.
 */
const descriptionHtml = (content: string): string => escapeHtml(feedText(content)).replace(/\r?\n/g, '<br>')

/**
 * Text the library puts in CDATA as it is (titles, the PTA's name). It splits only the first `]]>`, so a
 * second one ended the CDATA early and the rest of the title became markup: each is written `]] >`.
 */
const cdataText = (text: string): string => feedText(text).replaceAll(']]>', ']] >')

/** PTA News as RSS 2.0 (via the `feed` library) in one language; item content is plain text. */
export function buildNewsRss(items: PublicAnnouncement[], { siteUrl, ptaName = 'PTA', locale = DEFAULT_LOCALE }: NewsFeedOptions): string {
  const base = siteUrl.replace(/\/$/, '')
  const news = `${base}${localizedPath('/news', locale)}`
  const text = FEED_TEXT[locale]
  const feed = new Feed({
    title: cdataText(text.title(ptaName)),
    description: text.description,
    id: news,
    link: news,
    language: locale,
    updated: items[0] ? new Date(items[0].createdAt) : undefined,
    feedLinks: { rss: `${news}/rss.xml` },
    copyright: cdataText(`© ${new Date().getUTCFullYear()} ${ptaName}`),
    generator: false,
  })
  for (const item of items) {
    feed.addItem({
      title: cdataText(item.title),
      id: `${news}#news-${item.id}`,
      guid: `announcement-${item.id}@${new URL(base).hostname}`,
      link: `${news}#news-${item.id}`,
      date: new Date(item.createdAt),
      description: descriptionHtml(item.content),
      image: item.imageUrl ? new URL(item.imageUrl, base).toString() : undefined,
    })
  }
  return feed.rss2()
}
