/** Cache tags shared by the readers in `lib/queries` and the hooks that revalidate them. */
export const CACHE_TAGS = {
  siteSettings: 'site-settings',
  news: 'announcements:news',
  events: 'announcements:events',
  popups: 'announcements:popups',
} as const
