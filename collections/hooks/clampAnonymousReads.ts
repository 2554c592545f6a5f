import type { CollectionBeforeOperationHook } from 'payload'

/** The most documents one anonymous REST or GraphQL read returns (DESIGN: API abuse). */
export const ANONYMOUS_MAX_LIMIT = 50
/** How deep an anonymous read populates relations (an announcement's image, nothing beyond). */
export const ANONYMOUS_MAX_DEPTH = 1

const clampLimit = (limit: unknown): number =>
  typeof limit === 'number' && Number.isFinite(limit) && limit > 0 ? Math.min(Math.floor(limit), ANONYMOUS_MAX_LIMIT) : ANONYMOUS_MAX_LIMIT

const clampDepth = (depth: unknown): number =>
  typeof depth === 'number' && Number.isFinite(depth) && depth >= 0 ? Math.min(Math.floor(depth), ANONYMOUS_MAX_DEPTH) : ANONYMOUS_MAX_DEPTH

/**
 * Reads over REST or GraphQL by a visitor who is not signed in are clamped: at most ANONYMOUS_MAX_LIMIT a
 * page (`limit=0` and `pagination=false` included), relations at most ANONYMOUS_MAX_DEPTH deep. Without
 * this, `GET /api/announcements?limit=0` read every public row in one request. Our own server reads
 * (Local API, e.g. the calendar's 200 events) and signed-in officers are not affected.
 */
export const clampAnonymousReads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  // Server code that overrides access (e.g. which images visible announcements show, lib/media) is not a visitor's read.
  if (operation !== 'read' || req.user || req.payloadAPI === 'local' || args.overrideAccess) return args
  // One document by id: only its depth.
  if ('id' in args) return { ...args, depth: clampDepth(args.depth) }
  return { ...args, limit: clampLimit(args.limit), pagination: true, depth: clampDepth(args.depth) }
}
