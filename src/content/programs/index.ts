/** Fixed copy for /what-we-do (SPEC §2 What We Do): nine programs and the grade-specific programs, in both languages. */
import type { IconName } from '@/content/ui-types'
import type { AppLocale } from '@/i18n/locales'

import { programsEn } from './en'
import { programsEs } from './es'

export type Program = {
  name: string
  description: string
  icon: IconName
  /** When it happens, if it is a fixed time of year. */
  schedule?: string
  /** Set when the card links out to an officer-editable URL from site settings. */
  externalLink?: { settingsKey: 'reflections'; label: string }
}

export type GradeProgram = { grade: string; intro: string; items: readonly { title: string; description: string }[] }

export type ProgramsContent = { programs: readonly Program[]; gradePrograms: readonly GradeProgram[] }

export const programsContent: Record<AppLocale, ProgramsContent> = { en: programsEn, es: programsEs }
