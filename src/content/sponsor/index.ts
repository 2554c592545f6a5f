/** Fixed copy for /become-a-sponsor (SPEC §2 Sponsor, §9 sponsor tiers), in both languages. */
import type { IconName } from '@/content/ui-types'
import type { AppLocale } from '@/i18n/locales'

import { sponsorEn } from './en'
import { sponsorEs } from './es'

export type ContributionWay = { title: string; description: string; icon: IconName }
export type SponsorTierId = 'platinum' | 'gold' | 'silver' | 'bronze'
export type SponsorTier = { id: SponsorTierId; name: string; amount: string }

export type SponsorContent = {
  intro: string
  ways: readonly ContributionWay[]
  /** SPEC §9: $1,000+, $500+, $250+, $100+. */
  tiers: readonly SponsorTier[]
  fundedItems: readonly string[]
  payment: {
    onlineTitle: string
    onlineText: string
    onlineButton: string
    checkTitle: string
    checkText: string
    checkButton: string
    emailSubject: string
    /** Followed by the PTA's name from site settings. */
    payableTo: string
  }
  policyIntro: string
  policy: readonly string[]
}

export const sponsorContent: Record<AppLocale, SponsorContent> = { en: sponsorEn, es: sponsorEs }
