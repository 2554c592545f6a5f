import Link from 'next/link'

import { EXTERNAL } from '@/lib/links'

import { DesktopNav } from './desktop-nav'
import { MobileMenu } from './mobile-menu'
import { SiteLogo } from './site-logo'

type Props = { membershipUrl: string; ptaName: string }

/** Sticky header: logo, the nine navigation links, and Join PTA (opens registration in a new tab). */
export function SiteHeader({ membershipUrl, ptaName }: Props) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link href="/" className="flex min-w-0 items-center gap-2 rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700">
          <SiteLogo />
          <span className="line-clamp-2 text-sm font-bold leading-tight text-navy-900 sm:text-lg xl:sr-only 2xl:not-sr-only">
            {ptaName}
          </span>
        </Link>
        <DesktopNav />
        <div className="flex items-center gap-2">
          <a
            href={membershipUrl}
            {...EXTERNAL}
            className="whitespace-nowrap rounded-full bg-brand-500 px-4 py-2 text-sm font-bold text-navy-900 shadow-sm transition hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700"
          >
            Join PTA<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
