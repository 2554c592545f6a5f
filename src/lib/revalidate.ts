import { revalidateTag } from 'next/cache'

/** Next's answer when there is no request, so no cache to expire (seed, tasks, Jest). */
const OUTSIDE_NEXT = /static generation store missing/

/**
 * Set on a request's context (`req.context`) by code that writes several times in one transaction: the
 * save hooks then leave the cache alone, and the caller expires the tags once, after the commit (a page
 * rendered between an early expiry and the commit would cache the old values again).
 */
export const DEFER_REVALIDATION = 'deferRevalidation'

export const isRevalidationDeferred = (context: Record<string, unknown> | undefined): boolean => context?.[DEFER_REVALIDATION] === true

/**
 * Expires cached data with these tags so the very next request reads fresh data (Next 16:
 * `{ expire: 0 }` = no stale answer; `updateTag` exists only in server actions, and these calls come from
 * Payload hooks inside REST route handlers and server actions). Outside a Next request (seed, tasks,
 * Jest) there is nothing to expire; any other failure is logged, since a page would then stay stale.
 * Next applies the expiries when the request ends; the page cache (scripts/lib/durable-tags-cache.mjs)
 * then also empties the server's page micro-cache, so the next request reaches Next.
 */
export function revalidateTags(tags: readonly string[]): string[] {
  const done: string[] = []
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
      done.push(tag)
    } catch (err) {
      if (err instanceof Error && OUTSIDE_NEXT.test(err.message)) continue
      console.error(`[revalidate] could not expire the cache tag "${tag}":`, err)
    }
  }
  return done
}
