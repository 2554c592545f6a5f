import { createSwrCache } from '@/lib/photo-feed/cache'

/** The photo feed's stale-while-revalidate cache, on a clock the test moves. */
const times = { ttlMs: 1000, staleMs: 10_000, retryMs: 500 }
const tick = () => new Promise((r) => setTimeout(r, 0))

function setUp() {
  let clock = 0
  const cache = createSwrCache<string>({ now: () => clock })
  let calls = 0
  let result: () => Promise<string> = async () => `v${calls}`
  const load = () => {
    calls += 1
    return result()
  }
  return {
    cache,
    get: () => cache.get('k', load, times),
    advance: (ms: number) => (clock += ms),
    calls: () => calls,
    failWith: (message: string) => (result = async () => Promise.reject(new Error(message))),
    succeed: () => (result = async () => `v${calls}`),
  }
}

describe('stale-while-revalidate cache', () => {
  it('loads once, then serves the fresh value without loading', async () => {
    const t = setUp()
    expect(await t.get()).toBe('v1')
    t.advance(999)
    expect(await t.get()).toBe('v1')
    expect(t.calls()).toBe(1)
  })

  it('shares one load between concurrent callers', async () => {
    const t = setUp()
    expect(await Promise.all([t.get(), t.get(), t.get()])).toEqual(['v1', 'v1', 'v1'])
    expect(t.calls()).toBe(1)
  })

  it('serves an expired value at once and replaces it in the background', async () => {
    const t = setUp()
    await t.get()
    t.advance(1500)
    expect(await t.get()).toBe('v1')
    await tick()
    expect(t.calls()).toBe(2)
    expect(await t.get()).toBe('v2')
  })

  it('keeps the last good value when reloading fails, and does not retry at once', async () => {
    const t = setUp()
    await t.get()
    t.failWith('down')
    t.advance(1500)
    expect(await t.get()).toBe('v1')
    await tick()
    expect(await t.get()).toBe('v1')
    expect(t.calls()).toBe(2)
    t.advance(600)
    expect(await t.get()).toBe('v1')
    expect(t.calls()).toBe(3)
  })

  it('fails when there is no value young enough, remembering the failure for retryMs', async () => {
    const t = setUp()
    t.failWith('down')
    await expect(t.get()).rejects.toThrow('down')
    await expect(t.get()).rejects.toThrow('down')
    expect(t.calls()).toBe(1)
    t.advance(600)
    t.succeed()
    expect(await t.get()).toBe('v2')
    t.failWith('down')
    t.advance(20_000)
    await expect(t.get()).rejects.toThrow('down')
  })
})
