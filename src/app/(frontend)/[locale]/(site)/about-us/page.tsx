import type { Metadata } from 'next'

import { BoardRolesList } from '@/components/pages/board-roles-list'
import { CardGrid, FeatureCard } from '@/components/pages/feature-card'
import { MissionQuote } from '@/components/pages/mission-quote'
import { ButtonLink } from '@/components/ui/button-link'
import { PageHeader } from '@/components/ui/page-header'
import { Section } from '@/components/ui/section'
import { aboutDescription, aboutMission, accomplishments, boardRoles } from '@/content/about'
import { membershipBenefits } from '@/content/membership'
import { getSiteSettings } from '@/lib/queries/site-settings'
import { pageMetadata } from '@/i18n/metadata'
import { type LocaleParams, pageLocale } from '@/i18n/page-locale'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'about', '/about-us')
}

export default async function AboutPage({ params }: LocaleParams) {
  await pageLocale(params)
  const { contact } = await getSiteSettings()
  return (
    <>
      <PageHeader
        eyebrow={contact.ptaName}
        title="About Us"
        subtitle={`Parents, teachers and staff working together for every student at ${contact.schoolName}.`}
      />

      <Section id="mission" title="Our Mission">
        <div className="grid items-center gap-8 lg:grid-cols-2 lg:gap-12">
          <MissionQuote quote={aboutMission.quote} attribution={aboutMission.attribution} />
          <div className="space-y-4 text-lg leading-relaxed text-slate-700">
            {aboutDescription.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Section>

      <Section
        id="board"
        tone="tint"
        title="Our Board"
        intro="Our executive board is elected by PTA members and serves for the school year. Every position is a volunteer."
      >
        <BoardRolesList roles={boardRoles} />
      </Section>

      <Section
        id="accomplishments"
        title="Accomplishments"
        intro="Thanks to our members, volunteers and sponsors, the PTA has funded:"
      >
        <CardGrid>
          {accomplishments.map((item) => (
            <FeatureCard key={item.title} title={item.title} icon={item.icon} badge={item.highlight}>
              <p>{item.description}</p>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      <Section id="benefits" tone="tint" title="Membership benefits" intro="Membership is open to every adult who cares about our students.">
        <CardGrid>
          {membershipBenefits.map((benefit) => (
            <FeatureCard key={benefit.title} title={benefit.title} icon={benefit.icon}>
              <p>{benefit.description}</p>
            </FeatureCard>
          ))}
        </CardGrid>
        <div className="mt-8">
          <ButtonLink href="/membership" variant="secondary">
            See membership details
          </ButtonLink>
        </div>
      </Section>
    </>
  )
}
