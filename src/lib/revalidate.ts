import { revalidateTag } from 'next/cache'

/**
 * Expires cached data with these tags so the very next request reads fresh data (Next 16:
 * `{ expire: 0 }` = no stale answer; `updateTag` exists only in server actions, and these calls come from
 * Payload hooks inside REST route handlers). Outside a Next request (seed, CLI scripts, Jest) there is no
 * cache to expire and Next throws: that is ignored, so hooks work everywhere.
 */
export function revalidateTags(tags: readonly string[]): string[] {
  const done: string[] = []
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
      done.push(tag)
    } catch {
      // Not inside a Next.js request: nothing is cached here.
    }
  }
  return done
}
