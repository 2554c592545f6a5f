import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CtaPanel } from '@/components/pages/cta-panel'
import { CardGrid, FeatureCard } from '@/components/pages/feature-card'
import { GradeProgramCard } from '@/components/pages/grade-program-card'
import { ButtonLink } from '@/components/ui/button-link'
import { PageHeader } from '@/components/ui/page-header'
import { Section } from '@/components/ui/section'
import { programsContent } from '@/content/programs'
import { localizedPath } from '@/i18n/locales'
import { getSiteSettings } from '@/lib/queries/site-settings'
import { pageMetadata } from '@/i18n/metadata'
import { type LocaleParams, pageLocale } from '@/i18n/page-locale'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'whatWeDo', '/what-we-do')
}

export default async function WhatWeDoPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'whatWeDoPage' })
  const { links } = await getSiteSettings(locale)
  const { programs, gradePrograms } = programsContent[locale]
  return (
    <>
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('title')}
        subtitle={t('subtitle')}
      />

      <Section id="programs" title={t('programs')} intro={t('programsIntro')}>
        <CardGrid>
          {programs.map((program) => (
            <FeatureCard
              key={program.name}
              title={program.name}
              icon={program.icon}
              badge={program.schedule}
              footer={
                program.externalLink ? (
                  <ButtonLink href={links[program.externalLink.settingsKey]} variant="outline" external>
                    {program.externalLink.label}
                  </ButtonLink>
                ) : null
              }
            >
              <p>{program.description}</p>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      <Section id="grade-programs" tone="tint" title={t('gradePrograms')}>
        <ul className="grid gap-6 md:grid-cols-2">
          {gradePrograms.map((group) => (
            <GradeProgramCard key={group.grade} group={group} />
          ))}
        </ul>
      </Section>

      <CtaPanel
        id="get-involved"
        title={t('ctaTitle')}
        actions={
          <ButtonLink href={localizedPath('/volunteer', locale)} variant="hero">
            {t('ctaButton')}
          </ButtonLink>
        }
      >
        <p>{t('ctaText')}</p>
      </CtaPanel>
    </>
  )
}
