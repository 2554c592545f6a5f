import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CheckList } from '@/components/pages/check-list'
import { CtaPanel } from '@/components/pages/cta-panel'
import { CardGrid, FeatureCard } from '@/components/pages/feature-card'
import { NumberedSteps } from '@/components/pages/numbered-steps'
import { ButtonLink } from '@/components/ui/button-link'
import { PageHeader } from '@/components/ui/page-header'
import { Section } from '@/components/ui/section'
import { volunteerContent } from '@/content/volunteer'
import { localizedPath } from '@/i18n/locales'
import { mailtoUrl } from '@/lib/links'
import { getSiteSettings } from '@/lib/queries/site-settings'
import { pageMetadata } from '@/i18n/metadata'
import { type LocaleParams, pageLocale } from '@/i18n/page-locale'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'volunteer', '/volunteer')
}

export default async function VolunteerPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'volunteerPage' })
  const { contact } = await getSiteSettings(locale)
  const { intro, frequencies, requirements, checklist } = volunteerContent[locale]
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} subtitle={intro} />

      <Section id="frequency" title={t('frequency')} intro={t('frequencyIntro')}>
        <CardGrid columns={4}>
          {frequencies.map((frequency) => (
            <FeatureCard key={frequency.label} title={frequency.label} icon={frequency.icon}>
              <p>{frequency.description}</p>
              <ul className="mt-3 space-y-1.5">
                {frequency.examples.map((example) => (
                  <li key={example} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-500" />
                    <span>{example}</span>
                  </li>
                ))}
              </ul>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      <Section
        id="requirements"
        tone="tint"
        title={t('requirements')}
        intro={t('requirementsIntro', { district: contact.district })}
      >
        <NumberedSteps steps={requirements} />
        <div className="mt-8 rounded-2xl border-2 border-dashed border-brand-500 bg-white p-6 sm:p-8">
          <h3 className="text-lg font-bold text-navy-900">{t('bring')}</h3>
          <div className="mt-4">
            <CheckList items={checklist} />
          </div>
        </div>
      </Section>

      <CtaPanel
        id="sign-up"
        title={t('ctaTitle')}
        actions={
          <>
            <ButtonLink href={localizedPath('/contact', locale)} variant="hero">
              {t('ctaButton')}
            </ButtonLink>
            <a
              href={mailtoUrl(contact.email)}
              className="rounded font-semibold text-white underline underline-offset-4 hover:text-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              {contact.email}
            </a>
          </>
        }
      >
        <p>{t('ctaText')}</p>
      </CtaPanel>
    </>
  )
}
