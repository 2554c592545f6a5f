/** A plain-text 404 for feed URLs (unknown language, event or file). */
export const notFoundText = (): Response =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
