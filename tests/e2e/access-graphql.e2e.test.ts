import { expect, test, type APIRequestContext } from '@playwright/test'

/**
 * GraphQL against the production build: introspection is off. (The anonymous mutation and query
 * checks run through Payload's GraphQL route in tests/int/access-graphql.)
 */
const gql = async (request: APIRequestContext, query: string) => {
  const res = await request.post('/api/graphql', { data: { query } })
  return { status: res.status(), json: (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] } }
}

test('GraphQL introspection is off in production', async ({ request }) => {
  const { json } = await gql(request, '{ __schema { types { name } } }')
  expect(json.errors?.length).toBeGreaterThan(0)
  expect(json.data?.__schema).toBeFalsy()
})
