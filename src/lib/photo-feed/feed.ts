import { createSwrCache } from './cache'
import { fetchMedia } from './client'
import { type FeedConfig, readFeedConfig } from './config'
import { logOnce, logWarning } from './log'
import { currentToken, refreshTokenIfDue } from './token-store'
import { FEED_ERROR, type FeedAnswer, type FeedPost, MAX_LIMIT } from './types'

/** One upstream call serves every limit: the cache holds the latest MAX_LIMIT posts per configuration. */
const cache = createSwrCache<FeedPost[]>()

/** `ok` is false for the error shape, which is still a 200: the block shows it, and the browser logs no error. */
export type FeedResult = { ok: boolean; answer: FeedAnswer; config?: FeedConfig }

const failure = (config?: FeedConfig): FeedResult => ({ ok: false, answer: { posts: [], error: FEED_ERROR }, config })

/**
 * The photo-feed function (SPEC §7 call 5): the latest `limit` posts of the account the token belongs to.
 * Never throws: a missing token, a bad setting or a failing Instagram give the error shape.
 */
export async function getPhotoFeed(limit: number, source: NodeJS.ProcessEnv = process.env): Promise<FeedResult> {
  let config: FeedConfig
  try {
    config = readFeedConfig(source)
  } catch (err) {
    logOnce('config', `invalid INSTAGRAM_* setting: ${(err as Error).message}`)
    return failure()
  }
  const { envToken } = config
  if (!envToken) {
    logOnce('no-token', 'INSTAGRAM_ACCESS_TOKEN is not set: the home page shows a follow link instead of posts')
    return failure(config)
  }
  const withToken = { ...config, envToken }
  void refreshTokenIfDue(withToken)
  const load = async () => {
    try {
      return await fetchMedia({ base: config.base, token: await currentToken(withToken), timeoutMs: config.timeoutMs, limit: MAX_LIMIT })
    } catch (err) {
      logWarning(`Instagram media request failed: ${(err as Error).message}`)
      throw err
    }
  }
  const times = { ttlMs: config.ttlMs, staleMs: config.staleMs, retryMs: Math.min(30_000, config.ttlMs) }
  try {
    const posts = await cache.get(`${config.base}\n${envToken}`, load, times)
    return { ok: true, answer: { posts: posts.slice(0, limit) }, config }
  } catch {
    return failure(config)
  }
}
