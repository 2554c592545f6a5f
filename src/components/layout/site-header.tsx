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
    <header className="site-header">
      <a
        href="#main"
        className="skip-link"
      >
        {t('skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 2xl:gap-3">
        <Link
          href={localizedPath('/', locale)}
          className="brand-link"
        >
          <SiteLogo />
          {/* On phones the language switch and Join PTA leave the name a few letters ("PTA d…"): the logo
              stands alone there and the name is for screen readers; the hero names the school. */}
          <span className="sr-only sm:hidden">{ptaName}</span>
          <span className="hidden sm:block">
            <span className="brand-name">
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
            className="join-button"
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
