import { z } from 'zod'

import type { FeedPost } from './types'

const httpsUrl = z.url({ protocol: /^https$/ })
const instagramUrl = z.url({ protocol: /^https$/, hostname: /^(www\.)?instagram\.com$/ })

/** The fields the site asks for (Instagram API with Instagram Login, GET /me/media). */
export const MEDIA_FIELDS = 'id,caption,media_type,media_url,permalink,thumbnail_url,timestamp'

const mediaItem = z.object({
  id: z.string().min(1),
  caption: z.string().optional(),
  media_type: z.string(),
  // Instagram leaves media_url out for some videos (copyrighted audio); those posts are skipped.
  media_url: httpsUrl.optional(),
  permalink: instagramUrl,
  thumbnail_url: httpsUrl.optional(),
  timestamp: z.string().optional(),
})

/** The media list envelope; anything else (or any item not matching) is a malformed answer. */
export const mediaListSchema = z.object({ data: z.array(mediaItem).max(100) })

export const refreshAnswerSchema = z.object({
  access_token: z.string().min(20).max(1000),
  expires_in: z.number().int().positive().optional(),
})

export type MediaItem = z.infer<typeof mediaItem>

/** Posts the site can show: the picture (a video's thumbnail), its permalink and its caption. */
export function toFeedPosts(items: MediaItem[]): FeedPost[] {
  const posts: FeedPost[] = []
  for (const item of items) {
    const imageUrl = item.media_type === 'VIDEO' ? item.thumbnail_url : (item.media_url ?? item.thumbnail_url)
    if (!imageUrl) continue
    posts.push({ permalink: item.permalink, imageUrl, caption: item.caption?.trim() ?? '' })
  }
  return posts
}
