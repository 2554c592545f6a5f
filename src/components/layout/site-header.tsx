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

/**
 * Below this width the header has no room for Join PTA beside the logo and the menu button (its words
 * are longer in Spanish): 2rem padding + 2.25rem logo + 3.5rem menu and gaps + the button, in rem so a
 * larger text size moves the threshold with it. The button is in the menu as well.
 */
const JOIN_HIDDEN_BELOW: Record<AppLocale, string> = { en: 'max-[14rem]:hidden', es: 'max-[17.25rem]:hidden' }

/** Sticky header: logo, the nine navigation links, the language switch and Join PTA (opens in a new tab). */
export async function SiteHeader({ membershipUrl, ptaName, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'header' })
  const nav = await getTranslations({ locale, namespace: 'nav' })
  const common = await getTranslations({ locale, namespace: 'common' })
  const items = localizeItems(NAV_LINKS, locale, (key) => nav(key))
  const joinLabel = (
    <>
      {t('joinPta')}
      <span className="sr-only">{common('opensInNewTab')}</span>
    </>
  )
  return (
    <header className="site-header">
      <a
        href="#main"
        className="skip-link"
      >
        {t('skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6">
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
          {/* In the header (Spanish-speaking families look for it first) and always in the menu. The widths
              are in rem, so they grow with the reader's text size: on a phone with large text the header
              keeps the logo and the menu button, and the switch and then Join PTA move to the menu only. */}
          <LanguageSwitch className="max-[22.4375rem]:hidden" />
          <a href={membershipUrl} {...EXTERNAL} className={`join-button ${JOIN_HIDDEN_BELOW[locale]}`}>
            {joinLabel}
          </a>
          <MobileMenu
            items={items}
            labels={{
              open: nav('openMenu'),
              close: nav('closeMenu'),
              title: nav('menu'),
              description: nav('menuDescription'),
              nav: nav('main'),
            }}
          >
            <LanguageSwitch />
            <a href={membershipUrl} {...EXTERNAL} className="join-button mt-3 flex justify-center whitespace-normal text-center">
              {joinLabel}
            </a>
          </MobileMenu>
        </div>
      </div>
    </header>
  )
}
