'use client'

import { PhotoFeedEmbeds } from '@/components/home/photo-feed-embeds'
import { PhotoFeedLive } from '@/components/home/photo-feed-live'
import { embeddablePostLinks } from '@/lib/photo-feed/post-links'

type Props = { username: string; postLinks: string[] }

/**
 * The photo-feed block (SPEC §4): the officers' manual post links embedded when there are any (then no
 * feed is fetched), otherwise the fetched feed with its loading, error, empty and loaded states.
 */
export function PhotoFeed({ username, postLinks }: Props) {
  const links = embeddablePostLinks(postLinks)
  return links.length ? <PhotoFeedEmbeds links={links} /> : <PhotoFeedLive username={username} />
}
