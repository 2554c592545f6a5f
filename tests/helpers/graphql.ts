import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'

import { guardRoute } from '@/lib/http/route-guard'

import { SITE } from './api'

/** Payload's GraphQL route behind the same guard as src/app/(payload)/api/graphql/route.ts. */
const graphqlRoute = guardRoute(config, 'graphql', GRAPHQL_POST(config))

export const graphql = (body: string, headers: Record<string, string> = {}): Promise<Response> =>
  graphqlRoute(new Request(`${SITE}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }), undefined)

/** A GraphQL request with a streamed body (body-cap tests). */
export const graphqlRequest = (body: ReadableStream<Uint8Array>): Promise<Response> =>
  graphqlRoute(new Request(`${SITE}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit), undefined)
