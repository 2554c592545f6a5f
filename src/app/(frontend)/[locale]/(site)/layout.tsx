import { getTranslations } from 'next-intl/server'
import type React from 'react'

import { AnnouncementPopups } from '@/components/announcements/announcement-popups'
import { VisitBeacon } from '@/components/analytics/visit-beacon'
import { LanguageNotice } from '@/components/layout/language-notice'
import { PageStart } from '@/components/layout/page-start'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { PromoPopup } from '@/components/promo/promo-popup'
import { HydrationSlice } from '@/components/ui/hydration-slice'
import { type LocaleParams, pageLocale } from '@/i18n/page-locale'
import { getSiteSettings } from '@/lib/queries/site-settings'

/** The public site's frame: header, main landmark and footer, in the page's language. */
export default async function SiteLayout({ children, params }: LocaleParams & { children: React.ReactNode }) {
  const locale = await pageLocale(params)
  const settings = await getSiteSettings(locale)
  const promo = await getTranslations({ locale, namespace: 'promo' })
  return (
    <>
      <PageStart />
      <VisitBeacon />
      <SiteHeader membershipUrl={settings.links.membership} ptaName={settings.contact.ptaName} locale={locale} />
      {/* After the header, so "Skip to content" stays the first thing the keyboard reaches. */}
      <LanguageNotice />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <HydrationSlice>
        <SiteFooter settings={settings} year={new Date().getFullYear()} locale={locale} />
      </HydrationSlice>
      <PromoPopup
        endsAt={settings.promoEndsAt}
        locale={locale}
        labels={{ title: promo('title'), text: promo('text'), watch: promo('watch'), close: promo('close'), closeX: promo('closeX') }}
      />
      <AnnouncementPopups locale={locale} />
    </>
  )
}
