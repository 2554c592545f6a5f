// The security headers of every response (DESIGN §4), in one place: next.config.ts applies them to what Next
// answers (dev and production), scripts/server.mjs to everything the production server answers, the
// answers Next makes before its header rules run included (redirects, malformed addresses, refused methods).

/**
 * The Content-Security-Policy.
 *
 * Why scripts keep 'unsafe-inline' (issue 13 item 7, measured 2026-11-23 on a production build, `next start`):
 * - The inline scripts are Next's bootstrap and its RSC payload (`self.__next_f.push(…)`), which carries the
 *   page's data. `/` has 11 of them, /news, /calendar and /contact 3 each, /about-us 5; 6 pages gave
 *   18 distinct SHA-256 hashes, and one new announcement changed 1 of the 3 hashes on /news.
 * - Hashes: this header is static (one policy for every route, set here at build time), but the hashes differ
 *   per page and change whenever content is revalidated, so no fixed list can allow them. Next 16 offers SRI
 *   only for external chunks (`experimental.sri`), not for these inline payloads.
 * - Nonces: Next applies a nonce only when the request carries one (a proxy/middleware setting it per request),
 *   and reading it opts every page into dynamic rendering: no ISR, no cached HTML. On this 2-core machine a
 *   force-dynamic page served ~300 req/s against ~2,960 req/s for the same page with ISR (NOTES.md), about
 *   10x, and each view would query the database again (DESIGN §2.4: 0 queries per cached view).
 * So the policy stays: scripts only from our origin plus inline ones, no eval in production, `object-src 'none'`,
 * `base-uri 'self'`, `frame-ancestors 'none'`. Stored content is rendered as text everywhere (React escaping),
 * which is what keeps injected markup from becoming script.
 */
const contentSecurityPolicy = (production) =>
  [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${production ? '' : " 'unsafe-eval'"} https://www.instagram.com`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    'frame-src https://www.instagram.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')

/**
 * @param {{ production: boolean }} options HSTS and a CSP without 'unsafe-eval' in production.
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders({ production }) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(production) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ]
}
