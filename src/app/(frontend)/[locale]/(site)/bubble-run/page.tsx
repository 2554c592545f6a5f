import type { Metadata } from 'next'

import { BonusPrizes } from '@/components/pages/bonus-prizes'
import { BubbleRunVideo } from '@/components/pages/bubble-run-video'
import { CardGrid, FeatureCard } from '@/components/pages/feature-card'
import { IndividualPrizes } from '@/components/pages/individual-prizes'
import { NumberedSteps } from '@/components/pages/numbered-steps'
import { PrizeLevelTable } from '@/components/pages/prize-level-table'
import { RunStats } from '@/components/pages/run-stats'
import { PageHeader } from '@/components/ui/page-header'
import { Section } from '@/components/ui/section'
import {
  bonusPrizes,
  bubbleRunExplanation,
  bubbleRunGoals,
  bubbleRunIntro,
  bubbleRunSteps,
  bubbleRunVideo,
  individualPrizes,
  perLapGoalTiers,
  prizeLevels,
} from '@/content/bubble-run'
import { pageMetadata } from '@/i18n/metadata'
import { type LocaleParams, pageLocale } from '@/i18n/page-locale'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'bubbleRun', '/bubble-run')
}

export default async function BubbleRunPage({ params }: LocaleParams) {
  await pageLocale(params)
  return (
    <>
      <PageHeader eyebrow="Fun run fundraiser" title="Golden Bubble Run" subtitle={bubbleRunIntro} />

      <Section id="about-the-run" title="About the run">
        <div className="grid items-center gap-8 lg:grid-cols-2 lg:gap-12">
          <BubbleRunVideo src={bubbleRunVideo.src} poster={bubbleRunVideo.poster} label={bubbleRunVideo.label} />
          <div>
            <RunStats
              stats={[
                { value: bubbleRunExplanation.laps, label: 'laps' },
                { value: bubbleRunExplanation.minutes, label: 'minutes' },
              ]}
            />
            <p className="mt-6 text-xl font-bold text-navy-900">{bubbleRunExplanation.text}</p>
            <p className="mt-2 text-lg leading-relaxed text-slate-700">{bubbleRunExplanation.detail}</p>
          </div>
        </div>
      </Section>

      <Section id="steps" tone="tint" title="How to take part">
        <NumberedSteps steps={bubbleRunSteps} columns={4} />
      </Section>

      <Section id="goals" title="Goals and rewards" intro="Classes and students are celebrated for reaching these goals:">
        <CardGrid columns={4}>
          {bubbleRunGoals.map((goal) => (
            <FeatureCard key={goal.title} title={goal.title} icon={goal.icon}>
              <p>{goal.description}</p>
            </FeatureCard>
          ))}
        </CardGrid>
        <div className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-6">
          <h3 className="text-lg font-bold text-navy-900">Per-lap goal tiers</h3>
          <p className="mt-1 text-base text-slate-700">Reach a tier by raising this much for every lap you run:</p>
          <ul className="mt-4 flex flex-wrap gap-3">
            {perLapGoalTiers.map((tier) => (
              <li key={tier} className="rounded-full bg-navy-800 px-4 py-2 text-base font-bold text-white">
                {tier} <span className="font-medium text-slate-200">per lap</span>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="prizes" tone="tint" title="Prizes">
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <PrizeLevelTable caption="Per-lap prize levels" levels={prizeLevels} />
          <div className="space-y-6">
            <IndividualPrizes
              title="Individual prizes"
              intro="For our top five fundraisers:"
              prizes={individualPrizes}
            />
            <BonusPrizes title="Bonus prizes" bonuses={bonusPrizes} />
          </div>
        </div>
      </Section>
    </>
  )
}
