import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { GET } from '@/app/(frontend)/api/photo-feed/route'
import type { FeedAnswer } from '@/lib/photo-feed/types'
import { type FakeMode, startFakeInstagram } from '@tests/helpers/fake-instagram.mjs'

export const TEST_TOKEN = 'IGQVJtest-long-lived-token-0123456789'

export type Fake = Awaited<ReturnType<typeof startFakeInstagram>>

/** Starts the fake Instagram and points the photo feed at it, with a temporary token file. */
export async function setUpFakeInstagram(): Promise<Fake> {
  const fake = await startFakeInstagram({ slowMs: 3000 })
  const dir = mkdtempSync(path.join(tmpdir(), 'photo-feed-'))
  Object.assign(process.env, {
    INSTAGRAM_TOKEN_FILE: path.join(dir, 'instagram-token.json'),
    INSTAGRAM_TIMEOUT_MS: '2500', // generous: a first request in a busy test run can be slow
    INSTAGRAM_CACHE_SECONDS: '300',
    INSTAGRAM_STALE_SECONDS: '86400',
  })
  return fake
}

/** Each scenario gets its own path prefix on the fake: its own mode, request count and cache entry. */
export function useUpstream(fake: Fake, prefix: string, mode: FakeMode = 'ok', token = TEST_TOKEN): string {
  fake.setMode(mode, `/${prefix}`)
  process.env.INSTAGRAM_API_BASE = `${fake.url}/${prefix}`
  process.env.INSTAGRAM_ACCESS_TOKEN = token
  return `/${prefix}`
}

/** Calls the route handler directly, as Next would. */
export async function callFeed(
  query = 'username=goldenoakpta',
): Promise<{ status: number; body: FeedAnswer & { fieldErrors?: Record<string, string> }; cacheControl: string | null }> {
  const res = await GET(new Request(`http://localhost/api/photo-feed?${query}`))
  return { status: res.status, body: await res.json(), cacheControl: res.headers.get('cache-control') }
}

/** Collects console.warn lines while `run` runs. */
export async function captureWarnings<T>(run: () => Promise<T>): Promise<{ result: T; warnings: string[] }> {
  const warnings: string[] = []
  const original = console.warn
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '))
  try {
    return { result: await run(), warnings }
  } finally {
    console.warn = original
  }
}
