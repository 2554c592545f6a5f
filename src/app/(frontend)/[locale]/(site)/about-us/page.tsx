import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { BoardRolesList } from '@/components/pages/board-roles-list'
import { CardGrid, FeatureCard } from '@/components/pages/feature-card'
import { MissionQuote } from '@/components/pages/mission-quote'
import { ButtonLink } from '@/components/ui/button-link'
import { PageHeader } from '@/components/ui/page-header'
import { Section } from '@/components/ui/section'
import { aboutContent } from '@/content/about'
import { membershipContent } from '@/content/membership'
import { localizedPath } from '@/i18n/locales'
import { getSiteSettings } from '@/lib/queries/site-settings'
import { pageMetadata } from '@/i18n/metadata'
import { type LocaleParams, pageLocale } from '@/i18n/page-locale'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'about', '/about-us')
}

export default async function AboutPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'aboutPage' })
  const { contact } = await getSiteSettings(locale)
  const { mission, description, boardRoles, accomplishments } = aboutContent[locale]
  const { benefits } = membershipContent[locale]
  return (
    <>
      <PageHeader
        eyebrow={contact.ptaName}
        title={t('title')}
        subtitle={t('subtitle', { schoolName: contact.schoolName })}
      />

      <Section id="mission" title={t('mission')}>
        <div className="grid items-center gap-8 lg:grid-cols-2 lg:gap-12">
          <MissionQuote quote={mission.quote} attribution={mission.attribution} />
          <div className="space-y-4 text-lg leading-relaxed text-slate-700">
            {description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Section>

      <Section
        id="board"
        tone="tint"
        title={t('board')}
        intro={t('boardIntro')}
      >
        <BoardRolesList roles={boardRoles} />
      </Section>

      <Section
        id="accomplishments"
        title={t('accomplishments')}
        intro={t('accomplishmentsIntro')}
      >
        <CardGrid>
          {accomplishments.map((item) => (
            <FeatureCard key={item.title} title={item.title} icon={item.icon} badge={item.highlight}>
              <p>{item.description}</p>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      <Section id="benefits" tone="tint" title={t('benefits')} intro={t('benefitsIntro')}>
        <CardGrid>
          {benefits.map((benefit) => (
            <FeatureCard key={benefit.title} title={benefit.title} icon={benefit.icon}>
              <p>{benefit.description}</p>
            </FeatureCard>
          ))}
        </CardGrid>
        <div className="mt-8">
          <ButtonLink href={localizedPath('/membership', locale)} variant="secondary">
            {t('seeMembership')}
          </ButtonLink>
        </div>
      </Section>
    </>
  )
}
