import type { Metadata } from 'next'

import { CheckList } from '@/components/pages/check-list'
import { CardGrid, FeatureCard } from '@/components/pages/feature-card'
import { Icon } from '@/components/pages/icon'
import { SponsorTiers } from '@/components/pages/sponsor-tiers'
import { ButtonLink } from '@/components/ui/button-link'
import { PageHeader } from '@/components/ui/page-header'
import { Section } from '@/components/ui/section'
import {
  contributionWays,
  fundedItems,
  sponsorIntro,
  sponsorPayment,
  sponsorPolicy,
  sponsorPolicyIntro,
  sponsorTiers,
} from '@/content/sponsor'
import { mailtoUrl } from '@/lib/links'
import { getSiteSettings } from '@/lib/queries/site-settings'
import { pageMetadata } from '@/i18n/metadata'
import { type LocaleParams, pageLocale } from '@/i18n/page-locale'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'sponsor', '/become-a-sponsor')
}

export default async function BecomeASponsorPage({ params }: LocaleParams) {
  await pageLocale(params)
  const { links, contact, schoolYear } = await getSiteSettings()
  const formRequestUrl = `${mailtoUrl(contact.email)}?subject=${encodeURIComponent(sponsorPayment.emailSubject)}`
  return (
    <>
      <PageHeader eyebrow="Community partners" title="Become a Sponsor" subtitle={sponsorIntro} />

      <Section id="ways" title="Ways to contribute">
        <CardGrid>
          {contributionWays.map((way) => (
            <FeatureCard key={way.title} title={way.title} icon={way.icon}>
              <p>{way.description}</p>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      <Section id="levels" tone="tint" title="Sponsor levels" intro={`Sponsorships cover the ${schoolYear} school year.`}>
        <SponsorTiers tiers={sponsorTiers} />
      </Section>

      <Section id="funded" title="What your sponsorship funds">
        <CheckList items={fundedItems} />
      </Section>

      <Section id="how-to-sponsor" tone="tint" title="How to sponsor">
        <div className="grid gap-5 md:grid-cols-2">
          <FeatureCard
            as="div"
            title={sponsorPayment.onlineTitle}
            icon="dollar"
            footer={
              <ButtonLink href={links.sponsorship} variant="secondary" external>
                {sponsorPayment.onlineButton}
              </ButtonLink>
            }
          >
            <p>{sponsorPayment.onlineText}</p>
          </FeatureCard>
          <FeatureCard
            as="div"
            title={sponsorPayment.checkTitle}
            icon="mail"
            footer={
              <ButtonLink href={formRequestUrl} variant="outline">
                {sponsorPayment.checkButton}
              </ButtonLink>
            }
          >
            <p>{sponsorPayment.checkText}</p>
            <p className="mt-3 font-semibold text-navy-900">
              {sponsorPayment.payableTo} {contact.ptaName}.
            </p>
          </FeatureCard>
        </div>
      </Section>

      <Section id="policy" title="Non-commercial policy" intro={sponsorPolicyIntro}>
        <ul className="grid gap-3 md:grid-cols-2">
          {sponsorPolicy.map((rule) => (
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
