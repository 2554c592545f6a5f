/**
 * The client's address for rate limits (DESIGN §4). `src/instrumentation.ts` rewrites
 * X-Forwarded-For on every incoming request before Next sees it: to the socket address, or, with
 * TRUST_PROXY, keeps what the trusted proxy sent. Either way the last entry is the one no client can
 * forge (Next 16 itself passes a client's X-Forwarded-For through untouched).
 */
export function clientAddress(headers: Headers): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  const last = entries.at(-1) ?? 'unknown'
  return last.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '').slice(0, 64)
}
