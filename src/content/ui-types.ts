/**
 * The few UI names that typed page copy refers to. They live here, so `src/content` stays a leaf
 * (it imports nothing from components); the components implement exactly these names.
 */
export const ICON_NAMES = [
  'book', 'palette', 'walk', 'camera', 'bag', 'star', 'tree', 'gift', 'dollar', 'heart', 'users', 'calendar',
  'clock', 'mail', 'laptop', 'printer', 'pencil', 'flask', 'monitor', 'trophy', 'share', 'trendingUp', 'wrench',
  'box', 'shield', 'file', 'idCard', 'building', 'megaphone', 'check',
] as const
export type IconName = (typeof ICON_NAMES)[number]

/** The spec's button variants (SPEC §3 action card buttonVariant). */
export type ButtonVariant = 'hero' | 'secondary' | 'action' | 'outline'
