import { ANNOUNCEMENT_TAGS } from '@/features/announcements/tags'

/** Cache tags shared by the readers in `lib/queries` and the hooks that revalidate them. */
export const CACHE_TAGS = {
  siteSettings: 'site-settings',
  ...ANNOUNCEMENT_TAGS,
} as const
