import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { securityHeaders } from './scripts/lib/security-headers.mjs'
import { localeRedirects, localeRewrites } from './src/i18n/rewrites'

const isProduction = process.env.NODE_ENV === 'production'
const projectRoot = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The container image (Dockerfile) ships the self-contained server; `npm start` uses the usual output.
  ...(process.env.BUILD_STANDALONE === 'true'
    ? {
        output: 'standalone' as const,
        outputFileTracingRoot: projectRoot,
        // Code that reads files at run time (process.cwd()) makes the tracer take the whole project; the image
        // needs none of the sources, tests or tools (migrations and messages are in the bundles). The officer's
        // guide (docs/officers.md, read by /admin/guide) is copied by the Dockerfile.
        outputFileTracingExcludes: {
          '*': ['./tests/**', './scripts/**', './src/**', './collections/**', './docs/**', './.ci/**', './*.md', './Dockerfile', './docker-compose.yml'],
        },
      }
    : {}),
  reactStrictMode: true,
  // Next's page cache, with the cache tags an edit expired kept on disk so they outlive a restart.
  cacheHandler: path.join(projectRoot, 'scripts/lib/durable-tags-cache.mjs'),
  // `npm run typecheck` (tsc) is the type gate in CI; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // A CI run builds once from a clean clone: writing Turbopack's build cache there (about 11 s) is never read.
  experimental: {
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
    // No source maps: the production server runs without --enable-source-maps (its unminified chunks are
    // readable in a stack trace) and browsers get none. Not writing them: a 235 → 99 MB build, ~8 % less CPU.
    turbopackSourceMaps: false,
    // Server code keeps its names: Payload picks the log level of an error by its class name (a refused
    // request is `Forbidden`, logged as info); minified, every anonymous 403 was logged as an ERROR with a
    // stack. The server bundle is never sent to a browser; the client's stays minified.
    turbopackMinify: { server: false, client: true },
  },
  poweredByHeader: false,
  // Development only: a newcomer may open http://127.0.0.1:3000 or http://[::1]:3000 instead of localhost.
  allowedDevOrigins: ['localhost', '127.0.0.1', '[::1]', '::1'],
  // Reads its VTIMEZONE files from its own folder at run time: load it from node_modules, unbundled.
  serverExternalPackages: ['@touch4it/ical-timezones'],
  // Uploaded images come in AVIF/WebP sizes made at upload (collections/Media) and are served by Payload,
  // which checks on every request that the image is in use by a visible announcement. Next's optimizer
  // would keep its own copies for hours after an officer hid or deleted one, so it is off (/_next/image 404).
  images: { unoptimized: true },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders({ production: isProduction }) }]
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
