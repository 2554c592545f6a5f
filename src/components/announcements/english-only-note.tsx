import { getTranslations } from 'next-intl/server'

import { englishOnlyNote, type TextLanguages } from '@/features/announcements'
import type { AppLocale } from '@/i18n/locales'

/** On a Spanish page, under an announcement's title: it (or its details) is only in English, said before it is read. */
export async function EnglishOnlyNote({ item, locale }: { item: TextLanguages & { content: string }; locale: AppLocale }) {
  const note = englishOnlyNote(item)
  if (!note) return null
  const t = await getTranslations({ locale, namespace: 'cards' })
  return <p className="card-note">{t(note)}</p>
}
