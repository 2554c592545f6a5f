import path from 'node:path'

import { getInstagramEnv } from '@/lib/env'

/** How the photo feed reaches Instagram, read from the environment on each request. */
export type FeedConfig = {
  /** API base without a trailing slash, e.g. https://graph.instagram.com */
  base: string
  /** The long-lived token from INSTAGRAM_ACCESS_TOKEN (the refreshed one lives in `token-store`). */
  envToken?: string
  timeoutMs: number
  /** How long a result is fresh, then how old the last good result may be when Instagram fails. */
  ttlMs: number
  staleMs: number
  /** Where a refreshed token is kept across restarts. */
  tokenFile: string
}

export function readFeedConfig(source: NodeJS.ProcessEnv = process.env): FeedConfig {
  const env = getInstagramEnv(source)
  return {
    base: env.INSTAGRAM_API_BASE.replace(/\/+$/, ''),
    envToken: env.INSTAGRAM_ACCESS_TOKEN,
    timeoutMs: env.INSTAGRAM_TIMEOUT_MS,
    ttlMs: env.INSTAGRAM_CACHE_SECONDS * 1000,
    staleMs: env.INSTAGRAM_STALE_SECONDS * 1000,
    tokenFile: path.resolve(env.INSTAGRAM_TOKEN_FILE ?? path.join('.data', 'instagram-token.json')),
  }
}
