export type NavItem = { name: string; href: string }

/** The header's nine links (SPEC §2 Header). */
export const NAV_ITEMS: NavItem[] = [
  { name: 'Home', href: '/' },
  { name: 'About Us', href: '/about-us' },
  { name: 'What We Do', href: '/what-we-do' },
  { name: 'Calendar', href: '/calendar' },
  { name: 'News', href: '/news' },
  { name: 'Membership', href: '/membership' },
  { name: 'Volunteer', href: '/volunteer' },
  { name: 'Become a Sponsor', href: '/become-a-sponsor' },
  { name: 'Contact', href: '/contact' },
]

/** Footer quick links (SPEC §2 Footer). */
export const FOOTER_QUICK_LINKS: NavItem[] = [
  { name: 'Home', href: '/' },
  { name: 'About PTA', href: '/about-us' },
  { name: 'Programs', href: '/what-we-do' },
  { name: 'Events', href: '/calendar' },
  { name: 'Volunteer', href: '/volunteer' },
  { name: 'Contact', href: '/contact' },
]

export const isCurrentPath = (pathname: string, href: string): boolean =>
  href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`)
