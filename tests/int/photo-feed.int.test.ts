import { FEED_ERROR } from '@/lib/photo-feed/types'
import { callFeed, captureWarnings, type Fake, setUpFakeInstagram, TEST_TOKEN, useUpstream } from '@tests/helpers/photo-feed'

/** GET /api/photo-feed against a local stand-in for the Instagram API: every answer the spec allows. */
let fake: Fake
beforeAll(async () => {
  fake = await setUpFakeInstagram()
})
afterAll(() => fake.close())

const errorShape = { posts: [], error: FEED_ERROR }

describe('photo-feed function', () => {
  it('answers the latest posts (default 6) as {permalink, imageUrl, caption}, cacheable', async () => {
    const prefix = useUpstream(fake, 'success')
    const { status, body, cacheControl } = await callFeed()
    expect(status).toBe(200)
    expect(body.error).toBeUndefined()
    expect(body.posts).toHaveLength(6)
    expect(body.posts[0]).toEqual({
      permalink: 'https://www.instagram.com/p/FAKE1/',
      imageUrl: 'https://cdn.fake-instagram.test/image/1.jpg',
      caption: expect.stringContaining('Golden Bubble Run'),
    })
    expect(body.posts[2].caption).toBe('')
    expect(cacheControl).toMatch(/public.*s-maxage=300.*stale-while-revalidate=/)
    const asked = fake.stats.byPrefix[prefix]
    expect(asked).toBe(1)
    expect(fake.stats.tokens.at(-1)).toMatch(/^IGQVJ/)
  })

  it('honours limit up to 12 from the one cached upstream answer', async () => {
    const prefix = useUpstream(fake, 'success')
    expect((await callFeed('username=goldenoakpta&limit=3')).body.posts).toHaveLength(3)
    expect((await callFeed('username=@goldenoakpta&limit=12')).body.posts).toHaveLength(8)
    expect(fake.stats.byPrefix[prefix]).toBe(1)
  })

  it("uses a video's thumbnail, never the video file, as its picture", async () => {
    useUpstream(fake, 'video', 'video')
    const { body } = await callFeed('username=goldenoakpta&limit=2')
    expect(body.posts.map((p) => p.imageUrl)).toEqual([
      'https://cdn.fake-instagram.test/image/1.jpg',
      'https://cdn.fake-instagram.test/thumb/2.jpg',
    ])
  })

  it('answers an empty list when the account has no posts', async () => {
    useUpstream(fake, 'empty', 'empty')
    expect(await callFeed()).toMatchObject({ status: 200, body: { posts: [] } })
    expect((await callFeed()).body.error).toBeUndefined()
  })

  it('answers the error shape when Instagram fails with 500, and logs why without the token', async () => {
    useUpstream(fake, 'upstream-500', 'error')
    const { result, warnings } = await captureWarnings(() => callFeed())
    expect(result.status).toBe(200)
    expect(result.body).toEqual(errorShape)
    expect(result.cacheControl).toBe('no-store')
    expect(warnings.join('\n')).toMatch(/HTTP 500/)
    expect(warnings.join('\n')).not.toContain(TEST_TOKEN)
  })

  it('gives up on a silent Instagram after the configured timeout', async () => {
    useUpstream(fake, 'timeout', 'slow') // the fake answers after 3 s
    process.env.INSTAGRAM_TIMEOUT_MS = '400'
    try {
      const { result, warnings } = await captureWarnings(() => callFeed())
      expect(result.body).toEqual(errorShape)
      expect(warnings.join('\n')).toMatch(/no answer within 400 ms/)
    } finally {
      process.env.INSTAGRAM_TIMEOUT_MS = '2500'
    }
  })

  it('answers the error shape for malformed JSON and for an unexpected shape', async () => {
    useUpstream(fake, 'malformed', 'malformed')
    expect((await captureWarnings(() => callFeed())).result.body).toEqual(errorShape)
    useUpstream(fake, 'wrong-shape', 'wrong-shape')
    expect((await captureWarnings(() => callFeed())).result.body).toEqual(errorShape)
  })

  it('refuses bad input with 400 and field errors, never 500', async () => {
    useUpstream(fake, 'bad-input')
    const cases = [
      '',
      'username=',
      'username=bad%20name',
      `username=${'a'.repeat(31)}`,
      'username=a<b>',
      'username=ok&limit=0',
      'username=ok&limit=13',
      'username=ok&limit=2.5',
      'username=ok&limit=six',
    ]
    for (const query of cases) {
      const { status, body, cacheControl } = await callFeed(query)
      expect([query, status]).toEqual([query, 400])
      expect(body.posts).toEqual([])
      expect(Object.keys(body.fieldErrors ?? {}).length).toBeGreaterThan(0)
      expect(cacheControl).toBe('no-store')
    }
    expect((await callFeed('username=ok&limit=')).status).toBe(200)
    expect(fake.stats.byPrefix['/bad-input']).toBe(1)
  })
})
