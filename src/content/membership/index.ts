/** Fixed copy for /membership (SPEC §2 Membership, §9: dues are $10 per person), in both languages. */
import type { IconName } from '@/content/ui-types'
import type { AppLocale } from '@/i18n/locales'

import { membershipEn } from './en'
import { membershipEs } from './es'

export type MembershipBenefit = { title: string; description: string; icon: IconName }

export type MembershipContent = {
  dues: { amount: string; unit: string; note: string }
  /** Shown on /membership and in the Membership benefits part of /about-us. */
  benefits: readonly MembershipBenefit[]
  /** The programs that membership dues help pay for. */
  supportedPrograms: readonly string[]
  joinSteps: readonly { title: string; description: string }[]
}

export const membershipContent: Record<AppLocale, MembershipContent> = { en: membershipEn, es: membershipEs }
