import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { type AppLocale, localizedPath } from '@/i18n/locales'
import type { PublicSiteSettings } from '@/lib/site-settings-locale'
import { EXTERNAL, instagramProfileUrl, mailtoUrl, mapsUrl, telUrl } from '@/lib/links'
import { FOOTER_QUICK_LINKS, localizeItems } from '@/lib/navigation'

import { SiteLogo } from './site-logo'

const linkClass = 'rounded text-slate-200 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-brand-500'

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
        <nav aria-label={t('quickLinks')}>
          <h2 className="text-sm font-bold uppercase tracking-wider text-brand-500">{t('quickLinks')}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {quickLinks.map((l) => (
              <li key={l.href}>
                <Link className={linkClass} href={l.href}>
                  {l.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('resources')}>
          <h2 className="text-sm font-bold uppercase tracking-wider text-brand-500">{t('resources')}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {resources.map((r) => (
              <li key={r.name}>
                {r.external ? (
                  <a className={linkClass} href={r.href} {...EXTERNAL}>
                    {r.name}
                    <span className="sr-only">{common('opensInNewTab')}</span>
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
          {t('rights', { year: String(year), ptaName: contact.ptaName })}
        </p>
      </div>
    </footer>
  )
}
