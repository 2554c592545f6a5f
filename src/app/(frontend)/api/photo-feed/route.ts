import { getPhotoFeed } from '@/lib/photo-feed/feed'
import { fieldErrorsOf } from '@/lib/validations/field-errors'
import { photoFeedQuerySchema } from '@/lib/validations/photo-feed'

export const dynamic = 'force-dynamic'

/** Lets a CDN share a good answer as long as the server's own cache would. Errors are never stored. */
function cacheControl(ok: boolean, ttlMs = 0, staleMs = 0): string {
  if (!ok) return 'no-store'
  const ttl = Math.floor(ttlMs / 1000)
  return `public, max-age=0, s-maxage=${ttl}, stale-while-revalidate=${Math.max(ttl, Math.floor(staleMs / 1000))}`
}

/**
 * The photo-feed function (SPEC §7 call 5): 200 with {posts} or {posts: [], error} (like the spec's function,
 * the failure is in the body, so a missing token or an Instagram outage logs no browser error on the home
 * page); 400 with field errors on bad input.
 */
export async function GET(request: Request): Promise<Response> {
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = photoFeedQuerySchema.safeParse(query)
  if (!parsed.success) {
    return Response.json({ posts: [], error: 'Invalid request.', fieldErrors: fieldErrorsOf(parsed.error, 'query') }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  }
  const { ok, answer, config } = await getPhotoFeed(parsed.data.limit)
  return Response.json(answer, { headers: { 'Cache-Control': cacheControl(ok, config?.ttlMs, config?.staleMs) } })
}
