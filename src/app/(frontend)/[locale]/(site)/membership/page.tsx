import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CheckList } from '@/components/pages/check-list'
import { DuesCard } from '@/components/pages/dues-card'
import { CardGrid, FeatureCard } from '@/components/pages/feature-card'
import { NumberedSteps } from '@/components/pages/numbered-steps'
import { ButtonLink } from '@/components/ui/button-link'
import { PageHeader } from '@/components/ui/page-header'
import { Section } from '@/components/ui/section'
import { membershipContent } from '@/content/membership'
import { getSiteSettings } from '@/lib/queries/site-settings'
import { pageMetadata } from '@/i18n/metadata'
import { type LocaleParams, pageLocale } from '@/i18n/page-locale'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'membership', '/membership')
}

export default async function MembershipPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'membershipPage' })
  const { links, contact, schoolYear } = await getSiteSettings(locale)
  const { dues, benefits, supportedPrograms, joinSteps } = membershipContent[locale]
  return (
    <>
      <PageHeader
        eyebrow={contact.ptaName}
        title={t('title')}
        subtitle={t('subtitle', { schoolName: contact.schoolName })}
      />

      <Section id="dues" title={t('dues')}>
        <div className="grid items-start gap-8 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <DuesCard
              amount={dues.amount}
              unit={dues.unit}
              note={dues.note}
              schoolYear={schoolYear}
              action={
                <ButtonLink href={links.membership} variant="secondary" external className="w-full sm:w-auto">
                  {t('becomeMember')}
                </ButtonLink>
              }
            />
          </div>
          <div className="lg:col-span-3">
            <h3 className="text-xl font-bold text-navy-900">{t('howToJoin')}</h3>
            <div className="mt-4">
              <NumberedSteps steps={joinSteps} columns={1} headingLevel="h4" />
            </div>
          </div>
        </div>
      </Section>

      <Section
        id="supported-programs"
        tone="tint"
        title={t('supported')}
        intro={t('supportedIntro')}
      >
        <div className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
          <CheckList items={supportedPrograms} />
        </div>
      </Section>

      <Section id="benefits" title={t('benefits')}>
        <CardGrid>
          {benefits.map((benefit) => (
            <FeatureCard key={benefit.title} title={benefit.title} icon={benefit.icon}>
              <p>{benefit.description}</p>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>
    </>
  )
}
