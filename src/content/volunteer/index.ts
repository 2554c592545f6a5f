/** Fixed copy for /volunteer (SPEC §2 Volunteer), in both languages. */
import type { IconName } from '@/content/ui-types'
import type { AppLocale } from '@/i18n/locales'

import { volunteerEn } from './en'
import { volunteerEs } from './es'

export type VolunteerFrequency = { label: string; description: string; icon: IconName; examples: readonly string[] }
export type VolunteerStep = { title: string; description: string; icon: IconName }

export type VolunteerContent = {
  intro: string
  frequencies: readonly VolunteerFrequency[]
  requirements: readonly VolunteerStep[]
  checklist: readonly string[]
}

export const volunteerContent: Record<AppLocale, VolunteerContent> = { en: volunteerEn, es: volunteerEs }
