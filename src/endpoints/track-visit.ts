import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

import { isTrackedPath } from '@/lib/analytics/tracked-paths'
import { countPageView } from '@/lib/analytics/view-buffer'
import { clientAddress } from '@/lib/auth/client-address'
import { isForeignRequest } from '@/lib/auth/same-origin'
import { trackVisitSchema } from '@/lib/validations/track-visit'

import { defineEndpoint } from './http'

/** Per-instance beacon limit (60 a minute per client): enough for a person, useless for inflating counts. */
const beacons = new RateLimiterMemory({ keyPrefix: 'visit', points: 60, duration: 60 })

const accepted = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })

/**
 * POST /api/track-visit {path}: counts one view of a public page, in memory until the next flush (no
 * database query per view). No cookie is read or set and nothing about the visitor is stored; unknown
 * paths, other sites and over-eager clients are quietly ignored.
 */
export const trackVisitEndpoint = defineEndpoint({
  path: '/track-visit',
  method: 'post',
  body: { schema: trackVisitSchema, maxBytes: 512 },
  sameOriginOnly: false,
  unavailable: { message: 'Visits cannot be counted right now.', log: 'page view could not be counted' },
  handle: async (req, { path }) => {
    if (!isTrackedPath(path) || isForeignRequest(req.headers, 'POST', req.payload.config.serverURL)) return accepted()
    try {
      await beacons.consume(clientAddress(req.headers))
      countPageView(req.payload, path)
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err
    }
    return accepted()
  },
})
