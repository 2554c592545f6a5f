/* Payload REST API at /api/* (collections, globals and our custom endpoints), behind the route guard:
 * bodies capped while streaming, malformed URLs refused, no anonymous existence oracle, private caching.
 * While Payload cannot start (database unreachable) the endpoints answer their honest 503, not a bare 500. */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { answerWhilePayloadDown } from '@/endpoints/payload-down'
import { guardRoute } from '@/lib/http/route-guard'

type Handler<C> = (request: Request, context: C) => Promise<Response>

const whenUp =
  <C,>(handler: Handler<C>): Handler<C> =>
  async (request, context) =>
    (await answerWhilePayloadDown(await config, request)) ?? handler(request, context)

export const GET = guardRoute(config, 'rest', whenUp(REST_GET(config)))
export const POST = guardRoute(config, 'rest', whenUp(REST_POST(config)))
export const DELETE = guardRoute(config, 'rest', whenUp(REST_DELETE(config)))
export const PATCH = guardRoute(config, 'rest', whenUp(REST_PATCH(config)))
export const PUT = guardRoute(config, 'rest', whenUp(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
