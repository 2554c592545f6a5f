import { apiUrl, getJson, UpstreamError } from './http'
import type { FeedPost } from './types'
import { MEDIA_FIELDS, mediaListSchema, refreshAnswerSchema, toFeedPosts } from './upstream'

type Call = { base: string; token: string; timeoutMs: number }

/** The account's latest posts: GET {base}/me/media (Instagram API with Instagram Login). */
export async function fetchMedia({ base, token, timeoutMs, limit }: Call & { limit: number }): Promise<FeedPost[]> {
  const url = apiUrl(base, 'me/media', { fields: MEDIA_FIELDS, limit: String(limit), access_token: token })
  const parsed = mediaListSchema.safeParse(await getJson(url, timeoutMs))
  if (!parsed.success) throw new UpstreamError('unexpected answer shape')
  return toFeedPosts(parsed.data.data).slice(0, limit)
}

/** Exchanges a long-lived token (at least 24 h old) for one valid 60 more days. */
export async function refreshToken({ base, token, timeoutMs }: Call): Promise<{ token: string; expiresInSeconds?: number }> {
  const url = apiUrl(base, 'refresh_access_token', { grant_type: 'ig_refresh_token', access_token: token })
  const parsed = refreshAnswerSchema.safeParse(await getJson(url, timeoutMs))
  if (!parsed.success) throw new UpstreamError('unexpected refresh answer')
  return { token: parsed.data.access_token, expiresInSeconds: parsed.data.expires_in }
}
