import type React from 'react'

import { AnnouncementPopups } from '@/components/announcements/announcement-popups'
import { VisitBeacon } from '@/components/analytics/visit-beacon'
import { ScrollToTop } from '@/components/layout/scroll-to-top'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { PromoPopup } from '@/components/promo/promo-popup'
import { getSiteSettings } from '@/lib/queries/site-settings'

/** The public site's frame: header, main landmark and footer. */
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <>
      <ScrollToTop />
      <VisitBeacon />
      <SiteHeader membershipUrl={settings.links.membership} ptaName={settings.contact.ptaName} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter settings={settings} year={new Date().getFullYear()} />
      <PromoPopup endsAt={settings.promoEndsAt} />
      <AnnouncementPopups />
    </>
  )
}
