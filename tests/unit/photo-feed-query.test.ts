import { getInstagramEnv } from '@/lib/env'
import { photoFeedQuerySchema } from '@/lib/validations/photo-feed'

describe('photo-feed query', () => {
  it('defaults limit to 6 and accepts Instagram usernames (with or without @)', () => {
    expect(photoFeedQuerySchema.parse({ username: 'golden.oak_pta' })).toEqual({ username: 'golden.oak_pta', limit: 6 })
    expect(photoFeedQuerySchema.parse({ username: '@goldenoakpta', limit: '12' })).toEqual({ username: 'goldenoakpta', limit: 12 })
  })
  it.each([
    [{}, 'username'],
    [{ username: 'has space' }, 'username'],
    [{ username: 'x'.repeat(31) }, 'username'],
    [{ username: 'ok', limit: '0' }, 'limit'],
    [{ username: 'ok', limit: '13' }, 'limit'],
    [{ username: 'ok', limit: '1.5' }, 'limit'],
    [{ username: 'ok', limit: 'many' }, 'limit'],
  ])('refuses %j (%s)', (query, field) => {
    const result = photoFeedQuerySchema.safeParse(query)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.path[0])).toContain(field)
  })
})

const env = (vars: Record<string, string> = {}) => ({ NODE_ENV: 'test', ...vars }) as NodeJS.ProcessEnv

describe('photo-feed environment', () => {
  it('has safe defaults', () => {
    expect(getInstagramEnv(env())).toMatchObject({
      INSTAGRAM_API_BASE: 'https://graph.instagram.com',
      INSTAGRAM_TIMEOUT_MS: 4000,
      INSTAGRAM_CACHE_SECONDS: 300,
      INSTAGRAM_STALE_SECONDS: 86_400,
    })
    expect(getInstagramEnv(env({ INSTAGRAM_ACCESS_TOKEN: '  ' })).INSTAGRAM_ACCESS_TOKEN).toBeUndefined()
  })
  it('refuses nonsense values', () => {
    expect(() => getInstagramEnv(env({ INSTAGRAM_TIMEOUT_MS: 'soon' }))).toThrow()
    expect(() => getInstagramEnv(env({ INSTAGRAM_API_BASE: 'not a url' }))).toThrow()
  })
})
