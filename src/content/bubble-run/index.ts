/** Fixed copy for the Golden Bubble Run fun-run promo at /bubble-run (SPEC §2, §3 prize data, §9), in both languages. */
import type { IconName } from '@/content/ui-types'
import type { AppLocale } from '@/i18n/locales'

import { bubbleRunEn } from './en'
import { bubbleRunEs } from './es'

export type FunRunStep = { title: string; description: string; icon: IconName }
export type FunRunGoal = { title: string; description: string; icon: IconName }
export type PrizeLevel = { perLap: string; prize: string }
export type IndividualPrize = { place: string; prize: string }

export const bubbleRunVideo = { src: '/videos/bubble-run.mp4', poster: '/images/bubble-run-poster.svg' } as const

/** SPEC §9: per-lap goal tiers. */
export const perLapGoalTiers = ['$175', '$150', '$125', '$100', '$75', '$50'] as const

export type BubbleRunContent = {
  videoLabel: string
  intro: string
  explanation: { laps: string; minutes: string; text: string; detail: string }
  steps: readonly FunRunStep[]
  goals: readonly FunRunGoal[]
  /** SPEC §3: per-lap prize levels (the English list exactly). */
  prizeLevels: readonly PrizeLevel[]
  /** SPEC §3: individual prizes. */
  individualPrizes: readonly IndividualPrize[]
  bonusPrizes: readonly { shares: string; text: string }[]
}

export const bubbleRunContent: Record<AppLocale, BubbleRunContent> = { en: bubbleRunEn, es: bubbleRunEs }
