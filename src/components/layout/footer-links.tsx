import Link from 'next/link'

import { EXTERNAL } from '@/lib/links'

/** The footer's link style (a component class in globals.css). */
export const footerLinkClass = 'footer-link'

type FooterLink = { name: string; href: string; external?: boolean }

/** One titled list of footer links; external ones open in a new tab and say so to screen readers. */
export function FooterLinks({ title, links, newTabHint }: { title: string; links: FooterLink[]; newTabHint: string }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-bold uppercase tracking-wider text-brand-500">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((l) => (
          <li key={`${l.name} ${l.href}`}>
            {l.external ? (
              <a className={footerLinkClass} href={l.href} {...EXTERNAL}>
                {l.name}
                <span className="sr-only">{newTabHint}</span>
              </a>
            ) : (
              <Link className={footerLinkClass} href={l.href}>
                {l.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
