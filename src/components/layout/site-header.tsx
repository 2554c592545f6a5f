import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { type AppLocale, localizedPath } from '@/i18n/locales'
import { EXTERNAL } from '@/lib/links'
import { localizeItems, NAV_LINKS } from '@/lib/navigation'

import { DesktopNav } from './desktop-nav'
import { LanguageSwitch } from './language-switch'
import { MobileMenu } from './mobile-menu'
import { SiteLogo } from './site-logo'

type Props = { membershipUrl: string; ptaName: string; locale: AppLocale }

/** Sticky header: logo, the nine navigation links, the language switch and Join PTA (opens in a new tab). */
export async function SiteHeader({ membershipUrl, ptaName, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'header' })
  const nav = await getTranslations({ locale, namespace: 'nav' })
  const common = await getTranslations({ locale, namespace: 'common' })
  const items = localizeItems(NAV_LINKS, locale, (key) => nav(key))
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t('skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 2xl:gap-3">
        <Link
          href={localizedPath('/', locale)}
          className="flex min-w-0 items-center gap-2 rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700"
        >
          <SiteLogo />
          {/* On phones the language switch and Join PTA leave the name a few letters ("PTA d…"): the logo
              stands alone there and the name is for screen readers; the hero names the school. */}
          <span className="sr-only sm:hidden">{ptaName}</span>
          <span className="hidden sm:block">
            <span className="line-clamp-2 text-lg font-bold leading-tight text-navy-900 xl:line-clamp-3 xl:max-w-[7.5rem] xl:text-sm 2xl:line-clamp-2 2xl:max-w-none 2xl:text-lg">
              {ptaName}
            </span>
          </span>
        </Link>
        <DesktopNav items={items} label={nav('main')} />
        <div className="flex items-center gap-1 sm:gap-2">
          {/* In the header (Spanish-speaking families look for it first) except on the narrowest phones,
              where it would cover the logo, and always in the menu. */}
          <LanguageSwitch className="max-[359px]:hidden" />
          <a
            href={membershipUrl}
            {...EXTERNAL}
            className="whitespace-nowrap rounded-full bg-brand-500 px-4 py-2 text-sm font-bold text-navy-900 shadow-sm transition hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700"
          >
            {t('joinPta')}
            <span className="sr-only">{common('opensInNewTab')}</span>
          </a>
          <MobileMenu
            items={items}
            labels={{
              open: nav('openMenu'),
              close: nav('closeMenu'),
              title: nav('menu'),
              description: nav('menuDescription'),
              nav: nav('mobile'),
            }}
          >
            <LanguageSwitch />
          </MobileMenu>
        </div>
      </div>
    </header>
  )
}
