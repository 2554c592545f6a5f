/* Payload REST API at /api/* (collections, globals and our custom endpoints), behind the route guard:
 * bodies capped while streaming, malformed URLs refused, no anonymous existence oracle, private caching. */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardRoute } from '@/lib/http/route-guard'

export const GET = guardRoute(config, 'rest', REST_GET(config))
export const POST = guardRoute(config, 'rest', REST_POST(config))
export const DELETE = guardRoute(config, 'rest', REST_DELETE(config))
export const PATCH = guardRoute(config, 'rest', REST_PATCH(config))
export const PUT = guardRoute(config, 'rest', REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
