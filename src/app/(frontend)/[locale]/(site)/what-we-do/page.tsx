import type { Metadata } from 'next'

import { CtaPanel } from '@/components/pages/cta-panel'
import { CardGrid, FeatureCard } from '@/components/pages/feature-card'
import { GradeProgramCard } from '@/components/pages/grade-program-card'
import { ButtonLink } from '@/components/ui/button-link'
import { PageHeader } from '@/components/ui/page-header'
import { Section } from '@/components/ui/section'
import { gradePrograms, programs } from '@/content/programs'
import { getSiteSettings } from '@/lib/queries/site-settings'
import { pageMetadata } from '@/i18n/metadata'
import { type LocaleParams, pageLocale } from '@/i18n/page-locale'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'whatWeDo', '/what-we-do')
}

export default async function WhatWeDoPage({ params }: LocaleParams) {
  await pageLocale(params)
  const { links } = await getSiteSettings()
  return (
    <>
      <PageHeader
        eyebrow="Programs"
        title="What We Do"
        subtitle="Programs and events the PTA runs and funds for every student, all school year long."
      />

      <Section id="programs" title="Our Programs" intro="Your membership, donations and volunteer hours make all of these possible.">
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

      <Section id="grade-programs" tone="tint" title="Grade-Specific Programs">
        <ul className="grid gap-6 md:grid-cols-2">
          {gradePrograms.map((group) => (
            <GradeProgramCard key={group.grade} group={group} />
          ))}
        </ul>
      </Section>

      <CtaPanel
        id="get-involved"
        title="Help make these programs happen"
        actions={
          <ButtonLink href="/volunteer" variant="hero">
            Volunteer with us
          </ButtonLink>
        }
      >
        <p>Every program on this page is run by volunteers. Even an hour a year makes a difference.</p>
      </CtaPanel>
    </>
  )
}
