/** Fixed copy for /about-us (SPEC §2 About), in both languages. Membership benefits live in `@/content/membership`. */
import type { IconName } from '@/content/ui-types'
import type { AppLocale } from '@/i18n/locales'

import { aboutEn } from './en'
import { aboutEs } from './es'

export type BoardRole = { title: string; description: string }
export type Accomplishment = { title: string; description: string; icon: IconName; highlight?: string }

export type AboutContent = {
  mission: { quote: string; attribution: string }
  description: readonly string[]
  boardRoles: readonly BoardRole[]
  accomplishments: readonly Accomplishment[]
}

export const aboutContent: Record<AppLocale, AboutContent> = { en: aboutEn, es: aboutEs }
