import type { AppLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/locales'
import type messages from '@/messages/en.json'

type NavKey = Exclude<keyof (typeof messages)['nav'], 'main' | 'mobile' | 'openMenu' | 'closeMenu' | 'menu' | 'menuDescription'>
type FooterKey = keyof (typeof messages)['footer']

/** A link as components render it: the label in the page's language and the localised href. */
export type NavItem = { name: string; href: string }

/** The header's nine links (SPEC §2 Header), as English routes and message keys. */
export const NAV_LINKS: ReadonlyArray<{ key: NavKey; href: string }> = [
  { key: 'home', href: '/' },
  { key: 'about', href: '/about-us' },
  { key: 'whatWeDo', href: '/what-we-do' },
  { key: 'calendar', href: '/calendar' },
  { key: 'news', href: '/news' },
  { key: 'membership', href: '/membership' },
  { key: 'volunteer', href: '/volunteer' },
  { key: 'sponsor', href: '/become-a-sponsor' },
  { key: 'contact', href: '/contact' },
]

/** Footer quick links (SPEC §2 Footer), plus the fun-run page so it stays reachable all year. */
export const FOOTER_QUICK_LINKS: ReadonlyArray<{ key: FooterKey; href: string }> = [
  { key: 'quickHome', href: '/' },
  { key: 'quickAbout', href: '/about-us' },
  { key: 'quickPrograms', href: '/what-we-do' },
  { key: 'quickEvents', href: '/calendar' },
  { key: 'quickVolunteer', href: '/volunteer' },
  { key: 'quickContact', href: '/contact' },
  { key: 'quickBubbleRun', href: '/bubble-run' },
]

/** Every public page (SPEC §2 routes), as English routes. */
export const PUBLIC_PATHS: readonly string[] = [...NAV_LINKS.map((l) => l.href), '/bubble-run']

/** `/es/calendar` → `/calendar`: the English route of a browser path in any language. */
export function routeOf(pathname: string): string {
  const match = /^\/(en|es)(\/.*)?$/.exec(pathname)
  return match ? match[2] || '/' : pathname || '/'
}

export const isCurrentPath = (pathname: string, href: string): boolean => {
  const route = routeOf(pathname)
  const target = routeOf(href)
  return target === '/' ? route === '/' : route === target || route.startsWith(`${target}/`)
}

export const localizeItems = <K extends string>(
  links: ReadonlyArray<{ key: K; href: string }>,
  locale: AppLocale,
  label: (key: K) => string,
): NavItem[] => links.map((l) => ({ name: label(l.key), href: localizedPath(l.href, locale) }))
