import { LOCALES, localizedPath } from '@/i18n/locales'

/** The public pages whose views are counted (SPEC §2 routes), in English; their Spanish twins count too. */
export const TRACKED_PATHS = [
  '/',
  '/about-us',
  '/what-we-do',
  '/calendar',
  '/news',
  '/membership',
  '/volunteer',
  '/become-a-sponsor',
  '/contact',
  '/bubble-run',
] as const

/** Every counted address: each page in each language (`/volunteer`, `/es/volunteer`), each counted on its own. */
const COUNTED = new Set<string>(TRACKED_PATHS.flatMap((path) => LOCALES.map((locale) => localizedPath(path, locale))))

/** Anything else is ignored. */
export const isTrackedPath = (path: string): boolean => COUNTED.has(path)
