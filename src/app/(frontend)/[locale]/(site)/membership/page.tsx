import type { Metadata } from 'next'

import { CheckList } from '@/components/pages/check-list'
import { DuesCard } from '@/components/pages/dues-card'
import { CardGrid, FeatureCard } from '@/components/pages/feature-card'
import { NumberedSteps } from '@/components/pages/numbered-steps'
import { ButtonLink } from '@/components/ui/button-link'
import { PageHeader } from '@/components/ui/page-header'
import { Section } from '@/components/ui/section'
import {
  membershipBenefits,
  membershipDues,
  membershipJoinSteps,
  membershipSupportedPrograms,
} from '@/content/membership'
import { getSiteSettings } from '@/lib/queries/site-settings'
import { pageMetadata } from '@/i18n/metadata'
import { type LocaleParams, pageLocale } from '@/i18n/page-locale'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'membership', '/membership')
}

export default async function MembershipPage({ params }: LocaleParams) {
  await pageLocale(params)
  const { links, contact, schoolYear } = await getSiteSettings()
  return (
    <>
      <PageHeader
        eyebrow={contact.ptaName}
        title="PTA Membership"
        subtitle={`Join our PTA and help every student at ${contact.schoolName} learn, grow and shine.`}
      />

      <Section id="dues" title="Membership dues">
        <div className="grid items-start gap-8 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <DuesCard
              amount={membershipDues.amount}
              unit={membershipDues.unit}
              note={membershipDues.note}
              schoolYear={schoolYear}
              action={
                <ButtonLink href={links.membership} variant="secondary" external className="w-full sm:w-auto">
                  Become Member
                </ButtonLink>
              }
            />
          </div>
          <div className="lg:col-span-3">
            <h3 className="text-xl font-bold text-navy-900">How to join</h3>
            <div className="mt-4">
              <NumberedSteps steps={membershipJoinSteps} columns={1} headingLevel="h4" />
            </div>
          </div>
        </div>
      </Section>

      <Section
        id="supported-programs"
        tone="tint"
        title="Programs your membership supports"
        intro="Membership dues help pay for programs that reach every classroom:"
      >
        <div className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
          <CheckList items={membershipSupportedPrograms} />
        </div>
      </Section>

      <Section id="benefits" title="Membership benefits">
        <CardGrid>
          {membershipBenefits.map((benefit) => (
            <FeatureCard key={benefit.title} title={benefit.title} icon={benefit.icon}>
              <p>{benefit.description}</p>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>
    </>
  )
}
