import type { NextConfig } from 'next'

import { LOCALES, NOT_FOUND_SEGMENT } from './locales'

type Rewrites = Awaited<ReturnType<NonNullable<NextConfig['rewrites']>>>
type Redirects = Awaited<ReturnType<NonNullable<NextConfig['redirects']>>>

/**
 * First path segments that are not English pages: the Spanish site, the API, the admin area, the CMS,
 * assets. The production server's request guard (scripts/lib/request-guard.mjs) sends other spellings of
 * them (`/ES/news`) to these: routes match them in any case, and `[locale]` would get `ES`.
 */
const NOT_ENGLISH_PAGES = ['es', 'en', 'api', 'admin', 'cms', '_next']
const notPrefixed = NOT_ENGLISH_PAGES.join('|')

/**
 * The news pages that can exist: /news/page/2 … /news/page/999 (9,990 items at 10 a page). Any other
 * /news/page/<x> is sent to the one cached 404 page before the route sees it, since every address the
 * route renders becomes its own entry (about 8 files) in the page cache: a visitor asking for
 * /news/page/<random> could otherwise fill the disk.
 */
export const NEWS_PAGE_NUMBER = '[0-9]{1,3}'

/**
 * `/x` → `[locale]=en` page `/en/x`. `afterFiles` rewrites run after static files and fixed routes
 * (icons, robots.txt, sitemap.xml, /api) and before dynamic routes such as `[locale]`.
 */
export function localeRewrites(): Rewrites {
  return {
    beforeFiles: LOCALES.map((locale) => ({
      source: `${locale === 'en' ? '' : `/${locale}`}/news/page/:page((?!${NEWS_PAGE_NUMBER}$).*)`,
      destination: `/${locale}/${NOT_FOUND_SEGMENT}`,
    })),
    afterFiles: [
      { source: '/', destination: '/en' },
      { source: `/:path((?!(?:${notPrefixed})(?:/|$)).+)`, destination: '/en/:path' },
      // Addresses under the other first segments that no route of theirs claims (afterFiles rewrites run
      // after the fixed routes and files: every admin page is one, so are /_next/static files; the dev
      // server's /_next sockets and tools are answered before routing) would reach `[locale]` as `api`,
      // `admin`, `_next`.
      ...['/api', '/admin/:path+', '/_next', '/_next/:path+'].map((source) => ({ source, destination: `/en/${NOT_FOUND_SEGMENT}` })),
    ],
    // Only after every route had its chance: an unknown `/x` (now `/en/x`) or `/es/x` shows its language's
    // one cached 404 page (status 404), so random addresses never grow the page cache.
    fallback: LOCALES.map((locale) => ({ source: `/${locale}/:path*`, destination: `/${locale}/${NOT_FOUND_SEGMENT}` })),
  }
}

/**
 * `/en/...` is not a public address (English has no prefix): it moves permanently to the unprefixed URL.
 * `/news?page=2` (the first round's paging links) moves to the cached `/news/page/2`.
 */
export function localeRedirects(): Redirects {
  return [
    { source: '/en', destination: '/', permanent: true },
    { source: '/en/:path*', destination: '/:path*', permanent: true },
    ...['', '/es'].map((prefix) => ({
      source: `${prefix}/news`,
      has: [{ type: 'query' as const, key: 'page', value: `(?<page>${NEWS_PAGE_NUMBER})` }],
      destination: `${prefix}/news/page/:page`,
      permanent: true,
    })),
  ]
}
