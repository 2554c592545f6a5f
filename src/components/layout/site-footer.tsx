import Link from 'next/link'

import type { PublicSiteSettings } from '@/lib/site-settings-locale'
import { EXTERNAL, instagramProfileUrl, mailtoUrl, mapsUrl, telUrl } from '@/lib/links'
import { FOOTER_QUICK_LINKS } from '@/lib/navigation'

import { SiteLogo } from './site-logo'

const linkClass = 'rounded text-slate-200 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-brand-500'

/** Footer: contact details, quick links, resources and the copyright line with the current year. */
export function SiteFooter({ settings, year }: { settings: PublicSiteSettings; year: number }) {
  const { contact, links, instagram } = settings
  const resources = [
    { name: 'Join PTA', href: links.membership, external: true },
    { name: 'Spirit Wear', href: links.spiritWear, external: true },
    { name: 'Emergency Kit', href: links.emergencyKit, external: true },
    { name: 'Become Sponsor', href: '/become-a-sponsor', external: false },
    { name: 'Reflections Program', href: links.reflections, external: true },
    { name: 'Gallery', href: instagramProfileUrl(instagram.username), external: true },
  ]
  return (
    <footer className="bg-navy-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <div className="flex items-center gap-3">
            <SiteLogo className="h-10 w-10" />
            <p className="text-lg font-bold text-white">{contact.ptaName}</p>
          </div>
          <address className="mt-4 space-y-1 text-sm not-italic">
            <p>
              <a className={linkClass} href={mapsUrl(contact.address)} {...EXTERNAL}>
                {contact.address}
              </a>
            </p>
            <p>{contact.district}</p>
            <p>{contact.grades}</p>
            <p>
              <a className={linkClass} href={telUrl(contact.phone)}>
                {contact.phone}
              </a>
            </p>
            <p>
              <a className={linkClass} href={mailtoUrl(contact.email)}>
                {contact.email}
              </a>
            </p>
          </address>
        </div>
        <nav aria-label="Quick links">
          <h2 className="text-sm font-bold uppercase tracking-wider text-brand-500">Quick Links</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {FOOTER_QUICK_LINKS.map((l) => (
              <li key={l.href}>
                <Link className={linkClass} href={l.href}>
                  {l.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Resources">
          <h2 className="text-sm font-bold uppercase tracking-wider text-brand-500">Resources</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {resources.map((r) => (
              <li key={r.name}>
                {r.external ? (
                  <a className={linkClass} href={r.href} {...EXTERNAL}>
                    {r.name}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <Link className={linkClass} href={r.href}>
                    {r.name}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm text-slate-300 sm:px-6">
          © {year} {contact.ptaName}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
