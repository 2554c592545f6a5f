/** The public pages whose views are counted (SPEC §2 routes). Anything else is ignored. */
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

export const isTrackedPath = (path: string): boolean => (TRACKED_PATHS as readonly string[]).includes(path)
