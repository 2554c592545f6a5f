import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CheckList } from '@/components/pages/check-list'
import { CardGrid, FeatureCard } from '@/components/pages/feature-card'
import { Icon } from '@/components/pages/icon'
import { SponsorTiers } from '@/components/pages/sponsor-tiers'
import { ButtonLink } from '@/components/ui/button-link'
import { PageHeader } from '@/components/ui/page-header'
import { Section } from '@/components/ui/section'
import { sponsorContent } from '@/content/sponsor'
import { mailtoUrl } from '@/lib/links'
import { getSiteSettings } from '@/lib/queries/site-settings'
import { pageMetadata } from '@/i18n/metadata'
import { type LocaleParams, pageLocale } from '@/i18n/page-locale'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'sponsor', '/become-a-sponsor')
}

export default async function BecomeASponsorPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'sponsorPage' })
  const { links, contact, schoolYear } = await getSiteSettings(locale)
  const { intro, ways, tiers, fundedItems, payment, policyIntro, policy } = sponsorContent[locale]
  const formRequestUrl = `${mailtoUrl(contact.email)}?subject=${encodeURIComponent(payment.emailSubject)}`
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} subtitle={intro} />

      <Section id="ways" title={t('ways')}>
        <CardGrid>
          {ways.map((way) => (
            <FeatureCard key={way.title} title={way.title} icon={way.icon}>
              <p>{way.description}</p>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      <Section id="levels" tone="tint" title={t('levels')} intro={t('levelsIntro', { schoolYear })}>
        <SponsorTiers tiers={tiers} />
      </Section>

      <Section id="funded" title={t('funded')}>
        <CheckList items={fundedItems} />
      </Section>

      <Section id="how-to-sponsor" tone="tint" title={t('how')}>
        <div className="grid gap-5 md:grid-cols-2">
          <FeatureCard
            as="div"
            title={payment.onlineTitle}
            icon="dollar"
            footer={
              <ButtonLink href={links.sponsorship} variant="secondary" external>
                {payment.onlineButton}
              </ButtonLink>
            }
          >
            <p>{payment.onlineText}</p>
          </FeatureCard>
          <FeatureCard
            as="div"
            title={payment.checkTitle}
            icon="mail"
            footer={
              <ButtonLink href={formRequestUrl} variant="outline">
                {payment.checkButton}
              </ButtonLink>
            }
          >
            <p>{payment.checkText}</p>
            <p className="mt-3 font-semibold text-navy-900">
              {payment.payableTo} {contact.ptaName}.
            </p>
          </FeatureCard>
        </div>
      </Section>

      <Section id="policy" title={t('policy')} intro={policyIntro}>
        <ul className="grid gap-3 md:grid-cols-2">
          {policy.map((rule) => (
            <li key={rule} className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
              <span className="text-navy-700">
                <Icon name="shield" />
              </span>
              <span className="text-base leading-relaxed text-slate-800">{rule}</span>
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
