import { ALT_MAX_CHARS, altFromCaption } from '@/lib/photo-feed/alt-text'
import { feedViewFromAnswer } from '@/lib/photo-feed/answer'
import { embeddablePostLinks } from '@/lib/photo-feed/post-links'
import { mediaListSchema, toFeedPosts } from '@/lib/photo-feed/upstream'

describe('alt text from captions', () => {
  it('uses the caption on one line', () => {
    expect(altFromCaption('  Fun run\n\nday!  ', 'goldenoakpta')).toBe('Fun run day!')
  })
  it('cuts long captions at a word near 120 characters', () => {
    const alt = altFromCaption(`${'Bubbles and laps '.repeat(12)}end`, 'goldenoakpta')
    expect(alt.length).toBeLessThanOrEqual(ALT_MAX_CHARS)
    expect(alt).toMatch(/laps…$|Bubbles…$|and…$/)
  })
  it('falls back to the account name', () => {
    expect(altFromCaption('', '@goldenoakpta')).toBe('Photo from goldenoakpta on Instagram')
    expect(altFromCaption(undefined, 'goldenoakpta')).toBe('Photo from goldenoakpta on Instagram')
  })
})

describe('manual post links', () => {
  it('keeps Instagram posts and reels as canonical permalinks, at most four, without duplicates', () => {
    expect(
      embeddablePostLinks([
        'https://www.instagram.com/p/Cabc123/?utm_source=ig_web_copy_link',
        'https://instagram.com/reel/Xyz_-9',
        'https://www.instagram.com/goldenoakpta/p/Cabc123/',
        'https://www.instagram.com/goldenoakpta/',
        'http://www.instagram.com/p/Insecure1/',
        'https://evil.example/p/abc/',
        'javascript:alert(1)',
        null,
        'https://www.instagram.com/tv/T1/',
        'https://www.instagram.com/p/Fifth5/',
        'https://www.instagram.com/p/Sixth6/',
      ]),
    ).toEqual([
      'https://www.instagram.com/p/Cabc123/',
      'https://www.instagram.com/reel/Xyz_-9/',
      'https://www.instagram.com/tv/T1/',
      'https://www.instagram.com/p/Fifth5/',
    ])
  })
})

describe('upstream media', () => {
  const item = { id: '1', media_type: 'IMAGE', media_url: 'https://cdn.example/1.jpg', permalink: 'https://www.instagram.com/p/A/' }
  it('maps pictures, video thumbnails and albums; skips posts without a picture', () => {
    const parsed = mediaListSchema.parse({
      data: [
        { ...item, caption: ' hi ' },
        { ...item, id: '2', media_type: 'VIDEO', media_url: 'https://cdn.example/2.mp4', thumbnail_url: 'https://cdn.example/2.jpg' },
        { ...item, id: '3', media_type: 'CAROUSEL_ALBUM' },
        { ...item, id: '4', media_type: 'VIDEO', media_url: undefined },
      ],
    })
    expect(toFeedPosts(parsed.data).map((p) => [p.imageUrl, p.caption])).toEqual([
      ['https://cdn.example/1.jpg', 'hi'],
      ['https://cdn.example/2.jpg', ''],
      ['https://cdn.example/1.jpg', ''],
    ])
  })
  it('rejects non-https pictures and links that are not Instagram posts', () => {
    expect(mediaListSchema.safeParse({ data: [{ ...item, media_url: 'http://cdn.example/1.jpg' }] }).success).toBe(false)
    expect(mediaListSchema.safeParse({ data: [{ ...item, permalink: 'javascript:alert(1)' }] }).success).toBe(false)
    expect(mediaListSchema.safeParse({ data: 'nope' }).success).toBe(false)
  })
})

describe('home block state from an answer', () => {
  const post = { permalink: 'https://www.instagram.com/p/A/', imageUrl: 'https://cdn.example/1.jpg', caption: '' }
  it('reads loaded, empty and error', () => {
    expect(feedViewFromAnswer(true, { posts: [post] })).toEqual({ state: 'loaded', posts: [post] })
    expect(feedViewFromAnswer(true, { posts: [] })).toEqual({ state: 'empty' })
    expect(feedViewFromAnswer(true, { posts: [], error: 'Could not load the Instagram feed.' })).toEqual({ state: 'error' })
    expect(feedViewFromAnswer(false, { posts: [post] })).toEqual({ state: 'error' })
    expect(feedViewFromAnswer(true, null)).toEqual({ state: 'error' })
    expect(feedViewFromAnswer(true, { posts: [{ ...post, imageUrl: 'javascript:x' }] })).toEqual({ state: 'error' })
  })
})
