import { Feed } from 'feed'

import type { PublicAnnouncement } from '@/lib/queries/announcements'

/** PTA News as RSS 2.0 (via the `feed` library); item content is plain text, escaped by the library. */
export function buildNewsRss(items: PublicAnnouncement[], siteUrl: string, ptaName = 'PTA'): string {
  const base = siteUrl.replace(/\/$/, '')
  const feed = new Feed({
    title: `${ptaName} News`,
    description: 'Latest PTA news, announcements, and updates',
    id: `${base}/news`,
    link: `${base}/news`,
    language: 'en',
    updated: items[0] ? new Date(items[0].createdAt) : undefined,
    feedLinks: { rss: `${base}/news/rss.xml` },
    copyright: `© ${new Date().getUTCFullYear()} ${ptaName}`,
    generator: false,
  })
  for (const item of items) {
    feed.addItem({
      title: item.title,
      id: `${base}/news#news-${item.id}`,
      guid: `announcement-${item.id}@${new URL(base).hostname}`,
      link: `${base}/news#news-${item.id}`,
      date: new Date(item.createdAt),
      description: item.content,
      image: item.imageUrl ? new URL(item.imageUrl, base).toString() : undefined,
    })
  }
  return feed.rss2()
}
