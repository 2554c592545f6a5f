import { getTranslations } from 'next-intl/server'

import { ButtonLink } from '@/components/ui/button-link'
import { type SponsorTierId, sponsorContent } from '@/content/sponsor'
import { type AppLocale, localizedPath } from '@/i18n/locales'

const ACCENTS: Record<SponsorTierId, string> = {
  platinum: 'from-slate-200 to-slate-50 border-slate-300',
  gold: 'from-amber-200 to-amber-50 border-amber-300',
  silver: 'from-zinc-200 to-white border-zinc-300',
  bronze: 'from-orange-200 to-orange-50 border-orange-300',
}

/** Home 'Sponsors': the four tiers, and Become a Sponsor / Learn More to /become-a-sponsor. */
export async function Sponsors({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'home.sponsors' })
  const href = localizedPath('/become-a-sponsor', locale)
  return (
    <>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {sponsorContent[locale].tiers.map((tier) => (
          <li key={tier.id} className={`rounded-2xl border bg-gradient-to-br p-4 text-center sm:p-6 ${ACCENTS[tier.id]}`}>
            <p className="text-lg font-extrabold text-navy-900">{tier.name}</p>
            {/* Smaller on the narrowest phones (320 px), where "$1,000+" overflowed its half-width card. */}
            <p className="tier-amount">{tier.amount}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href={href} variant="hero">
          {t('become')}
        </ButtonLink>
        {/* "Learn More" alone says nothing out of context: the hidden words name the target. */}
        <ButtonLink href={href} variant="outline">
          {t('learnMore')}
          <span className="sr-only">{t('learnMoreHint')}</span>
        </ButtonLink>
      </div>
    </>
  )
}
