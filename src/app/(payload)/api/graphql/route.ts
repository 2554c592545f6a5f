/* Payload GraphQL API at /api/graphql (no playground route is mounted), behind the route guard. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { guardRoute } from '@/lib/http/route-guard'

export const POST = guardRoute(config, 'graphql', GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
