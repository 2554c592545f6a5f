import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { localeRedirects, localeRewrites } from './src/i18n/rewrites'

const isProduction = process.env.NODE_ENV === 'production'

/**
 * Security headers for every response (DESIGN §4).
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
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isProduction ? '' : " 'unsafe-eval'"} https://www.instagram.com`,
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

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  ...(isProduction ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
]

const nextConfig: NextConfig = {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The container image (Dockerfile) ships the self-contained server; `npm start` uses the usual output.
  ...(process.env.BUILD_STANDALONE === 'true' ? { output: 'standalone' as const, outputFileTracingRoot: path.dirname(fileURLToPath(import.meta.url)) } : {}),
  reactStrictMode: true,
  // `npm run typecheck` (tsc) is the type gate in CI; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // Development only: a newcomer may open http://127.0.0.1:3000 or http://[::1]:3000 instead of localhost.
  allowedDevOrigins: ['localhost', '127.0.0.1', '[::1]', '::1'],
  // Reads its VTIMEZONE files from its own folder at run time: load it from node_modules, unbundled.
  serverExternalPackages: ['@touch4it/ical-timezones'],
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/**' }],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  },
  // The /cms panel has no sign-in form of its own (admin codes, no passwords): it uses ours. The query
  // (e.g. ?redirect=/cms/collections/…) is kept, and the login page follows it back if it is same-site.
  // English pages keep the spec's routes (`/calendar`); they are served by `[locale]` = en through a
  // rewrite, without middleware (no per-request work, pages stay static). Spanish lives under `/es`.
  async rewrites() {
    return localeRewrites()
  },
  async redirects() {
    return [
      ...localeRedirects(),
      // Payload sends an anonymous visitor of any /cms page to /cms/login without saying where from.
      { source: '/cms/login', missing: [{ type: 'query', key: 'redirect' }], destination: '/admin/login?next=%2Fcms', permanent: false },
      { source: '/cms/login', destination: '/admin/login', permanent: false },
      { source: '/cms/create-first-user', destination: '/admin/login', permanent: false },
      { source: '/cms/forgot', destination: '/admin/login', permanent: false },
    ]
  },
}

// `precompile`: the message files are compiled to a small format at build time, so the browser does not
// ship an ICU parser (intl-messageformat, ~13 KB compressed on every page).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './src/messages', format: 'json', locales: ['en', 'es'], precompile: true } },
})
const withPayloadConfig = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * withPayload adds `Accept-CH`/`Critical-CH: Sec-CH-Prefers-Color-Scheme` to every route, which makes
 * Chrome restart each public navigation. Only the /cms panel uses that hint, so scope it there.
 */
const payloadHeaders = withPayloadConfig.headers
export default {
  ...withPayloadConfig,
  async headers() {
    const all = (await payloadHeaders?.()) ?? []
    return all.map((rule) =>
      rule.headers.some((h) => h.key === 'Critical-CH') ? { ...rule, source: '/cms/:path*' } : rule,
    )
  },
} satisfies NextConfig
