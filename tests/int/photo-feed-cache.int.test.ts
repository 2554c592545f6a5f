import { readFileSync } from 'node:fs'

import { readFeedConfig } from '@/lib/photo-feed/config'
import { REFRESH_AFTER_MS, refreshTokenIfDue } from '@/lib/photo-feed/token-store'
import { FEED_ERROR } from '@/lib/photo-feed/types'
import { callFeed, captureWarnings, type Fake, setUpFakeInstagram, useUpstream } from '@tests/helpers/photo-feed'
import { waitFor } from '@tests/helpers/wait'

/** The photo feed's server cache, stale-on-error, token refresh and the unconfigured case. */
let fake: Fake
beforeAll(async () => {
  fake = await setUpFakeInstagram()
})
afterAll(() => fake.close())

describe('photo-feed cache and token', () => {
  it('serves repeated requests from the cache: one upstream call', async () => {
    const prefix = useUpstream(fake, 'cache-hit')
    const first = await callFeed()
    const again = await Promise.all([callFeed(), callFeed('username=goldenoakpta&limit=4'), callFeed()])
    expect(fake.stats.byPrefix[prefix]).toBe(1)
    for (const answer of again) expect(answer.body.posts[0]).toEqual(first.body.posts[0])
  })

  it('keeps serving the last good result when Instagram starts failing, until it is too old', async () => {
    const prefix = useUpstream(fake, 'stale')
    const good = await callFeed()
    fake.setMode('error', prefix)
    process.env.INSTAGRAM_CACHE_SECONDS = '0' // every result is now out of date
    try {
      const { result: stale, warnings } = await captureWarnings(async () => {
        const answer = await callFeed()
        await waitFor(() => fake.stats.byPrefix[prefix] === 2) // the background refresh reached Instagram and failed
        await new Promise((r) => setTimeout(r, 50))
        return answer
      })
      expect(stale).toMatchObject({ status: 200, body: { posts: good.body.posts } })
      expect(warnings.join('\n')).toMatch(/HTTP 500/)
      const later = await captureWarnings(() => callFeed())
      expect(later.result.body.posts).toEqual(good.body.posts)
      process.env.INSTAGRAM_STALE_SECONDS = '0' // beyond the stale limit, the error shape
      const tooOld = await captureWarnings(() => callFeed())
      expect(tooOld.result.body).toEqual({ posts: [], error: FEED_ERROR })
      fake.setMode('ok', prefix)
      expect((await callFeed()).body.posts).toEqual(good.body.posts)
    } finally {
      process.env.INSTAGRAM_CACHE_SECONDS = '300'
      process.env.INSTAGRAM_STALE_SECONDS = '86400'
    }
  })

  it('without a token answers the error shape, logs it once and calls nobody', async () => {
    useUpstream(fake, 'no-token')
    delete process.env.INSTAGRAM_ACCESS_TOKEN
    const before = fake.stats.media + fake.stats.refresh
    const { result, warnings } = await captureWarnings(async () => [await callFeed(), await callFeed()])
    for (const answer of result) expect(answer).toMatchObject({ status: 200, body: { posts: [], error: FEED_ERROR } })
    expect(warnings.filter((w) => w.includes('INSTAGRAM_ACCESS_TOKEN is not set'))).toHaveLength(1)
    expect(fake.stats.media + fake.stats.refresh).toBe(before)
  })

  it('refreshes the long-lived token in the background, keeps and saves it, then waits a week', async () => {
    const envToken = `IGQVJanother-token-${Date.now()}-abcdefghij`
    useUpstream(fake, 'refresh', 'ok', envToken)
    const refreshesBefore = fake.stats.refresh
    await callFeed()
    await waitFor(() => fake.stats.refresh === refreshesBefore + 1)
    const config = { ...readFeedConfig(), envToken }
    await refreshTokenIfDue(config) // settles the one in flight; not due again
    expect(fake.stats.refresh).toBe(refreshesBefore + 1)
    const saved = JSON.parse(readFileSync(config.tokenFile, 'utf8'))
    expect(saved.token).toMatch(/^IGQVJfake-refreshed-/)
    expect(saved.token).not.toBe(envToken)
    expect(saved.expiresAt - saved.refreshedAt).toBe(5_184_000_000)

    useUpstream(fake, 'refresh-next', 'ok', envToken)
    await callFeed()
    expect(fake.stats.tokens.at(-1)).toBe(saved.token)

    await refreshTokenIfDue(config, Date.now() + REFRESH_AFTER_MS + 1000)
    expect(fake.stats.refresh).toBe(refreshesBefore + 2)
  })
})
