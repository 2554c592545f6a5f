import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { BonusPrizes } from '@/components/pages/bonus-prizes'
import { BubbleRunVideo } from '@/components/pages/bubble-run-video'
import { CardGrid, FeatureCard } from '@/components/pages/feature-card'
import { IndividualPrizes } from '@/components/pages/individual-prizes'
import { NumberedSteps } from '@/components/pages/numbered-steps'
import { PrizeLevelTable } from '@/components/pages/prize-level-table'
import { RunStats } from '@/components/pages/run-stats'
import { PageHeader } from '@/components/ui/page-header'
import { Section } from '@/components/ui/section'
import { bubbleRunContent, bubbleRunVideo, perLapGoalTiers } from '@/content/bubble-run'
import { pageMetadata } from '@/i18n/metadata'
import { type LocaleParams, pageLocale } from '@/i18n/page-locale'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'bubbleRun', '/bubble-run')
}

export default async function BubbleRunPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'bubbleRunPage' })
  const { videoLabel, intro, explanation, steps, goals, prizeLevels, individualPrizes, bonusPrizes } = bubbleRunContent[locale]
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} subtitle={intro} />

      <Section id="about-the-run" title={t('about')}>
        <div className="grid items-center gap-8 lg:grid-cols-2 lg:gap-12">
          <BubbleRunVideo src={bubbleRunVideo.src} poster={bubbleRunVideo.poster} label={videoLabel} />
          <div>
            <RunStats
              stats={[
                { value: explanation.laps, label: t('laps') },
                { value: explanation.minutes, label: t('minutes') },
              ]}
            />
            <p className="mt-6 text-xl font-bold text-navy-900">{explanation.text}</p>
            <p className="mt-2 text-lg leading-relaxed text-slate-700">{explanation.detail}</p>
          </div>
        </div>
      </Section>

      <Section id="steps" tone="tint" title={t('steps')}>
        <NumberedSteps steps={steps} columns={4} />
      </Section>

      <Section id="goals" title={t('goals')} intro={t('goalsIntro')}>
        <CardGrid columns={4}>
          {goals.map((goal) => (
            <FeatureCard key={goal.title} title={goal.title} icon={goal.icon}>
              <p>{goal.description}</p>
            </FeatureCard>
          ))}
        </CardGrid>
        <div className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-6">
          <h3 className="text-lg font-bold text-navy-900">{t('tiers')}</h3>
          <p className="mt-1 text-base text-slate-700">{t('tiersIntro')}</p>
          <ul className="mt-4 flex flex-wrap gap-3">
            {perLapGoalTiers.map((tier) => (
              <li key={tier} className="rounded-full bg-navy-800 px-4 py-2 text-base font-bold text-white">
                {tier} <span className="font-medium text-slate-200">{t('perLap')}</span>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="prizes" tone="tint" title={t('prizes')}>
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <PrizeLevelTable caption={t('prizeLevels')} levels={prizeLevels} />
          <div className="space-y-6">
            <IndividualPrizes
              title={t('individual')}
              intro={t('individualIntro')}
              prizes={individualPrizes}
            />
            <BonusPrizes title={t('bonus')} bonuses={bonusPrizes} />
          </div>
        </div>
      </Section>
    </>
  )
}
