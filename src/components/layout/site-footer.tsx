import { getTranslations } from 'next-intl/server'

import { type AppLocale, localizedPath } from '@/i18n/locales'
import type { PublicSiteSettings } from '@/lib/site-settings-locale'
import { EXTERNAL, instagramProfileUrl, mailtoUrl, mapsUrl, telUrl } from '@/lib/links'
import { FOOTER_QUICK_LINKS, localizeItems } from '@/lib/navigation'

import { FooterLinks, footerLinkClass } from './footer-links'
import { SiteLogo } from './site-logo'

/** Footer: contact details, quick links, resources and the copyright line with the current year. */
type Props = { settings: PublicSiteSettings; year: number; locale: AppLocale }

export async function SiteFooter({ settings, year, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'footer' })
  const common = await getTranslations({ locale, namespace: 'common' })
  const { contact, links, instagram } = settings
  const quickLinks = localizeItems(FOOTER_QUICK_LINKS, locale, (key) => t(key))
  const resources = [
    { name: t('joinPta'), href: links.membership, external: true },
    { name: t('spiritWear'), href: links.spiritWear, external: true },
    { name: t('emergencyKit'), href: links.emergencyKit, external: true },
    { name: t('becomeSponsor'), href: localizedPath('/become-a-sponsor', locale), external: false },
    { name: t('reflections'), href: links.reflections, external: true },
    { name: t('gallery'), href: instagramProfileUrl(instagram.username), external: true },
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
              <a className={footerLinkClass} href={mapsUrl(contact.address)} {...EXTERNAL}>
                {contact.address}
                <span className="sr-only">{common('opensInNewTab')}</span>
              </a>
            </p>
            <p>{contact.district}</p>
            <p>{contact.grades}</p>
            <p>
              <a className={footerLinkClass} href={telUrl(contact.phone)}>
                {contact.phone}
              </a>
            </p>
            <p>
              <a className={footerLinkClass} href={mailtoUrl(contact.email)}>
                {contact.email}
              </a>
            </p>
          </address>
        </div>
        <FooterLinks title={t('quickLinks')} links={quickLinks} newTabHint={common('opensInNewTab')} />
        <FooterLinks title={t('resources')} links={resources} newTabHint={common('opensInNewTab')} />
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm text-slate-300 sm:px-6">
          {t('rights', { year: String(year), ptaName: contact.ptaName })}
        </p>
      </div>
    </footer>
  )
}
